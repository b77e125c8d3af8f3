import type { RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Lighting practice" and "News and statistics". '_g' and webview pages open without login. */
export const lightRoutes: RouteEntry[] = [
  soon('/light', '夜间灯光模拟', 'light', 'any', { aliases: ['/light/index'], keepAlive: true }),
  soon('/light-vir', '灯光虚拟练习', 'light', 'any', { aliases: ['/light-vir/index'] }),
  soon('/light/exam', '灯光模拟考试', 'light', 'any'),
  soon('/light/exercise/:type?', '灯光练习', 'light', 'any'),
  soon('/light/analysis', '错题解析', 'light', 'any'),
  soon('/light/share', '分享灯光练习', 'light', 'any'),
  soon('/light/virtual-driving', '虚拟驾驶', 'light', 'any'),
];

export const newsRoutes: RouteEntry[] = [
  { path: '/statistics', title: '数据统计', page: 'statistics', role: 'any' },
  { path: '/news/news-topic-list', title: '专题列表', page: 'news-topic-list', role: 'any' },
  { path: '/news/news-topic', title: '专题', page: 'news-topic', role: 'any' },
  { path: '/article-notice', title: '公告', page: 'notice-history', role: 'any' },
];
