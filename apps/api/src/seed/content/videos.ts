import type { DemoVideo } from './types';

/** The demo lesson videos made by scripts/make-demo-media.sh (files under apps/api/static/media/<slug>/). */
export const demoVideos: DemoVideo[] = [
  { slug: 'k2-reverse-parking', title: '倒车入库', duration: 14 },
  { slug: 'k2-hill-start', title: '坡道定点停车和起步', duration: 15 },
  { slug: 'k2-parallel-parking', title: '侧方停车', duration: 15 },
  { slug: 'k2-curve-driving', title: '曲线行驶', duration: 16 },
  { slug: 'k3-lane-change', title: '变更车道', duration: 13 },
  { slug: 'k3-night-lights', title: '夜间灯光使用', duration: 14 },
  { slug: 'k2-right-angle-turn', title: '直角转弯', duration: 14 },
  { slug: 'hd-bus-stop', title: '公交车站前', duration: 7 },
  { slug: 'hd-bus-slow', title: '减速观察', duration: 6 },
  { slug: 'hd-bus-honk', title: '鸣笛超越', duration: 6 },
  { slug: 'hd-zebra-yield', title: '停车让行', duration: 6 },
  { slug: 'hd-zebra-rush', title: '抢先通过', duration: 6 },
  { slug: 'k3-route-dongba-1', title: '东坝一号线', duration: 28 },
  { slug: 'k3-route-dongba-2', title: '东坝二号线', duration: 28 },
  { slug: 'k3-route-jiahe-1', title: '嘉禾一号线', duration: 28 },
  { slug: 'k3-route-jiahe-2', title: '嘉禾二号线', duration: 28 },
  { slug: 'k3-route-dongshan-1', title: '东山一号线', duration: 28 },
  { slug: 'k3-route-dongshan-2', title: '东山二号线', duration: 28 },
];
