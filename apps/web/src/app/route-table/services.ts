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

/** SPEC §2 "Shuttle (pin)". */
export const pinRoutes: RouteEntry[] = [
  soon('/pin/index', '考场拼车', 'pin', 'any', { aliases: ['/pin'], keepAlive: true }),
  soon('/pin/car-owner-announce', '车主发布', 'pin', 'any', { noShare: true }),
  soon('/pin/car-owner-fare-list', '行程列表', 'pin', 'any'),
  soon('/pin/car-owner-fare-look', '行程详情', 'pin', 'any'),
  soon('/pin/owner-circum', '车主须知', 'pin', 'any'),
  soon('/pin/upinfo', '完善资料', 'pin', 'any', { noShare: true }),
  soon('/pin/pin-notarize', '确认拼车', 'pin', 'any', { noShare: true }),
  soon('/pin/passenger-site-list', '乘客行程', 'pin', 'any'),
  soon('/pin/passenger-site-look', '行程详情', 'pin', 'any'),
  soon('/pin/map', '地图选点', 'pin', 'any', { noShare: true }),
  soon('/pin/message', '拼车消息', 'pin', 'any', { noShare: true }),
  soon('/pin/travel-records', '出行记录', 'pin', 'any', { noShare: true }),
  soon('/pin/usualAddress', '常用地址', 'pin', 'any', { noShare: true }),
  soon('/pin/verify', '车主认证', 'pin', 'any', { noShare: true }),
  soon('/pin/verify-uploading', '上传证件', 'pin', 'any', { noShare: true }),
  soon('/pin/personal-center', '拼车中心', 'pin', 'any', { noShare: true }),
];
