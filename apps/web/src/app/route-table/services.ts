import type { RouteEntry } from '../route-types';

/**
 * Coach for hire (issue 15, docs/train.md): students find, book and pay coaches by the hour; coaches list
 * themselves. '/train/index' comes before its optional-parameter alias so it wins. The area's three main
 * pages carry its own tab bar (陪练首页 / 消息 / 我的); '/train/mine' (我的) is new: the original app had
 * no page for that tab. The login-free webview forms ('/train/index_g', '/train/detail_g') are in public.ts.
 */
export const trainRoutes: RouteEntry[] = [
  { path: '/train/index', title: '陪练教练', page: 'train-home', role: 'any', tabBar: 'train', keepAlive: true },
  { path: '/train/detail/:member_id', title: '教练详情', page: 'train-detail', role: 'any' },
  {
    path: '/train/train-index/:type?',
    title: '陪练教练',
    page: 'train-list',
    role: 'any',
    aliases: ['/train/index/:type?'],
  },
  { path: '/train/driving', title: '陪练认证', page: 'train-checks', role: 'any', noShare: true },
  { path: '/train/edit', title: '陪练资料', page: 'train-edit', role: 'any', noShare: true },
  { path: '/train/edit2', title: '陪练照片', page: 'train-photos', role: 'any', noShare: true },
  {
    path: '/train/message-center',
    title: '消息中心',
    page: 'train-messages',
    role: 'any',
    tabBar: 'train',
    noShare: true,
  },
  { path: '/train/coach-message', title: '教练消息', page: 'train-chat', role: 'any', noShare: true },
  { path: '/train/train-edit/:id?', title: '可约时间', page: 'train-hours', role: 'any', noShare: true },
  { path: '/train/train-info/:id', title: '陪练预约', page: 'train-booking', role: 'any', noShare: true, focus: true },
  { path: '/train/area', title: '服务区域', page: 'train-area', role: 'any', noShare: true },
  // Sets WeChat's share menu to the coach's page itself.
  { path: '/train/share', title: '分享陪练', page: 'train-share', role: 'any', noShare: true },
  { path: '/train/mine', title: '我的陪练', page: 'train-mine', role: 'any', tabBar: 'train', noShare: true },
  { path: '/coach/homepage', title: '教练主页', page: 'train-detail', role: 'any' },
];

/** The shuttle (issue 14, docs/shuttle.md): passengers find and book seats, car owners publish trips. */
export const pinRoutes: RouteEntry[] = [
  { path: '/pin/index', title: '考场拼车', page: 'pin-home', role: 'any', aliases: ['/pin'], keepAlive: true },
  { path: '/pin/car-owner-announce', title: '发布行程', page: 'pin-publish', role: 'any', noShare: true },
  { path: '/pin/car-owner-fare-list', title: '我的行程', page: 'pin-my-trips', role: 'any', noShare: true },
  { path: '/pin/car-owner-fare-look', title: '行程详情', page: 'pin-my-trip', role: 'any', noShare: true },
  { path: '/pin/owner-circum', title: '附近行程', page: 'pin-nearby', role: 'any', noShare: true },
  { path: '/pin/upinfo', title: '车主资料', page: 'pin-owner-info', role: 'any', noShare: true },
  { path: '/pin/pin-notarize', title: '确认拼车', page: 'pin-pending', role: 'any', noShare: true },
  { path: '/pin/passenger-site-list', title: '找行程', page: 'pin-search', role: 'any' },
  { path: '/pin/passenger-site-look', title: '行程详情', page: 'pin-trip', role: 'any' },
  { path: '/pin/map', title: '路线地图', page: 'pin-map', role: 'any', noShare: true },
  { path: '/pin/message', title: '拼车消息', page: 'pin-messages', role: 'any', noShare: true },
  { path: '/pin/travel-records', title: '出行记录', page: 'pin-records', role: 'any', noShare: true },
  { path: '/pin/usualAddress', title: '常用地址', page: 'pin-places', role: 'any', noShare: true },
  { path: '/pin/verify', title: '车主认证', page: 'pin-verify', role: 'any', noShare: true },
  { path: '/pin/verify-uploading', title: '上传证件', page: 'pin-verify-upload', role: 'any', noShare: true },
  { path: '/pin/personal-center', title: '拼车中心', page: 'pin-center', role: 'any', noShare: true },
];
