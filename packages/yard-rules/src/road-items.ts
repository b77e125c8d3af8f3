import type { YardDims } from '@xueche/contract';
import { type Sample, STILL } from './drive';
import { type Car, itemShape } from './geometry';
import { fail, faultList, stopWatch, wheelOnLine } from './marking';
import { bodyOf } from './shapes';
import { type Verdict, verdictOf } from './verdict';

type RightAngle = Extract<YardDims, { key: 'right_angle_turn' }>;
type Curve = Extract<YardDims, { key: 'curve' }>;

export const NO_TURN_INDICATOR_POINTS = 10;
/** The car has begun to turn once it faces this far (radians, 5°) from where it started. */
const TURNING = (5 * Math.PI) / 180;

/**
 * The two items on a road 3.5 m wide: a tyre on an edge line and a stop of more than 2 s fail them; the
 * right-angle turn also takes 10 points when the left indicator is not on as the car begins to turn. The item
 * ends once the whole car has left its road (past the second leg's start, or past the S's end).
 */
function judgeRoad(
  item: 'right_angle_turn' | 'curve',
  car: Car,
  dims: RightAngle | Curve,
  samples: Sample[],
  done: (body: [number, number][]) => boolean,
  ended: boolean,
): Verdict {
  const edges = itemShape(dims, car).lines.filter((l) => l.colour === 'white');
  const { faults, add } = faultList();
  const midway = stopWatch();
  let started = false;
  let startHeading = 0;
  let finished = false;
  for (const s of samples) {
    if (!started && Math.abs(s.speed) >= STILL) {
      started = true;
      startHeading = s.heading;
    }
    if (!started) continue;
    if (done(bodyOf(car, s))) {
      finished = true;
      break;
    }
    const onLine = wheelOnLine(car, s, edges);
    if (onLine) add(fail('车轮轧道路边线', onLine, s.t));
    if (midway(s)) add(fail('中途停车', '停车超过2秒', s.t));
    if (
      item === 'right_angle_turn' &&
      Math.abs(s.heading - startHeading) > TURNING &&
      s.indicator !== 'left' &&
      !faults.some((f) => f.rule === '转弯前未开转向灯')
    )
      faults.push({
        rule: '转弯前未开转向灯',
        detail: '开始转弯时没有开左转向灯',
        t: s.t,
        points: NO_TURN_INDICATOR_POINTS,
      });
  }
  return verdictOf(item, faults, { finished, ended, t: samples[samples.length - 1]?.t ?? 0 });
}

/** 直角转弯: along +x, then left into the leg that runs to +y. */
export const judgeRightAngleTurn = (car: Car, dims: RightAngle, samples: Sample[], ended = true) =>
  judgeRoad(
    'right_angle_turn',
    car,
    dims,
    samples,
    (body) => body.every(([, y]) => y > dims.road_width / 2 + 0.5),
    ended,
  );

/** 曲线行驶: the S of two half circles, from (0, 0) to (0, 4 × radius), leaving along +x. */
export const judgeCurve = (car: Car, dims: Curve, samples: Sample[], ended = true) =>
  judgeRoad('curve', car, dims, samples, (body) => body.every(([x, y]) => y > 3 * dims.radius && x > 0.5), ended);
