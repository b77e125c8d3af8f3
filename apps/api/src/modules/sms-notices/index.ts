// The SMS notices area's public surface: other areas import it from here only (docs/ARCHITECTURE.md, "Boundaries").
export { type NoticeText, queueNotice, sendNotice } from './sms-notice';
