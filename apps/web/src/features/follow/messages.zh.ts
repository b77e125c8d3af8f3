/** Chinese, the default language. */
export const zh = {
  'follow.title': '关注公众号',
  'follow.body': '长按识别二维码关注「{name}」，及时收到考试提醒和学车资讯。',
  'follow.qrAlt': '{name}的二维码',
  'follow.dontShow': '不再提示',
  'follow.prompt': '关注「{name}」，及时收到考试提醒',
  'follow.open': '去关注',
};

export type MessageKey = keyof typeof zh;
