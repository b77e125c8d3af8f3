import type { RouteEntry } from '../route-types';

/** The student's own set, added after a student logs in. */
export const studentRoutes: RouteEntry[] = [
  { path: '/', title: '学车', page: 'home', role: 'student', tabBar: true, keepAlive: true },
  { path: '/Indent', title: '我的课程', page: 'my-courses', role: 'student', tabBar: true, keepAlive: true },
  { path: '/center', title: '个人中心', page: 'center', role: 'student', tabBar: true },
  { path: '/coach-register', title: '注册成为教练', page: 'coach-register', role: 'student', aliases: ['/site/reg1'] },
  {
    path: '/ke',
    title: '理论练习',
    page: 'theory-hub',
    role: 'student',
    // '/site/ke1' opens subject one and '/site/ke4' subject four; the others keep the last choice (keType).
    aliases: ['/site/ke1', '/site/ke3', '/site/ke4', '/site/list', '/site/ke', '/ks', '/site/lilun'],
    keepAlive: true,
  },
  // The theory screens behind the hub (new: the original app had only the hub): the subject,
  // mode and paper ride in the URL so a reload lands on the same screen.
  { path: '/ke/practice', title: '理论练习', page: 'theory-practice', role: 'student', noShare: true, focus: true },
  { path: '/ke/exam/:paper_id', title: '模拟考试', page: 'theory-exam', role: 'student', noShare: true, focus: true },
  { path: '/ke/result/:paper_id', title: '考试成绩', page: 'theory-result', role: 'student', noShare: true },
  { path: '/ke/book', title: '错题与收藏', page: 'theory-book', role: 'student', noShare: true },
  { path: '/ke/history', title: '考试记录', page: 'exam-history', role: 'student', noShare: true },
  // The subject pages share one page, which reads the subject from the path.
  { path: '/pay/k1', title: '科目一', page: 'pay-subject', role: 'student', focus: true },
  { path: '/pay/k2', title: '科目二', page: 'pay-subject', role: 'student', focus: true },
  { path: '/pay/k3', title: '科目三', page: 'pay-subject', role: 'student', focus: true },
  { path: '/pay/k4', title: '科目四', page: 'pay-subject', role: 'student', focus: true },
  { path: '/pay/landpage', title: '课程介绍', page: 'pay-landing', role: 'student', focus: true },
  { path: '/bindCoach', title: '绑定教练', page: 'bind-coach', role: 'student' },
  { path: '/buySelect', title: '购买课程', page: 'buy-select', role: 'student', noShare: true, focus: true },
  { path: '/advertPayView', title: '课程购买', page: 'advert-pay', role: 'student', noShare: true, focus: true },
  // New pages: the receipt of one order, where a payment comes back to (`?pay=ok|cancel`),
  // and the student's coach with the consent to share progress (docs/domain.md#referral-commission-and-money).
  { path: '/order/:order_no', title: '订单详情', page: 'order-receipt', role: 'student', noShare: true, focus: true },
  { path: '/my-coach', title: '我的教练', page: 'my-coach', role: 'student', noShare: true },
];
