import type { RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Coach-for-hire (train)". '/train/index' comes before its optional-parameter alias so it wins. */
export const trainRoutes: RouteEntry[] = [
  soon('/train/index', '陪练教练', 'train', 'any', { tabBar: true, keepAlive: true }),
  soon('/train/detail/:member_id', '教练详情', 'train', 'any'),
  soon('/train/train-index/:type?', '陪练', 'train', 'any', { aliases: ['/train/index/:type?'] }),
  soon('/train/driving', '陪练预约', 'train', 'any'),
  soon('/train/edit', '陪练资料', 'train', 'any', { noShare: true }),
  soon('/train/edit2', '陪练资料', 'train', 'any', { noShare: true }),
  soon('/train/message-center', '消息中心', 'train', 'any', { noShare: true }),
  soon('/train/coach-message', '教练消息', 'train', 'any', { noShare: true }),
  soon('/train/train-edit/:id?', '编辑陪练', 'train', 'any', { noShare: true }),
  soon('/train/train-info/:id', '陪练详情', 'train', 'any'),
  soon('/train/area', '服务区域', 'train', 'any'),
  soon('/train/share', '分享陪练', 'train', 'any'),
  soon('/coach/homepage', '教练主页', 'train', 'any'),
];

/** SPEC §2 "Shuttle (pin)" (issue 14): passengers find and book seats, car owners publish trips. */
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
