import type { YardItem } from '@xueche/contract';
import { carProportions } from '@xueche/yard-rules';

/** The demo Beijing field's training car. */
export const car = carProportions(4.47, 1.71);

type GarageDims = Extract<YardItem['dims'], { key: 'reverse_parking' }>;
const dims: GarageDims = { key: 'reverse_parking', garage_width: 2.31, garage_length: 5.17, lane_width: 6.71 };

/** Its garage, to the standard's formulas for that car. */
export const garage: YardItem & { dims: GarageDims } = {
  key: 'reverse_parking',
  name: '倒车入库',
  order: 1,
  x: 20,
  y: 60,
  heading: 90,
  dims,
  points: [],
  fails: [],
  deductions: [],
  time_limit_s: 210,
  video: null,
};
