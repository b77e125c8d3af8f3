import type { YardDims } from '@xueche/contract';
import type { Sample } from './drive';
import { STILL, TICKS_PER_SECOND } from './drive';
import { type Car, itemShape } from './geometry';
import { fail, faultList, wheelOnLine } from './marking';
import { bumperOf } from './shapes';
import { type Verdict, verdictOf } from './verdict';

type Dims = Extract<YardDims, { key: 'hill_start' }>;

/** The bands of the stop (docs/domain.md#subject-two-the-yards-five-items): within 30 cm of the line is right, 30–50 cm costs points. */
export const STOP_EXACT = 0.3;
export const STOP_NEAR = 0.5;
export const STOP_NEAR_POINTS = 10;
export const ROLL_BACK_LIMIT = 0.3;
export const START_WITHIN_TICKS = 30 * TICKS_PER_SECOND;
/** How far up the hill the car goes on after the stop before the item is done, metres. */
const DRIVE_ON = 2;

/** The rise per metre under the car on the hill, along the way it faces (the item's +x climbs the slope). */
export function hillGround(dims: Dims) {
  const { slope_pct: pct, slope_length: sl } = dims;
  const top = 4;
  return (p: { x: number; heading: number }) => {
    const grade = p.x > 0 && p.x <= sl ? pct / 100 : p.x > sl + top && p.x <= 2 * sl + top ? -pct / 100 : 0;
    // Facing down the road (heading near π) the same slope pulls the other way.
    return Math.abs(p.heading) > Math.PI / 2 ? -grade : grade;
  };
}

/**
 * 坡道定点停车和起步: drive up, stop with the front bumper on the stop line, then start without rolling back.
 * The stop is the first time the car stands still on the slope; the distance is the bumper's from the line,
 * short of it or past it.
 */
export function judgeHillStart(car: Car, dims: Dims, samples: Sample[], ended = true): Verdict {
  const edges = itemShape(dims, car).lines.filter((l) => l.colour === 'white');
  const { faults, add: once } = faultList();
  let stop: Sample | null = null;
  let started = false;
  let lowest = Number.POSITIVE_INFINITY;

  for (const s of samples) {
    const onLine = wheelOnLine(car, s, edges);
    if (onLine) once(fail('车轮轧道路边线', onLine, s.t));

    if (stop === null) {
      if (s.x > 0 && Math.abs(s.speed) < STILL && s.t > 0) {
        stop = s;
        const [bumperX] = bumperOf(car, s);
        const off = Math.abs(bumperX - dims.stop_line);
        const cm = Math.round(off * 100);
        if (off > STOP_NEAR) once(fail('前保险杠距停车线超过50厘米', `前保险杠距停车线${cm}厘米`, s.t));
        else if (off > STOP_EXACT)
          faults.push({
            rule: '前保险杠距停车线30至50厘米',
            detail: `前保险杠距停车线${cm}厘米`,
            t: s.t,
            points: STOP_NEAR_POINTS,
          });
      } else if (bumperOf(car, s)[0] > dims.stop_line + STOP_NEAR) {
        once(fail('前保险杠距停车线超过50厘米', '没有在停车线前停车', s.t));
        stop = s;
        started = true;
      }
      continue;
    }
    if (started) continue;
    lowest = Math.min(lowest, s.x);
    if (stop.x - lowest > ROLL_BACK_LIMIT)
      once(fail('起步后溜超过30厘米', `后溜${Math.round((stop.x - lowest) * 100)}厘米`, s.t));
    if (s.x > stop.x + ROLL_BACK_LIMIT) started = true;
    else if (s.t - stop.t === START_WITHIN_TICKS) once(fail('停车后30秒内未起步', '停车30秒后仍未起步', s.t));
  }
  const last = samples[samples.length - 1];
  const lastT = last?.t ?? 0;
  if (ended && stop === null) once(fail('前保险杠距停车线超过50厘米', '没有在坡道上停车', lastT));
  // Done once it has moved off and gone on up the hill.
  const finished = started && stop !== null && last !== undefined && last.x >= stop.x + DRIVE_ON;
  return verdictOf('hill_start', faults, { finished, ended, t: lastT });
}
