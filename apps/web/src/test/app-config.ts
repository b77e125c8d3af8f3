import type { ApiData } from '../lib/api';

/** What `GET /config` answers for a sandbox deployment; tests change what their case needs. */
export const appConfig = (over: Partial<ApiData<'GET /config'>> = {}): ApiData<'GET /config'> => ({
  app_id: 'wxapp',
  authorize_url: '',
  scope: 'snsapi_base',
  jssdk_url: '',
  mode: 'sandbox',
  pay_cashier_url: '/sandbox/wechatpay/cashier',
  transfer_confirm_url: null,
  ...over,
});
