import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'login.noAppId': 'appid must not be null',
  'login.noRedirect': 'redirect uri must not be null',
  'login.noState': "You did't set state",
  'login.wrongState': 'Wrong state',
  'login.noCode': 'Not get the code from wechat server!',
  'login.failedTitle': 'Login failed',
  'login.retry': 'Log in again',
};
export default en;
