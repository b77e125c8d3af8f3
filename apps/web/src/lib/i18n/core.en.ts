import type { MessageKey } from './core.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'app.name': 'Xueche',
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.backHome': 'Back to home',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.close': 'Close',
  'common.empty': 'Nothing here yet',
  'common.pageError': 'Something went wrong on this page. Please retry.',
  'common.networkError': 'Network error. Please check your connection and retry.',
  'common.notFound': 'Page not found',
  'common.notFoundWentHome': 'That page does not exist; here is your home page',
  'common.otherRolePage': 'That page is not open to your account; here is your home page',
  'tab.home': 'Home',
  'tab.indent': 'My courses',
  'tab.center': 'Me',
  'tab.coachIndex': 'Workbench',
  'tab.coachEarnings': 'Earnings',
  'tab.coachCenter': 'Me',
  'error.server': 'Internal server error, please contact customer service!',
  'error.userInfo': 'Failed to get user info!',
  'login.sessionExpired': 'Your session has expired and several automatic retries failed. Please log in again.',
  'login.inProgress': 'Logging in…',
};
export default en;
