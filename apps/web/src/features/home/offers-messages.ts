import { coreMessages, defineMessages } from '../../lib/i18n';
import { zh } from './offers-messages.zh';

export const { useT } = defineMessages(zh, () => import('./offers-messages.en'), coreMessages);
