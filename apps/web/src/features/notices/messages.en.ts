import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'history.title': 'Notices',
  'history.unread': '{n} unread',
  'history.allRead': 'All read',
  'history.unreadMark': 'Unread',
  'history.empty': 'No notices yet',
  'history.loadFailed': 'Could not load the notices',
  'history.more': 'Load more',
  'history.end': 'No more notices',
  'history.moreFailed': 'Could not load more notices',
  'info.loadFailed': 'Could not load the notice',
  'info.notFound': 'This notice does not exist or has been withdrawn',
  'info.toHistory': 'See all notices',
  'info.open': 'Take a look',
};
export default en;
