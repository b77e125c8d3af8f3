import type { YardDims } from '@xueche/contract';
import type { Sample } from './drive';
import { STILL, TICKS_PER_SECOND } from './drive';
import { type Car, itemShape, LINE_WIDTH, type Vec } from './geometry';
import { fail, faultList, stopWatch } from './marking';
import { bodyOf, touches } from './shapes';
import { type Verdict, verdictOf } from './verdict';

type Dims = Extract<YardDims, { key: 'reverse_parking' }>;

/**
 * 倒车入库 as the examiner marks it (docs/domain.md#subject-two-the-yards-five-items), on the drive's samples in the
 * item's frame: reverse into the garage, stop fully inside, drive out. Fails: the body on a white line
 * (车身出线), entering forwards (不按规定路线、顺序行驶), leaving before the car is fully in (倒库不入), a stop
 * of more than 2 s outside the garage (中途停车), and taking longer than the field's time limit.
 */
export function judgeReverseParking(
  car: Car,
  dims: Dims,
  samples: Sample[],
  timeLimitS: number | null,
  ended = true,
): Verdict {
  const { garage_width: gw, garage_length: gl } = dims;
  const edges = itemShape(dims, car).lines.filter((l) => l.colour === 'white');
  const half = LINE_WIDTH / 2;
  const inGarage = ([x, y]: Vec) => x > -gw / 2 + half && x < gw / 2 - half && y > -gl + half && y <= 0;
  const intoGarage = ([x, y]: Vec) => x > -gw / 2 && x < gw / 2 && y < 0;

  const { faults, add: once } = faultList();
  const midway = stopWatch();
  let started: number | null = null;
  let wasFullyIn = false;
  let reversedIn = false;
  let out = false;
  let lastMove = 0;

  for (const s of samples) {
    if (out) break;
    const body = bodyOf(car, s);
    const moving = Math.abs(s.speed) >= STILL;
    if (moving && started === null) started = s.t;
    if (started === null) continue;

    for (const line of edges)
      if (touches(body, line.points, LINE_WIDTH)) once(fail('车身出线', `车身压${line.name}`, s.t));

    if (body.some(intoGarage) && s.speed < -STILL) reversedIn = true;
    if (!reversedIn && body.some(intoGarage) && s.speed > STILL)
      once(fail('不按规定路线、顺序行驶', '车头先进了车库：应当倒车入库', s.t));

    const fullyIn = body.every(inGarage);
    if (fullyIn && !moving) wasFullyIn = true;
    // Moving forwards with part of the car in the garage before it was ever fully in: it left too soon.
    if (!wasFullyIn && s.speed > STILL && lastMove < 0 && body.some(intoGarage))
      once(fail('倒库不入', '车身没有完全进入车库就出库了', s.t));
    if (moving) lastMove = Math.sign(s.speed);

    if (wasFullyIn && body.every(([, y]) => y > half)) out = true;

    if (midway(s) && !fullyIn) once(fail('中途停车', '停车超过2秒', s.t));

    if (timeLimitS !== null && s.t - started === timeLimitS * TICKS_PER_SECOND)
      once(fail('超过规定时间', `超过${timeLimitS}秒没有完成`, s.t));
  }

  const lastT = samples[samples.length - 1]?.t ?? 0;
  if (ended && !wasFullyIn) once(fail('倒库不入', '车身没有完全停进车库', lastT));
  return verdictOf('reverse_parking', faults, { finished: out, ended, t: lastT });
}
