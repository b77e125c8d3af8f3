import type { RouteEntry } from '../route-types';

/** The lighting pages and news and statistics. '_g' and webview pages open without login. */
export const lightRoutes: RouteEntry[] = [
  { path: '/light', title: '夜间灯光模拟', page: 'light-hub', role: 'any', aliases: ['/light/index'], keepAlive: true },
  {
    path: '/light-vir',
    title: '灯光虚拟练习',
    page: 'light-virtual',
    role: 'any',
    aliases: ['/light-vir/index'],
    focus: true,
  },
  { path: '/light/exam', title: '灯光模拟考试', page: 'light-exam', role: 'any', noShare: true, focus: true },
  { path: '/light/exercise/:type?', title: '灯光练习', page: 'light-exercise', role: 'any', focus: true },
  { path: '/light/analysis', title: '错题解析', page: 'light-analysis', role: 'any' },
  // The page sets its own share (the result card's link).
  { path: '/light/share', title: '分享灯光成绩', page: 'light-share', role: 'any', noShare: true },
  { path: '/light/virtual-driving', title: '虚拟驾驶', page: 'light-virtual', role: 'any', focus: true },
];

export const newsRoutes: RouteEntry[] = [
  { path: '/statistics', title: '数据统计', page: 'statistics', role: 'any' },
  { path: '/news/news-topic-list', title: '专题列表', page: 'news-topic-list', role: 'any' },
  { path: '/news/news-topic', title: '专题', page: 'news-topic', role: 'any' },
  { path: '/article-notice', title: '公告', page: 'notice-history', role: 'any' },
];
