import type { LightExpect } from '@xueche/contract';
import { ALL_OFF, EXPECTATIONS, operationsFor, stateOf, viewOf } from '@xueche/light-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import {
  type Attempt,
  FIXED_FIELD,
  lightHelpers,
  RANDOM_FIELD,
  type RunList,
  rightExercise,
  rightLog,
  type SetView,
  STANDARD_FIELD,
} from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof lightHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(lightHelpers)));
afterAll(() => t.close());

const listOf = async (mod: string, field?: number) => {
  const res = await h.list(mod, field);
  expect(res.statusCode, res.body).toBe(200);
  return body<RunList>(res).data;
};
const all = (set: SetView) => [set.opening, ...set.items, set.closing];
const keys = (items: { key: string }[]) => items.map((i) => i.key);

describe('v1/light/list?mod=exam', () => {
  it('runs a fixed-order field as it is: opening, its first instructions in order, closing, lights carried', async () => {
    const field = await h.fieldId(FIXED_FIELD);
    const { set } = await h.setOf(field);
    expect(set).toMatchObject({ order: 'fixed', draw: 6 });
    const exam = await listOf('exam', field);
    expect(exam).toMatchObject({ field_id: field, voice_lib: set.voice_lib, window_ms: 5000, mode: 'exam' });
    expect(exam.items).toEqual(
      [set.opening, ...set.items.slice(0, 6), set.closing].map((i) => ({ ...i, start: null })),
    );
    expect(keys((await listOf('exam', field)).items)).toEqual(keys(exam.items));
  });

  it('draws a random-order field anew each time, between the same opening and closing', async () => {
    for (const name of [RANDOM_FIELD, STANDARD_FIELD]) {
      const field = await h.fieldId(name);
      const { set } = await h.setOf(field);
      expect(set.order).toBe('random');
      const draws = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const exam = await listOf('exam', field);
        expect(exam.items).toHaveLength(set.draw + 2);
        expect(exam.items[0]).toEqual({ ...set.opening, start: null });
        expect(exam.items.at(-1)).toEqual({ ...set.closing, start: null });
        const middle = exam.items.slice(1, -1);
        expect(new Set(keys(middle)).size).toBe(set.draw);
        for (const { start, ...instruction } of middle) {
          expect(set.items).toContainEqual(instruction);
          expect(start).toBeNull();
        }
        draws.add(keys(middle).join());
      }
      // 12 identical draws of 5 from 8 or 10, at random: about one chance in 10^40.
      expect(draws.size, name).toBeGreaterThan(1);
    }
  });

  it('is the standard set without a field, and passes when done as asked', async () => {
    const exam = await listOf('exam');
    const { set } = await h.setOf(undefined);
    expect(exam).toMatchObject({ field_id: null, voice_lib: set.voice_lib, mode: 'exam' });
    expect(exam.items[0]?.key).toBe(set.opening.key);

    const student = await person(t);
    const field = await h.fieldId(RANDOM_FIELD);
    const drawn = await listOf('exam', field);
    const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: rightLog(drawn.items) });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Attempt>(res).data).toMatchObject({ mode: 'exam', passed: true });
  });
});

describe('v1/light/list exercises', () => {
  it('random: ten single instructions of the set (fewer when it has fewer), each from lights that ask for action', async () => {
    for (const [name, expected] of [
      [STANDARD_FIELD, 10],
      [FIXED_FIELD, 7],
      [RANDOM_FIELD, 8],
    ] as const) {
      const field = await h.fieldId(name);
      const { set } = await h.setOf(field);
      const list = await listOf('random', field);
      expect(list).toMatchObject({ field_id: field, voice_lib: set.voice_lib, mode: 'exercise' });
      expect(list.items).toHaveLength(expected);
      expect(new Set(keys(list.items)).size).toBe(expected);
      for (const item of list.items) {
        const { start, ...instruction } = item;
        expect(set.items).toContainEqual(instruction);
        expect(start, item.key).not.toBeNull();
        expect(operationsFor(stateOf(start as never), EXPECTATIONS[item.expect]).length, item.key).toBeGreaterThan(0);
      }
    }
  });

  it('one kind: every instruction of it, opening and closing included, from a situation to act on', async () => {
    const off = viewOf(ALL_OFF);
    const low = viewOf({ ...ALL_OFF, headlight: 'low' });
    const high = viewOf({ ...ALL_OFF, headlight: 'low', high: true });
    for (const name of [FIXED_FIELD, RANDOM_FIELD, STANDARD_FIELD]) {
      const field = await h.fieldId(name);
      const { set } = await h.setOf(field);
      const kinds = [...new Set(all(set).map((i) => i.expect))];
      for (const kind of kinds) {
        const list = await listOf(kind, field);
        expect(list.mode).toBe('exercise');
        const expected = all(set).filter((i) => i.expect === kind);
        expect(keys(list.items).sort(), `${name} ${kind}`).toEqual(keys(expected).sort());
        for (const item of list.items) {
          const { start, ...instruction } = item;
          expect(expected).toContainEqual(instruction);
          // Dipping from high beam; the opening switches on from dark; switching off from low with hazards;
          // everything else from low beam.
          const situation: Partial<Record<LightExpect, object>> = {
            low: item.key === set.opening.key ? off : high,
            high: low,
            allOff: { ...low, hazard: true },
          };
          expect(start, `${name} ${item.key}`).toEqual(situation[kind] ?? low);
        }
      }
    }
  });

  it('done right from the lights it gives passes, each answer naming the operation', async () => {
    const student = await person(t);
    const field = await h.fieldId(FIXED_FIELD);
    for (const mod of ['random', 'low', 'overtakeThenRight', 'fog', 'allOff']) {
      const list = await listOf(mod, field);
      const items = rightExercise(list.items);
      const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exercise', items });
      expect(res.statusCode, res.body).toBe(200);
      const result = body<Attempt>(res).data;
      expect(result, mod).toMatchObject({ mode: 'exercise', passed: true });
      expect(result.items.map((i) => i.operation)).toEqual(items.map((i) => i.actions.map((a) => a.control)));
      expect(result.items.every((i) => i.operation.length > 0)).toBe(true);
    }
  });

  it("refuses a kind the field's set has none of, an unknown kind or an unknown field, naming it", async () => {
    const standard = await h.fieldId(STANDARD_FIELD);
    const cases: [string, number | undefined, string][] = [
      // The standard set has no fog and no low-beam breakdown.
      ['fog', standard, 'mod'],
      ['lowHazards', undefined, 'mod'],
      ['sunroof', standard, 'mod'],
      ['', standard, 'mod'],
      ['exam', 987654, 'field_id'],
      ['random', 0, 'field_id'],
    ];
    for (const [mod, field, name] of cases) {
      const res = await h.list(mod, field);
      expect(res.statusCode, `${mod} ${field}`).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors), `${mod} ${field}`).toEqual([name]);
    }
    const res = await h.list('fog', standard);
    expect(body(res).msg).toBe('该考场的灯光指令中没有这一类');
  });
});
