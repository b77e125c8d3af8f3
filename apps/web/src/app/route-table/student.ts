import type { RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Student and general routes": the student's own set, added after a student logs in. */
export const studentRoutes: RouteEntry[] = [
  { path: '/', title: '学车', page: 'home', role: 'student', tabBar: true, keepAlive: true },
  soon('/Indent', '我的课程', 'my-courses', 'student', { tabBar: true, keepAlive: true }),
  { path: '/center', title: '个人中心', page: 'center', role: 'student', tabBar: true },
  soon('/coach-register', '注册成为教练', 'coach-register', 'student', { aliases: ['/site/reg1'] }),
  soon('/ke', '理论练习', 'theory', 'student', {
    aliases: ['/site/ke1', '/site/ke3', '/site/ke4', '/site/list', '/site/ke', '/ks', '/site/lilun'],
    keepAlive: true,
  }),
  soon('/pay/k1', '科目一', 'purchase', 'student'),
  soon('/pay/k2', '科目二', 'purchase', 'student'),
  soon('/pay/k3', '科目三', 'purchase', 'student'),
  soon('/pay/k4', '科目四', 'purchase', 'student'),
  soon('/pay/landpage', '课程介绍', 'purchase', 'student'),
  soon('/bindCoach', '绑定教练', 'account', 'student'),
  soon('/buySelect', '购买课程', 'purchase', 'student', { noShare: true }),
  soon('/advertPayView', '课程购买', 'purchase', 'student', { noShare: true }),
];
