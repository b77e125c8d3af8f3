import type { YardDims } from '@xueche/contract';
import { type Sample, STILL, TICKS_PER_SECOND } from './drive';
import { type Car, itemShape, LINE_WIDTH } from './geometry';
import { fail, faultList, stopWatch, wheelOnLine, withinBox } from './marking';
import { bodyOf, touches } from './shapes';
import { type Verdict, verdictOf } from './verdict';

type Dims = Extract<YardDims, { key: 'parallel_parking' }>;

export const NO_LEFT_INDICATOR_POINTS = 10;

/**
 * 侧方停车: past the bay, reverse in, stop inside it, then leave forwards with the left indicator on. Fails:
 * a tyre on a white line while driving, the body on a line once parked, not stopping inside the bay, a
 * stop of more than 2 s anywhere else, the field's time limit; leaving without the left indicator costs
 * 10 points.
 */
export function judgeParallelParking(
  car: Car,
  dims: Dims,
  samples: Sample[],
  timeLimitS: number | null,
  ended = true,
): Verdict {
  const { bay_length: bl, bay_width: bw } = dims;
  const edges = itemShape(dims, car).lines.filter((l) => l.colour === 'white');
  const bay: [number, number, number, number] = [0, -bw, bl, 0 + LINE_WIDTH / 2];
  const { faults, add } = faultList();
  const midway = stopWatch();
  let started: number | null = null;
  let reversed = false;
  let parked = false;
  let out = false;
  for (const s of samples) {
    if (out) break;
    const moving = Math.abs(s.speed) >= STILL;
    if (moving) started ??= s.t;
    if (started === null) continue;
    const body = bodyOf(car, s);
    const inBay = withinBox(body, bay);
    // Where the car's middle is: a car that stands with its middle in the bay has parked, well or not.
    const mx = ((body[0]?.[0] ?? 0) + (body[2]?.[0] ?? 0)) / 2;
    const my = ((body[0]?.[1] ?? 0) + (body[2]?.[1] ?? 0)) / 2;
    const overBay = mx > 0 && mx < bl && my < 0 && my > -bw;
    if (s.speed < -STILL) reversed = true;

    if (moving) {
      const onLine = wheelOnLine(car, s, edges);
      if (onLine) add(fail('行驶中车轮轧道路边线', onLine, s.t));
    }
    if (reversed && !parked && !moving) {
      if (overBay) {
        parked = true;
        // The bay's mouth has no paint: a car sticking out over it is simply not in.
        if (body.some(([, y]) => y > 0)) add(fail('车辆未停入库内', '车身有一部分停在库外', s.t));
        for (const line of edges)
          if (touches(body, line.points, LINE_WIDTH)) add(fail('车辆入库停止后，车身出线', `车身压${line.name}`, s.t));
      }
    }
    // Driving forwards again after reversing, without having stood in the bay.
    if (reversed && !parked && s.speed > STILL) add(fail('车辆未停入库内', '倒车后车身没有完全停进库内', s.t));
    if (parked && s.speed > STILL && s.indicator !== 'left' && !faults.some((f) => f.rule === '出库时未开左转向灯'))
      faults.push({
        rule: '出库时未开左转向灯',
        detail: '出库起步时没有开左转向灯',
        t: s.t,
        points: NO_LEFT_INDICATOR_POINTS,
      });
    if (parked && body.every(([, y]) => y > LINE_WIDTH / 2)) out = true;

    if (midway(s) && !(parked && inBay)) add(fail('中途停车', '停车超过2秒', s.t));
    if (timeLimitS !== null && s.t - started === timeLimitS * TICKS_PER_SECOND)
      add(fail('超过规定时间', `超过${timeLimitS}秒没有完成`, s.t));
  }
  const lastT = samples[samples.length - 1]?.t ?? 0;
  if (ended && !parked) add(fail('车辆未停入库内', '车身没有完全停进库内', lastT));
  return verdictOf('parallel_parking', faults, { finished: out, ended, t: lastT });
}
