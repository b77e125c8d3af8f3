import { coreMessages, defineMessages } from '../../lib/i18n';
import { zh } from './field-card-messages.zh';

// The field card's own sentences, apart from the profile's: it is on home's first screen, the profile is not.
export const { useT } = defineMessages(zh, () => import('./field-card-messages.en'), coreMessages);
