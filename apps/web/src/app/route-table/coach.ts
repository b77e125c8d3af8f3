import type { RouteEntry } from '../route-types';

/** The poster pages a coach makes and manages. */
export const coachPosterRoutes: RouteEntry[] = [
  { path: '/poster/coach-poster', title: '招生海报', page: 'poster-templates', role: 'coach' },
  { path: '/poster/coach-poster-set', title: '海报设置', page: 'poster-set', role: 'coach', noShare: true },
  { path: '/poster/coach-poster-save', title: '保存海报', page: 'poster-save', role: 'coach', noShare: true },
  { path: '/poster/coach-poster-list', title: '我的海报', page: 'poster-list', role: 'coach' },
  { path: '/poster/coach-register-list', title: '报名列表', page: 'poster-registers', role: 'coach', noShare: true },
];

/** The coach's own pages (docs/product.md#coach-workspace). */
export const coachOwnRoutes: RouteEntry[] = [
  { path: '/coach-index', title: '工作台', page: 'coach-index', role: 'coach', tabBar: true, keepAlive: true },
  { path: '/coach-zonghe', title: '综合数据', page: 'coach-overview', role: 'coach' },
  { path: '/coach-integral', title: '我的积分', page: 'coach-points', role: 'coach' },
  { path: '/coach-earnings', title: '收益', page: 'coach-earnings', role: 'coach', tabBar: true, noShare: true },
  { path: '/coach-sub-earnings', title: '下级收益', page: 'coach-sub-earnings', role: 'coach', noShare: true },
  { path: '/coach-center', title: '我的', page: 'coach-center', role: 'coach', tabBar: true },
  { path: '/coach-agent', title: '招募教练', page: 'coach-recruit', role: 'coach' },
  { path: '/user-list', title: '我的学员', page: 'coach-students', role: 'coach', noShare: true },
  { path: '/coach-audit', title: '课程审核', page: 'coach-audit', role: 'coach', noShare: true },
  { path: '/coach-wallet', title: '提现', page: 'coach-wallet', role: 'coach', noShare: true },
  { path: '/coach-transactions', title: '交易记录', page: 'coach-transactions', role: 'coach', noShare: true },
  { path: '/coach-order', title: '订单', page: 'coach-orders', role: 'coach', noShare: true },
  { path: '/coach-userinfo', title: '教练资料', page: 'coach-profile', role: 'coach', noShare: true },
  { path: '/coach-addsch', title: '添加驾校', page: 'coach-school', role: 'coach', noShare: true },
  { path: '/coach-phone-verify', title: '手机验证', page: 'coach-phone-verify', role: 'coach', noShare: true },
  { path: '/coach-verify', title: '教练认证', page: 'coach-certify', role: 'coach', noShare: true },
  { path: '/coach-kt-list', title: '开通理论', page: 'coach-kt', role: 'coach' },
  { path: '/coach-help-list', title: '教练帮助', page: 'help-list', role: 'coach' },
  { path: '/help-video', title: '帮助视频', page: 'help-videos', role: 'coach' },
  { path: '/coach-setting', title: '短信设置', page: 'coach-sms', role: 'coach', noShare: true },
  { path: '/coach-cash-list', title: '提现记录', page: 'coach-cash-list', role: 'coach', noShare: true },
  { path: '/coach-integral-list', title: '积分明细', page: 'coach-points-list', role: 'coach', noShare: true },
];

/** The coach's set, added after a coach logs in. */
export const coachRoutes: RouteEntry[] = [...coachPosterRoutes, ...coachOwnRoutes];
