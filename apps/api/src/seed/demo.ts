/** Demo people, notices and switches for a new install. Text written for this project. */

export const demoUsers = [
  { openid: 'demo-student-1', nickname: '李同学', userType: 1, isGzh: 1, city: '110000' },
  { openid: 'demo-student-2', nickname: '陈同学', userType: 1, isGzh: 0, city: '440100' },
  { openid: 'demo-student-3', nickname: '周同学', userType: 1, isGzh: 0, city: '330100' },
  { openid: 'demo-coach-1', nickname: '王教练', userType: 2, isGzh: 1, city: '110000' },
  { openid: 'demo-coach-2', nickname: '赵教练', userType: 2, isGzh: 0, city: '320100' },
  // A student's father who drives students to the exam sites (the shuttle's demo, seed/pin.ts).
  { openid: 'demo-owner-1', nickname: '刘师傅', userType: 1, isGzh: 0, city: '440100' },
] as const;

export const demoNotices = [
  {
    slug: 'welcome',
    title: '欢迎使用学车',
    content: '选好你的考场，就能看到该考场的练习、线路和课程。遇到问题可在“个人中心”联系我们。',
    link: null,
  },
  {
    slug: 'exam-rules-2026',
    title: '理论考试提醒',
    content: '科目一满分100分，90分及格；科目四同样90分及格，多选题须全部选对才得分。',
    link: null,
  },
  {
    slug: 'night-lighting',
    title: '夜间灯光模拟考试',
    content: '灯光考试在语音播报结束后5秒内完成操作，提前操作视为不合格。上线后可在首页进入练习。',
    link: null,
  },
] as const;

/**
 * Switch data defaults (docs/product.md#overlays): follow dialog, coach invitation, the current notice; the new-member
 * offer; customer service.
 */
export const demoSettings: Record<string, unknown> = {
  'gzh.on': 1,
  'gzh.name': '学车服务号',
  'gzh.qr': '/static/gzh-qr.svg',
  'coach.reg_open': 1,
  'coach.reg_img': ['/static/coach-invite-1.svg', '/static/coach-invite-2.svg'],
  'notice.current': 'welcome',
  // New students get the theory bundle (usually ¥49) for ¥19.90 in their first 7 days.
  'new_member.product': 'bundle-theory',
  'new_member.price_fen': 1990,
  'new_member.days': 7,
  // Customer service on '/service' (a number and an address of the reserved .example domain).
  'support.phone': '400-000-1234',
  'support.hours': { zh: '每天 9:00–21:00（节假日照常）', en: 'Daily 9:00–21:00 China time, holidays included' },
  'support.email': 'service@xueche.example',
};
