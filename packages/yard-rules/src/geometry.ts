import type { YardDims, YardItem, YardLayout } from '@xueche/contract';

/**
 * The yard's items as shapes and the reference car's path, in each item's own frame (metres): the lane
 * an item is driven from runs along +x, and +y points away from the garage or bay. Pure functions: the
 * scene draws what they give, and the tests check the geometry against the rules.
 */

export type Vec = [number, number];

/** How wide the yard's lines are painted (centred on their points): touching the paint is touching the line. */
export const LINE_WIDTH = 0.2;

/** A stroke painted on the ground (white edge lines, yellow control lines), named as the examiner names it. */
export interface Line {
  name: string;
  points: Vec[];
  colour: 'white' | 'yellow';
  height?: (x: number) => number;
}

/** A surface of road; `height` lifts it where the ground rises (the hill), flat without. */
export interface Surface {
  outline: Vec[];
  height?: (x: number) => number;
}

/** Where the car's rear axle is, which way it faces (radians, 0 = +x, counter-clockwise), and its height. */
export interface Pose {
  x: number;
  y: number;
  heading: number;
  z: number;
  /** Moving backwards here. */
  reverse: boolean;
}

export interface ItemShape {
  surfaces: Surface[];
  lines: Line[];
  /** The path of the reference car, dense enough to animate by index. */
  path: Pose[];
  /** A box around everything, for tapping and framing: [minX, minY, maxX, maxY]. */
  bounds: [number, number, number, number];
}

/**
 * A small car's proportions around its length (C1: 4.47 m, wheelbase about 60 % of it) and the radius its
 * rear axle turns on at full lock (about 3.7 m: an outer front wheel's circle of some 5.2 m).
 */
export function carProportions(length: number, width: number) {
  const wheelbase = length * 0.6;
  const rear = (length - wheelbase) / 2;
  // Wheels sit about 12 cm in from the body's side on each side (centre of the tyre).
  const track = width - 0.24;
  return { length, width, wheelbase, rear, front: length - wheelbase - rear, turning: wheelbase * 1.4, track };
}
export type Car = ReturnType<typeof carProportions>;

const STEP = 0.25;

function straight(from: Pose, distance: number, reverse: boolean, z = () => 0): Pose[] {
  const out: Pose[] = [];
  const n = Math.max(1, Math.ceil(Math.abs(distance) / STEP));
  const sign = reverse ? -1 : 1;
  for (let i = 1; i <= n; i++) {
    const d = (distance * i) / n;
    const x = from.x + sign * d * Math.cos(from.heading);
    const y = from.y + sign * d * Math.sin(from.heading);
    out.push({ x, y, heading: from.heading, z: z(), reverse });
  }
  return out;
}

/**
 * An arc of the rear axle: turning left (counter-clockwise as seen from above) or right by `angle`
 * radians with `radius`, driving forwards or backwards.
 */
function arc(from: Pose, radius: number, angle: number, left: boolean, reverse: boolean): Pose[] {
  const side = left ? 1 : -1;
  const cx = from.x - side * radius * Math.sin(from.heading);
  const cy = from.y + side * radius * Math.cos(from.heading);
  const start = Math.atan2(from.y - cy, from.x - cx);
  const n = Math.max(2, Math.ceil((radius * angle) / STEP));
  const out: Pose[] = [];
  // Forward-left and reverse-right sweep counter-clockwise around the centre.
  const sweep = (left !== reverse ? 1 : -1) * angle;
  for (let i = 1; i <= n; i++) {
    const a = start + (sweep * i) / n;
    out.push({
      x: cx + radius * Math.cos(a),
      y: cy + radius * Math.sin(a),
      heading: from.heading + (left ? 1 : -1) * (reverse ? -1 : 1) * ((angle * i) / n),
      z: 0,
      reverse,
    });
  }
  return out;
}

const last = (path: Pose[]) => path[path.length - 1] as Pose;
const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

