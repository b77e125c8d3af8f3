import type { RouteEntry } from '../route-types';
import { soon } from './define';

/** SPEC §2 "Lighting practice" and "News and statistics". '_g' and webview pages open without login. */
export const lightRoutes: RouteEntry[] = [
  soon('/light', '夜间灯光模拟', 'light', 'any', { aliases: ['/light/index'], keepAlive: true }),
  soon('/light-webview', '夜间灯光模拟', 'light', 'any', { whitelist: true, noShare: true }),
  soon('/light-vir', '灯光虚拟练习', 'light', 'any', { aliases: ['/light-vir/index'] }),
  soon('/light/exam', '灯光模拟考试', 'light', 'any'),
  soon('/light/exercise/:type?', '灯光练习', 'light', 'any'),
  soon('/light/analysis', '错题解析', 'light', 'any'),
  soon('/light/share', '分享灯光练习', 'light', 'any'),
  soon('/light-webview/exam_g', '灯光模拟考试', 'light', 'any', { whitelist: true, noShare: true }),
  soon('/light-webview/exercise_g', '灯光练习', 'light', 'any', { whitelist: true, noShare: true }),
  soon('/light/analysis_g', '错题解析', 'light', 'any', { whitelist: true }),
  soon('/light/virtual-driving', '虚拟驾驶', 'light', 'any'),
  soon('/light/virtual-driving-webview', '虚拟驾驶', 'light', 'any', { whitelist: true, noShare: true }),
];

export const newsRoutes: RouteEntry[] = [
  soon('/statistics', '数据统计', 'statistics', 'any'),
  soon('/news_g/news-topic', '专题', 'news', 'any', { whitelist: true }),
  soon('/news_g/news-topic-list', '专题列表', 'news', 'any', { whitelist: true }),
  soon('/news/Download4', '下载', 'download', 'any', { whitelist: true }),
  soon('/news/detail_g/:aid', '资讯详情', 'news', 'any', { whitelist: true }),
  soon('/news/news-topic-list', '专题列表', 'news', 'any'),
  soon('/news/news-topic', '专题', 'news', 'any'),
  soon('/news_g/index', '学车资讯', 'news', 'any', { whitelist: true, keepAlive: true }),
  soon('/coach-news/:aid', '资讯详情', 'news', 'any', { whitelist: true }),
  soon('/coach_g_news/:aid', '资讯详情', 'news', 'any', { whitelist: true }),
  soon('/article-notice', '公告', 'notices', 'any'),
];
