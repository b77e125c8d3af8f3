import { coachedHillStart, drive, hillGround, itemShape, judgeHillStart, layoutCar } from '@xueche/yard-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteYardRuns } from '../../db/schema';
import type { YardItemDoc } from '../../db/schema/site-docs';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { siteContentOf } from './site-field';
import { OPS_TOKEN, type SiteHelpers, siteHelpers } from './test-helpers';

let t: TestApp;
let h: SiteHelpers;
beforeAll(async () => ({ t, h } = await startTestAppWith(siteHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

interface Run {
  id: number;
  item: string;
  passed: boolean;
  score: number;
  faults: { rule: string; detail: string }[];
  best_score: number;
}

/** The coach's hill start on the field's own hill, braking `short` metres before the stop line. */
function hillLog(item: YardItemDoc, car: ReturnType<typeof layoutCar>, short: number) {
  if (item.dims.key !== 'hill_start') throw new Error('not the hill');
  return coachedHillStart(car, item.dims, short);
}

describe('a drive through a yard item, judged by the server', () => {
  it('keeps the verdict its own replay gives, the same as the phone computes from the same log', async () => {
    const bj = await h.demoField('beijing');
    const student = await h.student(bj.id);
    const content = await siteContentOf(t.database.db, bj.id);
    const hill = content.items.find((i) => i.key === 'hill_start') as YardItemDoc;
    const car = layoutCar(content.yard);

    const good = hillLog(hill, car, 0.1);
    const run = await student.post('/api/v2/k2/yard-run', { field_id: bj.id, item: 'hill_start', ...good });
    expect(run.statusCode).toBe(200);
    const served = body<Run>(run).data;
    // What the phone shows: the same package, the same log.
    const dims = hill.dims as Extract<YardItemDoc['dims'], { key: 'hill_start' }>;
    const start = itemShape(dims, car).path[0] as { x: number; y: number; heading: number };
    const local = judgeHillStart(car, dims, drive(car, start, good.events, good.ticks, hillGround(dims)));
    expect(served).toMatchObject({
      item: 'hill_start',
      passed: local.passed,
      score: local.score,
      best_score: local.score,
    });
    expect(served.faults).toEqual(local.faults);
    expect(served).toMatchObject({ passed: true, score: 100, faults: [] });

    // Braking late: the bumper ends some 40 cm past the line, 10 points off; the best stays 100.
    const late = await student.post('/api/v2/k2/yard-run', {
      field_id: bj.id,
      item: 'hill_start',
      ...hillLog(hill, car, -0.45),
    });
    expect(body<Run>(late).data).toMatchObject({ passed: true, score: 90, best_score: 100 });
    expect(body<Run>(late).data.faults[0]?.rule).toBe('前保险杠距停车线30至50厘米');
  });

  it('takes nothing the phone concluded: a forged verdict changes nothing', async () => {
    const bj = await h.demoField('beijing');
    const student = await h.student(bj.id);
    // Reversing straight down the lane never reaches the garage.
    const forged = await student.post('/api/v2/k2/yard-run', {
      field_id: bj.id,
      item: 'reverse_parking',
      events: [
        { t: 0, gear: 'R', pedal: 'idle' },
        { t: 100, pedal: 'brake' },
      ],
      ticks: 200,
      passed: true,
      score: 100,
      faults: [],
    });
    expect(forged.statusCode).toBe(200);
    expect(body<Run>(forged).data).toMatchObject({ passed: false, score: 0, best_score: 0 });
    const [row] = await t.database.db
      .select()
      .from(siteYardRuns)
      .where(eq(siteYardRuns.id, body<Run>(forged).data.id));
    expect(row).toMatchObject({ passed: false, score: 0 });
  });

  it('refuses a log it cannot replay, with the field named, and stores nothing', async () => {
    const bj = await h.demoField('beijing');
    const student = await h.student(bj.id);
    const before = (await t.database.db.select().from(siteYardRuns)).length;
    for (const bad of [
      { field_id: bj.id, item: 'hill_start', events: [{ t: 0, wheel: 250 }], ticks: 10 },
      { field_id: bj.id, item: 'drifting', events: [], ticks: 10 },
      { field_id: bj.id, item: 'hill_start', events: [], ticks: 10_000_000 },
    ]) {
      const refused = await student.post('/api/v2/k2/yard-run', bad);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(refused).data.errors).length).toBeGreaterThan(0);
    }
    const noYard = await student.post('/api/v2/k2/yard-run', {
      field_id: await h.fieldWithoutYard(),
      item: 'hill_start',
      events: [],
      ticks: 10,
    });
    expect(noYard.statusCode).toBe(404);
    expect((await t.database.db.select().from(siteYardRuns)).length).toBe(before);
    // Signed out: no drive is kept.
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v2/k2/yard-run', payload: { field_id: bj.id } });
    expect(anonymous.statusCode).toBe(401);
  });
});
