import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'coach.title': 'My coach',
  'coach.none': 'Not linked',
  'coach.sharing': 'Sharing progress',
  'coach.notSharing': 'Not sharing progress',
  'coach.loading': 'Loading…',
};
export default en;
