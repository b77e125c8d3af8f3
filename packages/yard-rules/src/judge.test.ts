import type { YardDims } from '@xueche/contract';
import { describe, expect, it } from 'vitest';
import { drive, type InputEvent, type Sample, TICKS_PER_SECOND } from './drive';
import { followPath } from './follow-path';
import { carProportions, itemShape, LINE_WIDTH, type Pose, type Vec } from './geometry';
import { hillGround, judgeHillStart } from './hill-start';
import { judgeReverseParking } from './reverse-parking';
import { bodyOf, bumperOf, distanceToSegment } from './shapes';

/** A C1 car and its field's sizes from the standard's formulas (docs/domain.md#subject-two-the-yards-five-items). */
const car = carProportions(4.47, 1.71);
const garage = {
  key: 'reverse_parking',
  garage_width: 1.71 + 0.6,
  garage_length: 4.47 + 0.7,
  lane_width: 1.5 * 4.47,
} satisfies YardDims;
const hill = { key: 'hill_start', slope_pct: 10, slope_length: 12, road_width: 3.5, stop_line: 8 } satisfies YardDims;

const reference = itemShape(garage, car).path;
const shifted = (path: Pose[], dx: number, dy = 0) => path.map((p) => ({ ...p, x: p.x + dx, y: p.y + dy }));
const rules = (samples: Sample[]) => judgeReverseParking(car, garage, samples, 210).faults.map((f) => f.rule);

describe('倒车入库 judged as the examiner judges', () => {
  it('passes the reference drive: in reverse, fully in, out forwards, clear of every line', () => {
    const verdict = judgeReverseParking(car, garage, followPath(reference, 0.75), 210);
    expect(verdict.faults).toEqual([]);
    expect(verdict).toMatchObject({ passed: true, score: 100 });
  });

  it('fails a drive whose body is 5 cm over the garage line, naming the line', () => {
    // How close the reference drive's body comes to the right-hand line's paint, all the way in and out.
    const right = itemShape(garage, car).lines.find((l) => l.name === '库右边线')?.points as Vec[];
    const clearance =
      Math.min(
        ...followPath(reference, 0.75).map((s) => distanceToSegment(bodyOf(car, s), right[0] as Vec, right[1] as Vec)),
      ) -
      LINE_WIDTH / 2;
    expect(clearance).toBeGreaterThan(0.1);
    const verdict = judgeReverseParking(car, garage, followPath(shifted(reference, clearance + 0.05), 0.75), 210);
    expect(verdict.passed).toBe(false);
    expect(verdict.faults[0]).toMatchObject({ rule: '车身出线', detail: '车身压库右边线' });
    // 4 cm clear still passes: the line is its paint, not somewhere near it.
    expect(rules(followPath(shifted(reference, clearance - 0.04), 0.75))).toEqual([]);
  });

  it('fails a stop of more than 2 s on the way in, and allows one of 2 s', () => {
    const samples = followPath(reference, 0.75);
    const at = samples.findIndex((s) => s.y < 1 && s.speed < 0);
    const stopFor = (ticks: number) =>
      [
        ...samples.slice(0, at),
        ...Array.from({ length: ticks }, () => ({ ...(samples[at] as Sample), speed: 0 })),
        ...samples.slice(at),
      ].map((s, t) => ({ ...s, t }));
    expect(rules(stopFor(2 * TICKS_PER_SECOND))).toEqual([]);
    expect(rules(stopFor(2 * TICKS_PER_SECOND + 2))).toEqual(['中途停车']);
  });

  it('fails driving in forwards, leaving before fully in, and running over the time limit', () => {
    const forwards = followPath(shifted(reference, 0), 0.75).map((s) => ({ ...s, speed: -s.speed }));
    expect(rules(forwards)).toContain('不按规定路线、顺序行驶');
    const slow = followPath(reference, 0.05);
    expect(rules(slow)).toContain('超过规定时间');
    const notIn = followPath(shifted(reference, 0, 1.2), 0.75);
    expect(rules(notIn)).toContain('倒库不入');
  });
});

