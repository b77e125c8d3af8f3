import { coreMessages, defineMessages } from '../../lib/i18n';
import { zh } from './records-messages.zh';

// The centres' "my bookings and records" card has its own sentences: only the centres load them.
export type { RecordsKey } from './records-messages.zh';
export const { useT } = defineMessages(zh, () => import('./records-messages.en'), coreMessages);
