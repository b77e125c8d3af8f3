import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'follow.title': 'Follow our official account',
  'follow.body': 'Press and hold the QR code to follow "{name}" for exam reminders and news.',
  'follow.qrAlt': 'QR code of {name}',
  'follow.dontShow': "Don't show again",
  'follow.prompt': 'Follow "{name}" for exam reminders',
  'follow.open': 'Follow',
};
export default en;