/** Samples of a car driving straight up the hill's middle, stopping with its bumper `short` metres before the line. */
function hillDrive(short: number, rollBack = 0, waitS = 3): Sample[] {
  const stopX = hill.stop_line - short - car.wheelbase - car.front;
  const path: Pose[] = [];
  for (let x = -6; x < stopX; x += 0.25) path.push({ x, y: 0, heading: 0, z: 0, reverse: false });
  path.push({ x: stopX, y: 0, heading: 0, z: 0, reverse: false });
  const up = followPath(path, 0.75, 0);
  const t0 = up.length;
  const stop = (up[up.length - 1] as Sample).x;
  const wait = Array.from(
    { length: waitS * TICKS_PER_SECOND },
    (_, i): Sample => ({
      ...(up[0] as Sample),
      t: t0 + i,
      x: stop - (rollBack * Math.min(i, 10)) / 10,
      speed: i > 0 && i <= 10 && rollBack > 0 ? -0.2 : 0,
    }),
  );
  const on = followPath(
    [
      { x: stop - rollBack, y: 0, heading: 0, z: 0, reverse: false },
      { x: stop + 6, y: 0, heading: 0, z: 0, reverse: false },
    ],
    0.75,
    0,
  ).map((s, i) => ({ ...s, t: t0 + wait.length + i }));
  return [...up, ...wait, ...on];
}

describe('坡道定点停车和起步 judged by its bands', () => {
  it('20 cm from the line passes, 40 cm costs 10 points, 60 cm fails', () => {
    expect(judgeHillStart(car, hill, hillDrive(0.2))).toMatchObject({ passed: true, score: 100, faults: [] });
    expect(judgeHillStart(car, hill, hillDrive(0.4))).toMatchObject({
      passed: true,
      score: 90,
      faults: [{ rule: '前保险杠距停车线30至50厘米', detail: '前保险杠距停车线40厘米' }],
    });
    expect(judgeHillStart(car, hill, hillDrive(0.6))).toMatchObject({
      passed: false,
      faults: [{ rule: '前保险杠距停车线超过50厘米', detail: '前保险杠距停车线60厘米' }],
    });
    // Past the line counts the same as short of it.
    expect(judgeHillStart(car, hill, hillDrive(-0.4)).score).toBe(90);
  });

  it('fails rolling back more than 30 cm, and not starting within 30 s', () => {
    expect(judgeHillStart(car, hill, hillDrive(0.1, 0.25)).passed).toBe(true);
    expect(judgeHillStart(car, hill, hillDrive(0.1, 0.35)).faults.map((f) => f.rule)).toEqual(['起步后溜超过30厘米']);
    expect(judgeHillStart(car, hill, hillDrive(0.1, 0, 31)).faults.map((f) => f.rule)).toEqual(['停车后30秒内未起步']);
  });

  it('fails a wheel on the edge line, naming the wheel and the line', () => {
    const edge = hillDrive(0.1).map((s) => ({ ...s, y: -(hill.road_width / 2) + car.track / 2 + 0.05 }));
    expect(judgeHillStart(car, hill, edge).faults[0]).toMatchObject({
      rule: '车轮轧道路边线',
      detail: '右前轮压右侧道路边线',
    });
  });
});

describe('the car model', () => {
  const creepUp = (events: InputEvent[], ticks: number) =>
    drive(car, { x: 1, y: 0, heading: 0 }, events, ticks, hillGround(hill));

  it('is deterministic: the same input log gives the same drive to the bit', () => {
    const log: InputEvent[] = [
      { t: 0, gear: 'R', pedal: 'idle' },
      { t: 40, wheel: -100 },
      { t: 200, wheel: 0 },
      { t: 300, pedal: 'brake' },
    ];
    const a = drive(car, { x: 5, y: 3, heading: 0 }, log, 400);
    const b = drive(car, { x: 5, y: 3, heading: 0 }, log, 400);
    expect(a).toEqual(b);
    expect(a.at(-1)?.speed).toBe(0);
  });

  it("turns on the car's own radius at full lock", () => {
    const circle = drive(car, { x: 0, y: 0, heading: 0 }, [{ t: 0, gear: 'D', pedal: 'idle', wheel: 100 }], 60 * 20);
    // Once the wheel is at full lock, the widest span of the circle is its diameter.
    const late = circle.slice(200);
    const span = Math.max(...late.map((a) => Math.max(...late.map((b) => Math.hypot(a.x - b.x, a.y - b.y)))));
    expect(span / 2).toBeCloseTo(car.turning, 2);
  });

  it('rolls back on the hill in neutral and holds on the handbrake', () => {
    const rolled = creepUp([{ t: 0, gear: 'N', pedal: 'idle' }], 40);
    expect((rolled.at(-1) as Sample).x).toBeLessThan(1);
    const held = creepUp([{ t: 0, gear: 'N', pedal: 'idle', handbrake: true }], 40);
    expect((held.at(-1) as Sample).x).toBe(1);
    // Creeping in D still climbs a 10 % slope, slowly.
    const climbs = creepUp([{ t: 0, gear: 'D', pedal: 'idle' }], 200);
    expect((climbs.at(-1) as Sample).x).toBeGreaterThan(1.5);
    expect(bumperOf(car, climbs.at(-1) as Sample)[0]).toBeGreaterThan(car.wheelbase);
  });
});
