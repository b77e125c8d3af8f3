import type { Application, HdVideo, Route, SiteField, Video } from './site-api';

export const siteField = (overrides: Partial<SiteField> = {}): SiteField => ({
  field_id: 3,
  field_name: '朝阳东坝考场',
  city_name: '北京市',
  address: '北京市朝阳区东坝乡',
  lng: 116.5531,
  lat: 39.9672,
  is_buy: 0,
  price: 19900,
  lesson_id: 12,
  ...overrides,
});

export const video = (overrides: Partial<Video> = {}): Video => ({
  title: '一号线全程',
  cover: '/static/media/k3-lane-change/cover.jpg',
  duration_s: 120,
  locked: false,
  preview_s: 30,
  url: '/static/media/k3-lane-change/video.mp4',
  hls: '/static/media/k3-lane-change/hls/index.m3u8',
  ...overrides,
});

export const route = (overrides: Partial<Route> = {}): Route => ({
  id: 5,
  field_id: 3,
  field_name: '朝阳东坝考场',
  name: '一号线',
  length_m: 3600,
  summary: '从考场南门出发向东。',
  stops: ['起点', '起步', '变更车道', '靠边停车', '终点'],
  waypoints: [
    [116.4735, 39.945],
    [116.482, 39.945],
  ],
  map: '/static/routes/route-a.svg',
  video: video(),
  prompts: [
    { at_s: 5, at_m: 0, kind: 'start', text: '请起步，继续完成考试', tip: '打左转向灯，观察后方再起步。' },
    { at_s: 40, at_m: 1200, kind: 'lane_change', text: '前方请变更车道', tip: '提前3秒开转向灯，回头确认。' },
    { at_s: 100, at_m: 3400, kind: 'pull_over', text: '请靠边停车', tip: '右转向灯，车身距边线30厘米内。' },
  ],
  ...overrides,
});

const clipVideo = (title: string): Video => video({ title, duration_s: 8, preview_s: 4 });

export const hdVideo = (): HdVideo => ({
  id: 9,
  title: '人行横道前',
  summary: '看到行人时怎么做。',
  cover: '/static/media/k3-lane-change/cover.jpg',
  field_id: 3,
  start: 'intro',
  clips: [
    {
      key: 'intro',
      title: '接近人行横道',
      video: clipVideo('接近人行横道'),
      question: {
        prompt: '前方人行横道有行人，你怎么做？',
        choices: [
          { label: '保持车速通过', next: 'fast', right: false, explain: '不减速通过人行横道会被判不合格。' },
          { label: '减速观察', next: 'slow', right: true, explain: '人行横道前要减速，必要时停车让行。' },
        ],
      },
    },
    {
      key: 'slow',
      title: '减速停车让行',
      video: clipVideo('减速停车让行'),
      question: {
        prompt: '行人走过后，后车鸣笛，你怎么做？',
        choices: [
          { label: '鸣笛催促', next: 'honk', right: false, explain: '考试中不必要的鸣笛会扣分。' },
          { label: '确认安全后起步', next: 'go', right: true, explain: '观察左右后平稳起步。' },
        ],
      },
    },
    { key: 'fast', title: '未减速', video: clipVideo('未减速'), question: null },
    { key: 'honk', title: '鸣笛', video: clipVideo('鸣笛'), question: null },
    { key: 'go', title: '平稳起步', video: clipVideo('平稳起步'), question: null },
  ],
});

export const application = (overrides: Partial<Application> = {}): Application => ({
  id: 21,
  field_id: 3,
  field_name: '朝阳东坝考场',
  date: '2026-12-01',
  slot: '08:00-10:00',
  phone: '138****5678',
  status: 'pending',
  reply: '',
  cancellable: true,
  created_at: '2026-11-27T02:00:00Z',
  decided_at: null,
  ...overrides,
});
