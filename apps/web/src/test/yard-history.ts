import type { YardHistory } from '../lib/queries';

type ItemHistory = YardHistory['items'][number];

/** The demo Beijing field's items in its exam order. */
const ITEMS: [ItemHistory['key'], string][] = [
  ['reverse_parking', '倒车入库'],
  ['hill_start', '坡道定点停车和起步'],
  ['parallel_parking', '侧方停车'],
  ['curve', '曲线行驶'],
  ['right_angle_turn', '直角转弯'],
];

/** The student's drives at the demo Beijing field: nothing driven unless `items` says otherwise (by key). */
export const yardHistory = (
  items: Partial<Record<ItemHistory['key'], Partial<ItemHistory>>> = {},
  recent: YardHistory['recent'] = [],
): YardHistory => ({
  field_id: 3,
  field_name: '朝阳东坝考场',
  items: ITEMS.map(([key, name], i) => ({
    key,
    name,
    order: i + 1,
    runs: 0,
    passes: 0,
    best_score: null,
    last: null,
    weak: false,
    ...items[key],
  })),
  recent,
});

export const yardRun = (overrides: Partial<YardHistory['recent'][number]> = {}): YardHistory['recent'][number] => ({
  id: 1,
  item: 'hill_start',
  passed: true,
  score: 90,
  faults: [{ rule: '前保险杠距停车线30至50厘米', detail: '前保险杠距停车线40厘米', t: 300, points: 10 }],
  created_at: '2026-12-02T08:00:00.000Z',
  ...overrides,
});
