/** Demo app notices (the banner line on the home page), autumn–winter 2026. Text written for this project. */
import type { DemoNotice } from './types';

export const demoAppNotices: DemoNotice[] = [
  {
    slug: 'question-bank-2026-update',
    title: '理论题库已更新',
    content: '科目一、科目四题库已更新到新版本，新增和修订的题目已同步到顺序练习和模拟考试。你的错题本和收藏会保留。',
    link: '/ke',
    startsAt: '2026-09-08T09:00:00+08:00',
  },
  {
    slug: 'holiday-exam-schedule',
    title: '学车示范考场国庆期间考试安排',
    content:
      '学车示范考场10月1日至10月3日暂停科目二、科目三考试，10月4日起恢复正常。已预约的学员请留意短信通知，具体安排以考场公布为准。',
    link: null,
    startsAt: '2026-09-22T10:00:00+08:00',
  },
  {
    slug: 'new-lesson-videos',
    title: '新课程视频上线',
    content: '科目二侧方停车、曲线行驶和科目三夜间灯光三节新课已上线，每个章节的第一节课可免费观看，其余课程可先试看。',
    link: null,
    startsAt: '2026-10-12T09:00:00+08:00',
  },
  {
    slug: 'exam-routes-online',
    title: '考场路线上线',
    content:
      '在首页点击“考场路线”，可以查看所选考场的科目三考试路线、全程里程和沿途的考试项目。目前已上线部分考场，其他考场陆续更新。',
    link: null,
    startsAt: '2026-10-26T09:00:00+08:00',
  },
  {
    slug: 'maintenance-2026-11-08',
    title: '系统维护通知',
    content:
      '为提升服务稳定性，我们将于11月8日（周日）凌晨2:00至4:00进行系统维护，期间练习、考试和课程播放可能暂时无法使用。未交卷的模拟考试请在维护开始前提交。',
    link: null,
    startsAt: '2026-11-05T18:00:00+08:00',
  },
  {
    slug: 'winter-driving-safety',
    title: '冬季行车安全提醒',
    content:
      '入冬后早晚路面容易结冰，练车和出行时请降低车速、加大跟车距离，避免急打方向和急刹车。雾天和雪天请按规定开启灯光。',
    link: '/news_g/index',
    startsAt: '2026-11-20T09:00:00+08:00',
  },
];
