import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'coach.greeting': 'Hello, {name}',
  'coach.shortcuts': 'Shortcuts',
  'coach.recruitStudents': 'Recruit students',
  'coach.students': 'My students',
  'coach.recruitCoaches': 'Recruit coaches',
  'coach.wallet': 'Wallet',
  'coach.audit': 'Course review',
  'coach.theory': 'Theory courses',
  'coach.posters': 'Posters',
  'coach.verify': 'Certification',
};
export default en;
