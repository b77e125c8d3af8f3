/**
 * Demo subject-two yards, one per demo city's first field (issue 13). Each field's measurements follow the standard's
 * formulas (docs/domain.md#subject-two-the-yards-five-items) for the field's own training car, rounded the way fields
 * build them, so the three differ a little as real ones do; the arrangement and the exam order differ too. The
 * reference points (点位) are written for this project. `stations` are where the demo panoramas are taken from
 * (scripts/render-panoramas.ts renders them from the same yard).
 */
import type { YardDims, YardItemKey, YardPoint } from '@xueche/contract';

export interface DemoYardItem {
  key: YardItemKey;
  order: number;
  x: number;
  y: number;
  heading: number;
  dims: YardDims;
}

export interface DemoYard {
  city: string;
  field: string;
  vehicle: { class: string; length: number; width: number };
  width: number;
  depth: number;
  entrance: { x: number; y: number };
  items: DemoYardItem[];
  /** Panorama stations: the entrance, then one facing each item (by key). */
  stations: { key: string; name: string; item_key: YardItemKey | null; x: number; y: number }[];
}

export const ITEM_NAMES: Record<YardItemKey, string> = {
  reverse_parking: '倒车入库',
  parallel_parking: '侧方停车',
  hill_start: '坡道定点停车和起步',
  right_angle_turn: '直角转弯',
  curve: '曲线行驶',
};

/**
 * What fails each item outright, what only costs points (docs/domain.md#subject-two-the-yards-five-items), and the
 * field's time limit where it has one. A deduction is not a failure: the student should not learn that a missed
 * indicator ends the item.
 */
export const ITEM_RULES: Record<YardItemKey, { fails: string[]; deductions: string[]; time_limit_s: number | null }> = {
  reverse_parking: {
    fails: ['不按规定路线、顺序行驶', '车身出线', '倒库不入', '中途停车', '超过规定时间'],
    deductions: [],
    time_limit_s: 210,
  },
  parallel_parking: {
    fails: ['车辆入库停止后，车身出线', '行驶中车轮轧道路边线', '中途停车', '车辆未停入库内'],
    deductions: ['出库时未开左转向灯'],
    time_limit_s: 90,
  },
  hill_start: {
    fails: ['前保险杠距停车线超过50厘米', '起步后溜超过30厘米', '停车后30秒内未起步', '车轮轧道路边线'],
    deductions: ['前保险杠距停车线30至50厘米'],
    time_limit_s: null,
  },
  right_angle_turn: { fails: ['车轮轧道路边线', '中途停车'], deductions: ['转弯前未开转向灯'], time_limit_s: null },
  curve: { fails: ['车轮轧道路边线', '中途停车'], deductions: [], time_limit_s: null },
};

/** The moments of each manoeuvre a student learns, as fractions of the reference car's path. */
export const ITEM_POINTS: Record<YardItemKey, YardPoint[]> = {
  reverse_parking: [
    { at: 0.02, cue: '车身距库前控制线约1.5米，右后视镜下沿压右库角', action: '停车，挂倒挡' },
    { at: 0.12, cue: '右后视镜下沿与库角线重合', action: '方向盘向右打满，慢慢倒车' },
    { at: 0.33, cue: '左后视镜看到左库角，车身与库边线平行', action: '方向盘回正，继续倒车' },
    { at: 0.5, cue: '左后视镜下沿压库前线', action: '停车，车身完全入库' },
    { at: 0.75, cue: '车头盖过对面控制线', action: '方向盘向左打满出库' },
  ],
  parallel_parking: [
    { at: 0.2, cue: '右后视镜中库前角消失', action: '停车，挂倒挡，方向盘向右打满' },
    { at: 0.4, cue: '左后视镜看到库后角', action: '方向盘回正，继续倒车' },
    { at: 0.55, cue: '左后视镜中车身压库边线约30厘米', action: '方向盘向左打满' },
    { at: 0.66, cue: '车身与库边线平行', action: '停车，打左转向灯' },
    { at: 0.85, cue: '车头出库', action: '方向盘回正，驶离' },
  ],
  hill_start: [
    { at: 0.2, cue: '雨刮器节点对准右侧边线30厘米', action: '保持直线上坡' },
    { at: 0.37, cue: '引擎盖下沿压停车线', action: '踩刹车停车，拉手刹' },
    { at: 0.47, cue: '半联动车身抖动', action: '松手刹起步，不溜车' },
  ],
  right_angle_turn: [
    { at: 0.2, cue: '车身距右边线约30厘米', action: '打左转向灯，沿右侧行驶' },
    { at: 0.42, cue: '左后视镜下沿压直角点', action: '方向盘向左打满' },
    { at: 0.8, cue: '车身回正', action: '方向盘回正，驶出' },
  ],
  curve: [
    { at: 0.08, cue: '车头左角压右边线', action: '方向盘向左转约一圈' },
    { at: 0.5, cue: '车头右角压左边线', action: '方向盘向右打' },
    { at: 0.92, cue: '车身摆正', action: '回正驶出' },
  ],
};

/**
 * The standard's sizes for a car (docs/domain.md#subject-two-the-yards-five-items), rounded to the centimetre (what the
 * field paints).
 */
