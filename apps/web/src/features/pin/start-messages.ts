import { coreMessages, defineMessages } from '../../lib/i18n';
import { zh } from './start-messages.zh';

// The start page's sentences (and those of the pieces it shows), apart from the rest of the area's: its chunk
// carries only these. English stays the area's one file, fetched only when chosen.
export type { MessageKey as StartKey } from './start-messages.zh';
export const startMessages = defineMessages(zh, () => import('./messages.en'), coreMessages);
export const { useT } = startMessages;
