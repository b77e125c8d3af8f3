import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'chat.empty': 'No messages yet: say hello.',
  'chat.reconnecting': 'The connection is weak; reconnecting…',
  'chat.label': 'Message',
  'chat.placeholder': 'Say something…',
  'chat.send': 'Send',
  'chat.sendFailed': 'It was not sent. Please retry.',
  'chat.tooLong': 'A message is at most 500 characters',
  'chat.me': 'Me: ',
  'chat.noneYet': 'No messages yet',
};
export default en;
