import type { RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Student and general routes": the student's own set, added after a student logs in. */
export const studentRoutes: RouteEntry[] = [
  { path: '/', title: '学车', page: 'home', role: 'student', tabBar: true, keepAlive: true },
  soon('/Indent', '我的课程', 'my-courses', 'student', { tabBar: true, keepAlive: true }),
  { path: '/center', title: '个人中心', page: 'center', role: 'student', tabBar: true },
  soon('/coach-register', '注册成为教练', 'coach-register', 'student', { aliases: ['/site/reg1'] }),
  {
    path: '/ke',
    title: '理论练习',
    page: 'theory-hub',
    role: 'student',
    // '/site/ke1' opens subject one and '/site/ke4' subject four; the others keep the last choice (keType).
    aliases: ['/site/ke1', '/site/ke3', '/site/ke4', '/site/list', '/site/ke', '/ks', '/site/lilun'],
    keepAlive: true,
  },
  // The theory screens behind the hub (not in SPEC §2, which names only the hub): the subject,
  // mode and paper ride in the URL so a reload lands on the same screen.
  { path: '/ke/practice', title: '理论练习', page: 'theory-practice', role: 'student', noShare: true },
  { path: '/ke/exam/:paper_id', title: '模拟考试', page: 'theory-exam', role: 'student', noShare: true },
  { path: '/ke/result/:paper_id', title: '考试成绩', page: 'theory-result', role: 'student', noShare: true },
  { path: '/ke/book', title: '错题与收藏', page: 'theory-book', role: 'student', noShare: true },
  { path: '/ke/history', title: '考试记录', page: 'exam-history', role: 'student', noShare: true },
  soon('/pay/k1', '科目一', 'purchase', 'student'),
  soon('/pay/k2', '科目二', 'purchase', 'student'),
  soon('/pay/k3', '科目三', 'purchase', 'student'),
  soon('/pay/k4', '科目四', 'purchase', 'student'),
  soon('/pay/landpage', '课程介绍', 'purchase', 'student'),
  soon('/bindCoach', '绑定教练', 'account', 'student'),
  soon('/buySelect', '购买课程', 'purchase', 'student', { noShare: true }),
  soon('/advertPayView', '课程购买', 'purchase', 'student', { noShare: true }),
];
