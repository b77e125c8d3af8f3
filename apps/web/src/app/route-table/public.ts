import type { RouteEntry } from '../route-types';

/** The lighting webview pages: the lighting screens for embedding, without login. */
const lightWebview = { role: 'any', whitelist: true, webview: true, noShare: true } as const;
const lightWebviewRoutes: RouteEntry[] = [
  { path: '/light-webview', title: '夜间灯光模拟', page: 'light-hub', ...lightWebview },
  { path: '/light-webview/exam_g', title: '灯光模拟考试', page: 'light-exam', ...lightWebview, focus: true },
  { path: '/light-webview/exercise_g', title: '灯光练习', page: 'light-exercise', ...lightWebview, focus: true },
  { path: '/light/analysis_g', title: '错题解析', page: 'light-analysis', ...lightWebview, noShare: false },
  { path: '/light/virtual-driving-webview', title: '虚拟驾驶', page: 'light-virtual', ...lightWebview, focus: true },
];

/**
 * The `wx_` exam-site pages (issue 13): shared into WeChat, they open without a session and invite to
 * sign in. `webview` tells the page it is the `wx_` form (it keeps its visitor on `wx_` links).
 */
const sharedSite = { role: 'any', whitelist: true, webview: true } as const;
const sharedSiteRoutes: RouteEntry[] = [
  { path: '/wx_k3land', title: '科目三实景', page: 'site-k3', ...sharedSite, focus: true },
  { path: '/wx_hudong/page', title: '互动练习', page: 'site-hd-list', ...sharedSite },
  { path: '/wx_vrland', title: 'VR 考场', page: 'site-land', ...sharedSite },
  { path: '/wx_k2vr', title: '科目二 VR', page: 'site-five', ...sharedSite },
  { path: '/wx_fivevr', title: '五项 VR', page: 'site-yard', ...sharedSite },
  { path: '/wx_k2map', title: '科目二考场图', page: 'site-yard', ...sharedSite },
  // The panorama pages for other apps' webviews: no session, nothing to share.
  { path: '/webview/overall-view', title: '考场全景', page: 'site-tour', ...sharedSite, noShare: true },
  { path: '/webview/overall-view/info', title: '全景详情', page: 'site-item', ...sharedSite, noShare: true },
];

/**
 * The pages anyone may open without logging in (shared articles, downloads, embedded webviews, the
 * coach check): the router starts with these, and the login guard reads the whitelist from here.
 */
export const publicRoutes: RouteEntry[] = [
  { path: '/downloadApp', title: '下载 App', page: 'download', role: 'any', whitelist: true },
  { path: '/downloadJK', title: '下载驾考 App', page: 'download', role: 'any', whitelist: true },
  { path: '/yan', title: '证书查验', page: 'coach-check', role: 'any', aliases: ['/yan1'], whitelist: true },
  ...lightWebviewRoutes,
  ...sharedSiteRoutes,
  { path: '/news_g/news-topic', title: '专题', page: 'news-topic', role: 'any', whitelist: true },
  { path: '/news_g/news-topic-list', title: '专题列表', page: 'news-topic-list', role: 'any', whitelist: true },
  { path: '/news/Download4', title: '下载', page: 'download', role: 'any', whitelist: true },
  { path: '/news/detail_g/:aid', title: '资讯详情', page: 'news-detail', role: 'any', whitelist: true },
  { path: '/news_g/index', title: '学车资讯', page: 'news-index', role: 'any', whitelist: true, keepAlive: true },
  { path: '/coach-news/:aid', title: '资讯详情', page: 'news-detail', role: 'any', whitelist: true },
  { path: '/coach_g_news/:aid', title: '资讯详情', page: 'news-detail', role: 'any', whitelist: true },
  // Coach for hire (issue 15): the listings and a coach's page for other apps' webviews, without login.
  { path: '/train/detail_g', title: '教练详情', page: 'train-detail', role: 'any', whitelist: true, webview: true },
  { path: '/train/index_g', title: '陪练教练', page: 'train-list', role: 'any', whitelist: true, webview: true },
  // New pages: customer service and the app's documents, readable before login (and after logout).
  { path: '/service', title: '联系客服', page: 'service', role: 'any', whitelist: true },
  { path: '/about', title: '关于我们', page: 'about', role: 'any', whitelist: true },
  { path: '/about/privacy', title: '隐私政策', page: 'about-doc', role: 'any', whitelist: true },
  { path: '/about/terms', title: '用户协议', page: 'about-doc', role: 'any', whitelist: true },
];
