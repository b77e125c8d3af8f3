/** Chinese, the default language. */
export const zh = {
  'coach.title': '我的教练',
  'coach.none': '未绑定',
  'coach.sharing': '已分享学习进度',
  'coach.notSharing': '未分享学习进度',
  'coach.loading': '加载中…',
};

export type MessageKey = keyof typeof zh;
