/** Chinese, the default language. */
export const zh = {
  'login.noAppId': '公众号 appid 不能为空（appid must not be null）',
  'login.noRedirect': '授权回调地址不能为空（redirect uri must not be null）',
  'login.noState': "未设置登录校验参数 state（You did't set state）",
  'login.wrongState': '登录校验参数 state 不匹配（Wrong state）',
  'login.noCode': '未从微信服务器获取到授权码（Not get the code from wechat server!）',
  'login.failedTitle': '登录失败',
  'login.retry': '重新登录',
};

export type MessageKey = keyof typeof zh;
