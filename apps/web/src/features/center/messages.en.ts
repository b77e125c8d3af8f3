import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'coach.title': 'My coach',
  'coach.none': 'Not linked',
  'coach.sharing': 'Sharing progress',
  'coach.notSharing': 'Not sharing progress',
  'coach.loading': 'Loading…',
  'links.study': 'Study',
  'links.history': 'Exam history',
  'links.book': 'Mistakes and favourites',
  'links.notices': 'Notices',
  'links.help': 'Notices and help',
  'links.atlas': 'Atlas and picture practice',
  'links.helpList': 'Help',
  'links.helpVideos': 'Help videos',
  'links.service': 'Customer service',
  'links.about': 'About us',
  'yard.title': 'Subject two driving',
  'yard.weak': 'Needs work · best {best}',
  'yard.weakNever': 'Needs work · not passed yet',
  'yard.last': 'Last: {item}',
  'yard.passed': '{score} · passed',
  'yard.failed': 'Failed · try again',
  'yard.none': 'No drive in the 3D yard yet',
  'yard.first': 'Start with {item}',
  'yard.all': 'All five items and your records',
};
export default en;
