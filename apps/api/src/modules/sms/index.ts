// The sms area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").

export type { SmsPurpose } from './sms.service';
export { checkCode, normalizePhone } from './sms.service';
