import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'invite.title': 'Become a coach',
  'invite.body': 'Register as a coach on the platform to recruit students and earn income.',
  'invite.register': 'Register as a coach',
  'invite.later': 'Later',
};
export default en;
