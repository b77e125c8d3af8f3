import type { MessageKey } from './feed-messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'home.lessons': 'Field course',
  'home.free': 'Free',
  'home.locked': 'Preview',
  'home.news': 'Latest news',
  'home.more': 'More',
  'home.reads': '{n} reads',
};
export default en;
