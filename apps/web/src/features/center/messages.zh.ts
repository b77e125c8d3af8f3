/** Chinese, the default language. */
export const zh = {
  'coach.title': '我的教练',
  'coach.none': '未绑定',
  'coach.sharing': '已分享学习进度',
  'coach.notSharing': '未分享学习进度',
  'coach.loading': '加载中…',
  'links.study': '学习',
  'links.history': '考试记录',
  'links.book': '错题本与收藏',
  'links.notices': '通知',
  'links.help': '通知与帮助',
  'links.helpList': '使用帮助',
  'links.helpVideos': '帮助视频',
  'links.service': '联系客服',
  'links.about': '关于我们',
};

export type MessageKey = keyof typeof zh;
