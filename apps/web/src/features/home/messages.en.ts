import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'home.services': 'Services',
  'home.dismissNotice': 'Dismiss notice',
  'entry.ke1': 'Subject one',
  'entry.ke2': 'Subject two course',
  'entry.ke3': 'Subject three course',
  'entry.ke4': 'Subject four',
  'entry.roadmap': 'Exam routes',
  'entry.vr': 'VR practice',
  'entry.light': 'Lighting exam',
  'entry.pin': 'Shuttle',
  'entry.train': 'Coach for hire',
  'entry.news': 'News',
};
export default en;