export function ruleDims(car: { length: number; width: number }, extra: Partial<Record<string, number>> = {}) {
  const cm = (m: number) => Math.round(m * 100) / 100;
  return {
    reverse_parking: {
      key: 'reverse_parking',
      garage_width: cm(car.width + 0.6),
      garage_length: cm(car.length + 0.7),
      lane_width: cm(1.5 * car.length),
    },
    parallel_parking: {
      key: 'parallel_parking',
      bay_length: cm(1.5 * car.length + 1),
      bay_width: cm(car.width + 0.8),
      lane_width: cm(1.5 * car.width + 0.8),
    },
    hill_start: {
      key: 'hill_start',
      slope_pct: extra.slope_pct ?? 10,
      slope_length: extra.slope_length ?? 12,
      road_width: 3.5,
      stop_line: extra.stop_line ?? 8,
    },
    right_angle_turn: { key: 'right_angle_turn', road_width: 3.5, leg_length: extra.leg_length ?? 12 },
    curve: { key: 'curve', road_width: 3.5, radius: 7.5 },
  } satisfies Record<YardItemKey, YardDims>;
}

const jetta = { class: 'C1', length: 4.47, width: 1.71 };
const santana = { class: 'C1', length: 4.48, width: 1.74 };
const sylphy = { class: 'C1', length: 4.63, width: 1.76 };

const beijing = ruleDims(jetta);
const guangzhou = ruleDims(santana, { slope_pct: 12, slope_length: 11, stop_line: 7, leg_length: 11 });
const nanjing = ruleDims(sylphy, { slope_pct: 10, slope_length: 13, stop_line: 9, leg_length: 13 });

export const demoYards: DemoYard[] = [
  {
    city: '110000',
    field: '朝阳东坝考场',
    vehicle: jetta,
    width: 110,
    depth: 80,
    entrance: { x: 5, y: 75 },
    items: [
      { key: 'reverse_parking', order: 1, x: 20, y: 60, heading: 90, dims: beijing.reverse_parking },
      { key: 'hill_start', order: 2, x: 20, y: 40, heading: 90, dims: beijing.hill_start },
      { key: 'parallel_parking', order: 3, x: 45, y: 62, heading: 90, dims: beijing.parallel_parking },
      { key: 'curve', order: 4, x: 95, y: 6, heading: 90, dims: beijing.curve },
      { key: 'right_angle_turn', order: 5, x: 80, y: 40, heading: 90, dims: beijing.right_angle_turn },
    ],
    stations: [],
  },
  {
    city: '440100',
    field: '白云嘉禾考场',
    vehicle: santana,
    width: 120,
    depth: 70,
    entrance: { x: 115, y: 65 },
    items: [
      { key: 'hill_start', order: 1, x: 70, y: 58, heading: 90, dims: guangzhou.hill_start },
      { key: 'reverse_parking', order: 2, x: 30, y: 52, heading: 90, dims: guangzhou.reverse_parking },
      { key: 'right_angle_turn', order: 3, x: 40, y: 20, heading: 90, dims: guangzhou.right_angle_turn },
      { key: 'curve', order: 4, x: 60, y: 6, heading: 90, dims: guangzhou.curve },
      { key: 'parallel_parking', order: 5, x: 85, y: 30, heading: 90, dims: guangzhou.parallel_parking },
    ],
    stations: [],
  },
  {
    city: '320100',
    field: '江宁东山考场',
    vehicle: sylphy,
    width: 100,
    depth: 90,
    entrance: { x: 50, y: 86 },
    items: [
      { key: 'reverse_parking', order: 1, x: 25, y: 70, heading: 90, dims: nanjing.reverse_parking },
      { key: 'parallel_parking', order: 2, x: 55, y: 72, heading: 90, dims: nanjing.parallel_parking },
      { key: 'curve', order: 3, x: 85, y: 30, heading: 90, dims: nanjing.curve },
      { key: 'right_angle_turn', order: 4, x: 62, y: 35, heading: 90, dims: nanjing.right_angle_turn },
      { key: 'hill_start', order: 5, x: 10, y: 30, heading: 90, dims: nanjing.hill_start },
    ],
    stations: [],
  },
];

/**
 * Where to stand to see each item: a few metres off its near side, and the entrance. Item-local
 * offsets are turned onto the plan by the item's heading (all demo items face east, so it is a shift).
 */
for (const yard of demoYards) {
  yard.stations = [
    { key: 'entrance', name: '考场入口', item_key: null, x: yard.entrance.x, y: yard.entrance.y - 3 },
    ...[...yard.items]
      .sort((a, b) => a.order - b.order)
      .map((item) => ({
        key: `station-${item.order}`,
        name: ITEM_NAMES[item.key],
        item_key: item.key,
        ...standingPoint(item),
      })),
  ];
}

/** A spot beside the item, outside its lines, looking across it (item-local offsets for a heading of 90°). */
function standingPoint(item: DemoYardItem): { x: number; y: number } {
  const offsets: Record<YardItemKey, [number, number]> = {
    reverse_parking: [0, -11],
    parallel_parking: [4, -9],
    hill_start: [14, -9],
    right_angle_turn: [-4, -9],
    curve: [-14, 12],
  };
  const [dx, dy] = offsets[item.key];
  return { x: item.x + dx, y: item.y + dy };
}
