/** Chinese, the default language. */
export const zh = {
  'coach.greeting': '你好，{name}',
  'coach.shortcuts': '常用功能',
  'coach.recruitStudents': '招生',
  'coach.students': '我的学员',
  'coach.recruitCoaches': '招募教练',
  'coach.wallet': '钱包提现',
  'coach.audit': '课程审核',
  'coach.theory': '开通理论',
  'coach.posters': '招生海报',
  'coach.verify': '教练认证',
};

export type MessageKey = keyof typeof zh;
