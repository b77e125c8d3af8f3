import { coreMessages, defineMessages } from '../../lib/i18n';
import { zh } from './messages.zh';

export type { MessageKey } from './messages.zh';
export const { t, useT } = defineMessages(zh, () => import('./messages.en'), coreMessages);
