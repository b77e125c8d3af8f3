/** Chinese, the default language: home's lessons and news (loaded with them, not with the first screen). */
export const zh = {
  'home.lessons': '考场课程',
  'home.free': '免费',
  'home.locked': '试看',
  'home.news': '最新资讯',
  'home.more': '更多',
  'home.reads': '{n}阅读',
};

export type MessageKey = keyof typeof zh;
