import type { RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Posters" a coach makes and manages. */
export const coachPosterRoutes: RouteEntry[] = [
  soon('/poster/coach-poster', '招生海报', 'posters', 'coach'),
  soon('/poster/coach-poster-set', '海报设置', 'posters', 'coach', { noShare: true }),
  soon('/poster/coach-poster-save', '保存海报', 'posters', 'coach', { noShare: true }),
  soon('/poster/coach-poster-list', '我的海报', 'posters', 'coach'),
  soon('/poster/coach-register-list', '报名列表', 'posters', 'coach', { noShare: true }),
];

/** SPEC §2 "Coach routes". */
export const coachOwnRoutes: RouteEntry[] = [
  { path: '/coach-index', title: '工作台', page: 'coach-index', role: 'coach', tabBar: true, keepAlive: true },
  soon('/coach-zonghe', '综合数据', 'coach-overview', 'coach'),
  soon('/coach-integral', '我的积分', 'coach-points', 'coach'),
  soon('/coach-earnings', '收益', 'coach-earnings', 'coach', { tabBar: true, noShare: true }),
  soon('/coach-sub-earnings', '下级收益', 'coach-earnings', 'coach', { noShare: true }),
  { path: '/coach-center', title: '我的', page: 'coach-center', role: 'coach', tabBar: true },
  soon('/coach-agent', '招募教练', 'coach-recruit', 'coach'),
  soon('/user-list', '我的学员', 'coach-students', 'coach', { noShare: true }),
  soon('/coach-audit', '课程审核', 'coach-audit', 'coach', { noShare: true }),
  soon('/coach-wallet', '提现', 'coach-wallet', 'coach', { noShare: true }),
  soon('/coach-transactions', '交易记录', 'coach-wallet', 'coach', { noShare: true }),
  soon('/coach-order', '订单', 'coach-orders', 'coach', { noShare: true }),
  soon('/coach-userinfo', '教练资料', 'coach-profile', 'coach', { noShare: true }),
  soon('/coach-addsch', '添加驾校', 'coach-school', 'coach', { noShare: true }),
  soon('/coach-phone-verify', '手机验证', 'coach-verify', 'coach', { noShare: true }),
  soon('/coach-verify', '教练认证', 'coach-verify', 'coach', { noShare: true }),
  soon('/coach-kt-list', '开通理论', 'coach-theory', 'coach'),
  soon('/coach-help-list', '教练帮助', 'help', 'coach'),
  soon('/help-video', '帮助视频', 'help', 'coach'),
  soon('/coach-setting', '短信设置', 'coach-settings', 'coach', { noShare: true }),
  soon('/coach-cash-list', '提现记录', 'coach-wallet', 'coach', { noShare: true }),
  soon('/coach-integral-list', '积分明细', 'coach-points', 'coach', { noShare: true }),
];

/** The coach's set, added after a coach logs in. */
export const coachRoutes: RouteEntry[] = [...coachPosterRoutes, ...coachOwnRoutes];
