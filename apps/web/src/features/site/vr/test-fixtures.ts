import type { YardDims } from '@xueche/contract';
import { siteField } from '../test-fixtures';
import type { Five, Item } from './vr-api';

/** The demo Beijing field's five items as '/k2vr' reads them, in its exam order. */
const DIMS: YardDims[] = [
  { key: 'reverse_parking', garage_width: 2.4, garage_length: 5.2, lane_width: 6.7 },
  { key: 'hill_start', slope_pct: 10, slope_length: 15, road_width: 3.5, stop_line: 8 },
  { key: 'parallel_parking', bay_length: 7.7, bay_width: 2.6, lane_width: 3.5 },
  { key: 'curve', road_width: 3.5, radius: 7.5 },
  { key: 'right_angle_turn', road_width: 3.5, leg_length: 12 },
];

export const ITEM_NAMES: Record<YardDims['key'], string> = {
  reverse_parking: '倒车入库',
  parallel_parking: '侧方停车',
  hill_start: '坡道定点停车和起步',
  right_angle_turn: '直角转弯',
  curve: '曲线行驶',
};

export const yardItem = (dims: YardDims, order: number): Item => ({
  key: dims.key,
  name: ITEM_NAMES[dims.key],
  order,
  x: 20,
  y: 20 * order,
  heading: 90,
  dims,
  points: [],
  fails: [],
  deductions: [],
  time_limit_s: null,
  video: null,
});

export const five = (): Five => ({ field: siteField(), items: DIMS.map((d, i) => yardItem(d, i + 1)) });
