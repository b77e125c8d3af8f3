import { coreMessages, defineMessages } from '../../lib/i18n';
import { zh } from './feed-messages.zh';

export const { useT } = defineMessages(zh, () => import('./feed-messages.en'), coreMessages);
