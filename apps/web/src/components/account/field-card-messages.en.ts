import type { MessageKey } from './field-card-messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'field.current': 'Current exam field',
  'field.none': 'No exam field chosen yet',
  'field.switch': 'Switch field',
  'field.choose': 'Choose a field',
};
export default en;
