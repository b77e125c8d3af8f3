import type { DemoVideo } from './types';

/** The demo lesson videos made by scripts/make-demo-media.sh (files under apps/api/static/media/<slug>/). */
export const demoVideos: DemoVideo[] = [
  { slug: 'k2-reverse-parking', title: '倒车入库', duration: 14 },
  { slug: 'k2-hill-start', title: '坡道定点停车和起步', duration: 15 },
  { slug: 'k2-parallel-parking', title: '侧方停车', duration: 15 },
  { slug: 'k2-curve-driving', title: '曲线行驶', duration: 16 },
  { slug: 'k3-lane-change', title: '变更车道', duration: 13 },
  { slug: 'k3-night-lights', title: '夜间灯光使用', duration: 14 },
];
