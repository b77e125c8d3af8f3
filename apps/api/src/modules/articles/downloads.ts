/** Demo copy for the two companion-app download pages ('/downloadApp' and '/downloadJK'). Text written for this project. */

export interface DemoDownload {
  key: 'app' | 'jk';
  title: string;
  summary: string;
  features: string[];
  note: string;
}

export const demoDownloads: DemoDownload[] = [
  {
    key: 'app',
    title: '学车 App',
    summary:
      '学车 App 是学车的配套应用，适合想在手机上离线看课、长时间练习的学员。不安装也没关系：在微信里打开的学车网页版可以完成选考场、理论练习、模拟考试和看课等全部主要功能。',
    features: [
      '课程视频可提前缓存，没有网络也能看',
      '学习记录与微信中的学车同步',
      '练车提醒，按计划安排每天的学习',
      '横屏播放，动作细节看得更清楚',
      '考场路线图可放大查看',
    ],
    note: '学车 App 通过手机自带的应用商店提供下载，本页不提供安装包或外部下载链接。不下载也可以继续在微信中使用全部主要功能。',
  },
  {
    key: 'jk',
    title: '驾考 App',
    summary:
      '驾考 App 是专注理论考试的配套应用，适合备考科目一和科目四时集中刷题。它只是一个可选的补充：在微信中打开学车，同样可以进行理论练习、模拟考试和错题复习。',
    features: [
      '科目一、科目四题库，按章节练习',
      '模拟考试的题量、时长和及格线与正式考试一致',
      '错题本自动整理，连续答对 3 次后移出',
      '题目可离线练习，随时随地刷题',
    ],
    note: '驾考 App 通过手机自带的应用商店提供下载，本页不提供安装包或外部下载链接。不下载也可以继续在微信中完成理论练习和模拟考试。',
  },
];
