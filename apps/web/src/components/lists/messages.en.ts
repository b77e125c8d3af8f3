import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'list.more': 'Load more',
  'list.end': 'No more',
  'list.moreFailed': 'Could not load more',
  'pull.idle': 'Pull to refresh',
  'pull.ready': 'Release to refresh',
  'pull.refreshing': 'Refreshing…',
  'pull.failed': 'Refresh failed; please try again later',
};

export default en;
