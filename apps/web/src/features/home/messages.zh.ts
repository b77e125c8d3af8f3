/** Chinese, the default language. */
export const zh = {
  'home.services': '学车服务',
  'home.dismissNotice': '关闭公告',
  'entry.ke1': '科目一',
  'entry.ke2': '科目二课程',
  'entry.ke3': '科目三课程',
  'entry.ke4': '科目四',
  'entry.roadmap': '考场路线',
  'entry.vr': 'VR 练车',
  'entry.light': '灯光模拟',
  'entry.pin': '考场拼车',
  'entry.train': '陪练教练',
  'entry.news': '学车资讯',
};

export type MessageKey = keyof typeof zh;
