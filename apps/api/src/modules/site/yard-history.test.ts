import type { YardHistory } from '@xueche/contract';
import { coachedHillStart, layoutCar } from '@xueche/yard-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YardItemDoc } from '../../db/schema/site-docs';
import type { Person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { siteContentOf } from './site-field';
import { OPS_TOKEN, type SiteHelpers, siteHelpers } from './test-helpers';

let t: TestApp;
let h: SiteHelpers;
beforeAll(async () => ({ t, h } = await startTestAppWith(siteHelpers, { OPS_TOKEN })));
afterAll(() => t.close());

/** The coach's hill start on the field's own hill, braking `short` metres before the stop line. */
function hillLog(item: YardItemDoc, car: ReturnType<typeof layoutCar>, short: number) {
  if (item.dims.key !== 'hill_start') throw new Error('not the hill');
  return coachedHillStart(car, item.dims, short);
}

/** Reversing straight down the lane: it never reaches the garage, a fail. */
const straightBack = {
  events: [
    { t: 0, gear: 'R', pedal: 'idle' },
    { t: 100, pedal: 'brake' },
  ],
  ticks: 200,
};

async function drove(who: Person, fieldId: number, item: string, log: object) {
  const res = await who.post('/api/v2/k2/yard-run', { field_id: fieldId, item, ...log });
  expect(res.statusCode).toBe(200);
  return body<{ id: number; passed: boolean; score: number }>(res).data;
}

async function history(who: Person, fieldId?: number) {
  const res = await who.get(`/api/v2/k2/yard-runs${fieldId ? `?field_id=${fieldId}` : ''}`);
  expect(res.statusCode).toBe(200);
  return body<YardHistory>(res).data;
}

const itemOf = (hist: YardHistory, key: string) => hist.items.find((i) => i.key === key);

describe("a student's drives in the yard and their weak items", () => {
  it('counts runs and passes per item in exam order, keeps the best, and flags what keeps failing', async () => {
    const bj = await h.demoField('beijing');
    const student = await h.student(bj.id);
    const content = await siteContentOf(t.database.db, bj.id);
    const hill = content.items.find((i) => i.key === 'hill_start') as YardItemDoc;
    const car = layoutCar(content.yard);

    // Nothing driven yet: every item of the yard, in its exam order, nothing weak.
    const empty = await history(student);
    expect(empty).toMatchObject({ field_id: bj.id, field_name: bj.name, recent: [] });
    expect(empty.items.map((i) => [i.key, i.name, i.order])).toEqual(
      content.items.map((i) => [i.key, i.name, i.order]),
    );
    expect(empty.items.map((i) => i.key)).toEqual([
      'reverse_parking',
      'hill_start',
      'parallel_parking',
      'curve',
      'right_angle_turn',
    ]);
    for (const item of empty.items) {
      expect(item).toMatchObject({ runs: 0, passes: 0, best_score: null, last: null, weak: false });
    }

    // The hill: a clean drive, then one 10 points off. Passed both: not weak, the best is 100.
    await drove(student, bj.id, 'hill_start', hillLog(hill, car, 0.1));
    await drove(student, bj.id, 'hill_start', hillLog(hill, car, -0.45));
    let hist = await history(student);
    expect(itemOf(hist, 'hill_start')).toMatchObject({
      runs: 2,
      passes: 2,
      best_score: 100,
      weak: false,
      last: { passed: true, score: 90, fault: { rule: '前保险杠距停车线30至50厘米' } },
    });

    // Stopping 80 cm short fails it. One fail among the last three (2 of 3 passed) is not weak yet…
    const short = await drove(student, bj.id, 'hill_start', hillLog(hill, car, 0.8));
    expect(short).toMatchObject({ passed: false, score: 0 });
    hist = await history(student);
    expect(itemOf(hist, 'hill_start')).toMatchObject({ runs: 3, passes: 2, best_score: 100, weak: false });
    expect(itemOf(hist, 'hill_start')?.last).toMatchObject({
      passed: false,
      score: 0,
      fault: { rule: '前保险杠距停车线超过50厘米' },
    });

    // …two are: only 1 of the last 3 passed, whatever the best ever was.
    await drove(student, bj.id, 'hill_start', hillLog(hill, car, 0.8));
    hist = await history(student);
    expect(itemOf(hist, 'hill_start')).toMatchObject({ runs: 4, passes: 2, best_score: 100, weak: true });

    // The garage, driven once and failed: never passed, so weak, its best 0 and the fail named.
    await drove(student, bj.id, 'reverse_parking', straightBack);
    hist = await history(student);
    const garage = itemOf(hist, 'reverse_parking');
    expect(garage).toMatchObject({ runs: 1, passes: 0, best_score: 0, weak: true, last: { passed: false, score: 0 } });
    expect(garage?.last?.fault?.detail).toBeTruthy();
    // The items never driven stay as they were.
    for (const key of ['parallel_parking', 'curve', 'right_angle_turn']) {
      expect(itemOf(hist, key)).toMatchObject({ runs: 0, best_score: null, last: null, weak: false });
    }

    // The latest drives, newest first, with their faults and when.
    expect(hist.recent.map((r) => [r.item, r.passed, r.score])).toEqual([
      ['reverse_parking', false, 0],
      ['hill_start', false, 0],
      ['hill_start', false, 0],
      ['hill_start', true, 90],
      ['hill_start', true, 100],
    ]);
    expect(hist.recent[3]?.faults.map((f) => f.rule)).toEqual(['前保险杠距停车线30至50厘米']);
    expect(Number.isNaN(Date.parse(hist.recent[0]?.created_at ?? ''))).toBe(false);
    expect(hist.items.find((i) => i.key === 'hill_start')?.last?.created_at).toBe(hist.recent[1]?.created_at);

    // Passing the hill twice more: 2 of the last 3 passed, no longer weak.
    await drove(student, bj.id, 'hill_start', hillLog(hill, car, 0.1));
    await drove(student, bj.id, 'hill_start', hillLog(hill, car, 0.1));
    expect(itemOf(await history(student), 'hill_start')).toMatchObject({ runs: 6, passes: 4, weak: false });
  });

  it('lists the last 10 drives only, and only the student’s own at the field asked for', async () => {
    const bj = await h.demoField('beijing');
    const gz = await h.demoField('guangzhou');
    const student = await h.student(bj.id);
    const other = await h.student(bj.id);
    for (let i = 0; i < 12; i++) await drove(student, bj.id, 'reverse_parking', straightBack);
    const others = await drove(other, bj.id, 'reverse_parking', straightBack);

    const mine = await history(student, bj.id);
    expect(itemOf(mine, 'reverse_parking')).toMatchObject({ runs: 12, passes: 0 });
    expect(mine.recent).toHaveLength(10);
    expect(mine.recent.map((r) => r.id)).not.toContain(others.id);
    const ids = mine.recent.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    // The other student sees their one drive, not the first one's twelve.
    const theirs = await history(other);
    expect(itemOf(theirs, 'reverse_parking')).toMatchObject({ runs: 1 });
    expect(theirs.recent.map((r) => r.id)).toEqual([others.id]);

    // Another field: its own yard in its own order, nothing driven there.
    const there = await history(student, gz.id);
    expect(there).toMatchObject({ field_id: gz.id, recent: [] });
    expect(there.items[0]).toMatchObject({ key: 'hill_start', order: 1, runs: 0 });
  });

  it('needs a sign-in, a field and a yard', async () => {
    const anonymous = await t.app.inject({ url: '/api/v2/k2/yard-runs' });
    expect(anonymous.statusCode).toBe(401);

    // No field chosen and none asked for: a 400 naming field_id.
    const fieldless = await h.student();
    const noField = await fieldless.get('/api/v2/k2/yard-runs');
    expect(noField.statusCode).toBe(400);
    expect(Object.keys(body<{ errors: Record<string, string> }>(noField).data.errors)).toEqual(['field_id']);

    const noYard = await fieldless.get(`/api/v2/k2/yard-runs?field_id=${await h.fieldWithoutYard()}`);
    expect(noYard.statusCode).toBe(404);
  });
});
