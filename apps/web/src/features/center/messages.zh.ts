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
  'links.atlas': '速记图谱与看图练习',
  'links.notices': '通知',
  'links.help': '通知与帮助',
  'links.helpList': '使用帮助',
  'links.helpVideos': '帮助视频',
  'links.service': '联系客服',
  'links.about': '关于我们',
  'yard.title': '科目二练车',
  'yard.weak': '待加强 · 最好 {best} 分',
  'yard.weakNever': '待加强 · 还没通过',
  'yard.last': '上次：{item}',
  'yard.passed': '{score} 分 · 合格',
  'yard.failed': '不合格 · 再练一次',
  'yard.none': '还没在 3D 考场练过车',
  'yard.first': '从{item}开始',
  'yard.all': '五项成绩与练车',
};

export type MessageKey = keyof typeof zh;
