/** A live install's WeChat and SMS settings (made up), for tests of what start-up accepts and refuses. */
export const LIVE_ACCOUNTS = {
  WECHAT_MODE: 'live',
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'a-real-secret',
  SMS_ACCESS_KEY_ID: 'id',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '学车',
  SMS_TEMPLATE_CODE: 'SMS_1',
};