function boundsOf(shape: Omit<ItemShape, 'bounds'>): ItemShape['bounds'] {
  const points: Vec[] = [...shape.surfaces.flatMap((s) => s.outline), ...shape.path.map((p): Vec => [p.x, p.y])];
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** 倒车入库: the garage below the lane; reverse in from the right, drive out to the left. */
function reverseParking(d: Extract<YardDims, { key: 'reverse_parking' }>, car: Car): Omit<ItemShape, 'bounds'> {
  const { garage_width: gw, garage_length: gl, lane_width: lw } = d;
  const r = Math.min(car.turning, lw - car.width / 2 - 0.3);
  const laneY = r;
  const reach = r + car.length;
  const surfaces = [{ outline: rect(-reach - 2, 0, reach + 2, lw) }, { outline: rect(-gw / 2, -gl, gw / 2, 0) }];
  const lines: Line[] = [
    {
      name: '库左边线',
      points: [
        [-gw / 2, 0],
        [-gw / 2, -gl],
      ],
      colour: 'white',
    },
    {
      name: '库底线',
      points: [
        [-gw / 2, -gl],
        [gw / 2, -gl],
      ],
      colour: 'white',
    },
    {
      name: '库右边线',
      points: [
        [gw / 2, -gl],
        [gw / 2, 0],
      ],
      colour: 'white',
    },
    {
      name: '车道左侧库前线',
      points: [
        [-reach - 2, 0],
        [-gw / 2, 0],
      ],
      colour: 'white',
    },
    {
      name: '车道右侧库前线',
      points: [
        [gw / 2, 0],
        [reach + 2, 0],
      ],
      colour: 'white',
    },
    {
      name: '控制线',
      points: [
        [-reach - 2, lw],
        [reach + 2, lw],
      ],
      colour: 'yellow',
    },
  ];
  const inside = -gl + car.rear + 0.35;
  let path: Pose[] = [{ x: r + 1.5, y: laneY, heading: 0, z: 0, reverse: true }];
  path = path.concat(straight(last(path), 1.5, true));
  path = path.concat(arc(last(path), r, Math.PI / 2, false, true));
  path = path.concat(straight(last(path), laneY - r - inside, true));
  path = path.concat(straight(last(path), laneY - r - inside, false));
  path = path.concat(arc(last(path), r, Math.PI / 2, true, false));
  path = path.concat(straight(last(path), 2, false));
  return { surfaces, lines, path };
}

/** 侧方停车: the bay below the lane; past it, then reverse in with an S, then out to the front. */
function parallelParking(d: Extract<YardDims, { key: 'parallel_parking' }>, car: Car): Omit<ItemShape, 'bounds'> {
  const { bay_length: bl, bay_width: bw, lane_width: lw } = d;
  // Along the lane with the right side half a metre from the bay, as coaches teach: the front then swings
  // clear of the lane's far edge while reversing in.
  const laneY = car.width / 2 + 0.5;
  const target = -bw / 2;
  const r = car.turning;
  const theta = Math.acos(Math.max(-1, 1 - (laneY - target) / (2 * r)));
  const run = 2 * r * Math.sin(theta);
  const endX = car.rear + 0.4;
  const startX = endX + run;
  const surfaces = [{ outline: rect(-4, 0, startX + car.length + 8, lw) }, { outline: rect(0, -bw, bl, 0) }];
  const lines: Line[] = [
    {
      name: '库后线',
      points: [
        [0, 0],
        [0, -bw],
      ],
      colour: 'white',
    },
    {
      name: '库底线',
      points: [
        [0, -bw],
        [bl, -bw],
      ],
      colour: 'white',
    },
    {
      name: '库前线',
      points: [
        [bl, -bw],
        [bl, 0],
      ],
      colour: 'white',
    },
    {
      name: '车道边线',
      points: [
        [-4, lw],
        [startX + car.length + 8, lw],
      ],
      colour: 'white',
    },
    {
      name: '库后车道线',
      points: [
        [-4, 0],
        [0, 0],
      ],
      colour: 'white',
    },
    {
      name: '库前车道线',
      points: [
        [bl, 0],
        [startX + car.length + 8, 0],
      ],
      colour: 'white',
    },
  ];
  let path: Pose[] = [{ x: startX - 6, y: laneY, heading: 0, z: 0, reverse: false }];
  path = path.concat(straight(last(path), 6, false));
  path = path.concat(arc(last(path), r, theta, false, true));
  path = path.concat(arc(last(path), r, theta, true, true));
  path = path.concat(arc(last(path), r, theta, true, false));
  path = path.concat(arc(last(path), r, theta, false, false));
  path = path.concat(straight(last(path), 3, false));
  return { surfaces, lines, path };
}

/** 坡道定点停车和起步: up a slope, stop with the bumper on the line, start without rolling back. */
function hillStart(d: Extract<YardDims, { key: 'hill_start' }>, car: Car): Omit<ItemShape, 'bounds'> {
  const { slope_pct: pct, slope_length: sl, road_width: rw, stop_line: stop } = d;
  const rise = (sl * pct) / 100;
  const top = 4;
  const height = (x: number) =>
    x <= 0 ? 0 : x <= sl ? (x * pct) / 100 : x <= sl + top ? rise : Math.max(0, rise - ((x - sl - top) * pct) / 100);
  const end = 2 * sl + top;
  const xs = [-6, 0, sl, sl + top, end, end + 6];
  const outline: Vec[] = [...xs.map((x): Vec => [x, -rw / 2]), ...[...xs].reverse().map((x): Vec => [x, rw / 2])];
  const surfaces = [{ outline, height }];
  const lines: Line[] = [
    { name: '右侧道路边线', points: xs.map((x): Vec => [x, -rw / 2]), colour: 'white', height },
    { name: '左侧道路边线', points: xs.map((x): Vec => [x, rw / 2]), colour: 'white', height },
    {
      name: '停车线',
      points: [
        [stop, -rw / 2],
        [stop, rw / 2],
      ],
      colour: 'yellow',
      height,
    },
  ];
  // The rear axle stops where the front bumper meets the stop line.
  const halt = stop - car.wheelbase - car.front;
  const path: Pose[] = [];
  for (let x = -6; x <= end + 4; x += STEP) {
    path.push({ x, y: 0, heading: 0, z: height(x), reverse: false });
    // Stand still at the line for a moment (repeated poses are the pause).
    if (Math.abs(x - halt) < STEP / 2)
      for (let i = 0; i < 12; i++) path.push({ x, y: 0, heading: 0, z: height(x), reverse: false });
  }
  return { surfaces, lines, path };
}

/** 直角转弯: along +x, then a left turn of 90° into +y. */
function rightAngle(d: Extract<YardDims, { key: 'right_angle_turn' }>, car: Car): Omit<ItemShape, 'bounds'> {
  const { road_width: w, leg_length: leg } = d;
  const h = w / 2;
  const surfaces = [{ outline: rect(-leg, -h, h, h) }, { outline: rect(-h, h, h, leg) }];
  const lines: Line[] = [
    {
      name: '外侧道路边线',
      points: [
        [-leg, -h],
        [h, -h],
        [h, leg],
      ],
      colour: 'white',
    },
    {
      name: '内侧道路边线',
      points: [
        [-leg, h],
        [-h, h],
        [-h, leg],
      ],
      colour: 'white',
    },
  ];
  const r = car.turning;
  const lane = -h + car.width / 2 + 0.25;
  // Turn where the outer front corner, swinging widest, just clears the far edge of the second leg.
  const swing = Math.hypot(r + car.width / 2, car.wheelbase + car.front);
  const turnAt = h - swing - 0.05;
  let path: Pose[] = [{ x: -leg + 1, y: lane, heading: 0, z: 0, reverse: false }];
  path = path.concat(straight(last(path), turnAt - (-leg + 1), false));
  path = path.concat(arc(last(path), r, Math.PI / 2, true, false));
  path = path.concat(straight(last(path), Math.max(0, leg - (lane + r) - car.wheelbase - car.front), false));
  return { surfaces, lines, path };
}

/** 曲线行驶: an S of two half circles of `radius` (the road's centre line). */
function curve(d: Extract<YardDims, { key: 'curve' }>): Omit<ItemShape, 'bounds'> {
  const { road_width: w, radius: r } = d;
  const ring = (cy: number, from: number, to: number, rr: number): Vec[] => {
    const pts: Vec[] = [];
    for (let i = 0; i <= 32; i++) {
      const a = from + ((to - from) * i) / 32;
      pts.push([rr * Math.cos(a), cy + rr * Math.sin(a)]);
    }
    return pts;
  };
  // First half circle turns left around (0, r); the second turns right around (0, 3r).
  const leftArc = (rr: number) => ring(r, -Math.PI / 2, Math.PI / 2, rr);
  const rightArc = (rr: number) => ring(3 * r, -Math.PI / 2, -(3 * Math.PI) / 2, rr);
  const band = (arcOf: (rr: number) => Vec[]): Vec[] => [...arcOf(r + w / 2), ...arcOf(r - w / 2).reverse()];
  const surfaces = [{ outline: band(leftArc) }, { outline: band(rightArc) }];
  const lines: Line[] = [
    { name: '第一弯外侧边线', points: leftArc(r + w / 2), colour: 'white' },
    { name: '第一弯内侧边线', points: leftArc(r - w / 2), colour: 'white' },
    { name: '第二弯外侧边线', points: rightArc(r + w / 2), colour: 'white' },
    { name: '第二弯内侧边线', points: rightArc(r - w / 2), colour: 'white' },
  ];
  let path: Pose[] = [{ x: -3, y: 0, heading: 0, z: 0, reverse: false }];
  path = path.concat(straight(last(path), 3, false));
  path = path.concat(arc(last(path), r, Math.PI, true, false));
  path = path.concat(arc(last(path), r, Math.PI, false, false));
  path = path.concat(straight(last(path), 3, false));
  return { surfaces, lines, path };
}

/** The shapes and reference path of one item, in its own frame. */
export function itemShape(dims: YardDims, car: Car): ItemShape {
  const shape =
    dims.key === 'reverse_parking'
      ? reverseParking(dims, car)
      : dims.key === 'parallel_parking'
        ? parallelParking(dims, car)
        : dims.key === 'hill_start'
          ? hillStart(dims, car)
          : dims.key === 'right_angle_turn'
            ? rightAngle(dims, car)
            : curve(dims);
  return { ...shape, bounds: boundsOf(shape) };
}

/** An item's frame on the yard's plan: heading is degrees clockwise from north, the item's +x its "forward". */
export function toYard(item: Pick<YardItem, 'x' | 'y' | 'heading'>, [x, y]: Vec): Vec {
  // A heading of 90° (east) keeps the item's +x pointing east.
  const a = ((90 - item.heading) * Math.PI) / 180;
  return [item.x + x * Math.cos(a) - y * Math.sin(a), item.y + x * Math.sin(a) + y * Math.cos(a)];
}

/** The car of the layout. */
export const layoutCar = (layout: Pick<YardLayout, 'vehicle'>) =>
  carProportions(layout.vehicle.length, layout.vehicle.width);
