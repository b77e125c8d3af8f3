import type { RouteEntry } from '../route-types';

/** The general pages anyone may open (some without login). */
export const generalRoutes: RouteEntry[] = [
  { path: '/detail/:lesson_id', title: '课程详情', page: 'lesson-detail', role: 'any', focus: true },
  { path: '/roadmap', title: '考场路线', page: 'roadmap', role: 'any' },
  { path: '/poster-info/:poster_id', title: '海报详情', page: 'poster-info', role: 'any', noShare: true },
  { path: '/video-info/:video_id', title: '视频详情', page: 'lesson-detail', role: 'any', focus: true },
  { path: '/submitError', title: '题目纠错', page: 'error-report', role: 'any', noShare: true },
  { path: '/phone-reg', title: '手机号注册', page: 'phone-reg', role: 'any' },
  { path: '/event', title: '活动', page: 'event', role: 'any' },
  { path: '/nav', title: '考场导航', page: 'site-nav', role: 'any' },
  { path: '/rotatePlayer', title: '视频播放', page: 'rotate-player', role: 'any', noShare: true, focus: true },
  { path: '/jlroute', title: '教练路线', page: 'site-coach-route', role: 'any' },
  { path: '/k2vr', title: '科目二 VR', page: 'site-five', role: 'any' },
  { path: '/k3land', title: '科目三实景', page: 'site-k3', role: 'any', focus: true },
  { path: '/hudong/page', title: '互动练习', page: 'site-hd-list', role: 'any' },
  { path: '/hudong/hvideo/:id', title: '互动视频', page: 'site-hd-video', role: 'any', focus: true },
  { path: '/fivevr', title: '五项 VR', page: 'site-yard', role: 'any' },
  { path: '/k2map', title: '科目二考场图', page: 'site-yard', role: 'any' },
  { path: '/qj', title: '考场全景', page: 'site-tour', role: 'any' },
  { path: '/newPlay', title: '科目三路线演练', page: 'site-route-play', role: 'any', focus: true },
  { path: '/vrland', title: 'VR 考场', page: 'site-land', role: 'any' },
  // A new page: applying for on-site practice at the exam field (issue 13), beside the subject-two pages.
  { path: '/k2vr/practice', title: '场地练习预约', page: 'site-practice', role: 'any', noShare: true },
  // Driving the yard's items, one or the whole exam in order (issue 31).
  { path: '/k2vr/drive', title: '科目二练车', page: 'site-drive', role: 'any', noShare: true, focus: true },
  // The quick-reference atlas (issue 32): signs, markings, hand signals, lamps and controls.
  { path: '/atlas', title: '速记图谱', page: 'atlas', role: 'any' },
  { path: '/atlas/practice', title: '看图识义', page: 'atlas-practice', role: 'any', noShare: true, focus: true },
  { path: '/atlas/:key', title: '速记图谱', page: 'atlas-entry', role: 'any' },
  // The share pages point WeChat's share menu at what they share themselves (noShare: not the page).
  { path: '/share', title: '分享', page: 'share-app', role: 'any', noShare: true },
  { path: '/share/lesson', title: '分享课程', page: 'share-lesson', role: 'any', noShare: true },
  { path: '/lilun/poster', title: '理论海报', page: 'theory-poster', role: 'any', noShare: true },
  { path: '/bindPhone', title: '绑定手机号', page: 'bind-phone', role: 'any' },
  { path: '/comment', title: '评论', page: 'lesson-comments', role: 'any' },
  { path: '/noticeINfo/:id', title: '公告详情', page: 'notice-info', role: 'any' },
  { path: '/app-help-list', title: '使用帮助', page: 'help-list', role: 'any' },
  { path: '/help-video-app', title: '帮助视频', page: 'help-videos', role: 'any' },
  { path: '/notice-history', title: '历史公告', page: 'notice-history', role: 'any' },
  { path: '/overall-view', title: '考场全景', page: 'site-tour', role: 'any' },
  { path: '/overall-view/info', title: '全景详情', page: 'site-item', role: 'any' },
  { path: '/wish', aliases: ['/wish2'], title: '学车心愿', page: 'wish', role: 'any' },
  // The same pages for embedding in other apps' webviews, where WeChat login cannot happen.
];
