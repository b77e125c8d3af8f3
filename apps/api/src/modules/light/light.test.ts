import { ALL_OFF, viewOf } from '@xueche/light-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightAttempts } from '../../db/schema';
import { person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import {
  type Attempt,
  examOf as exam,
  FIXED_FIELD,
  type Instruction,
  lightHelpers,
  RANDOM_FIELD,
  rightLog,
  STANDARD_FIELD,
} from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof lightHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(lightHelpers)));
afterAll(() => t.close());

const fieldId = (name: string) => h.fieldId(name);
const setOf = (id: number | undefined) => h.setOf(id);
const attempts = () => h.attempts();

describe("a field's lighting set", () => {
  it('is its own where the field has one, the standard one elsewhere, and asks no sign-in', async () => {
    const beijing = await setOf(await fieldId(STANDARD_FIELD));
    const guangzhou = await setOf(await fieldId(FIXED_FIELD));
    expect(beijing.status).toBe(1);
    expect(beijing.set).toMatchObject({ own: true, window_ms: 5000, draw: 5 });
    expect(guangzhou.set).toMatchObject({ own: true, draw: 6 });
    expect(guangzhou.set.opening.text).not.toBe(beijing.set.opening.text);
    expect(guangzhou.set.items.map((i) => i.key)).toContain('fog');
    expect(beijing.set.voice_lib).not.toBe(guangzhou.set.voice_lib);

    const other = await setOf(await fieldId('海淀上庄考场'));
    expect(other.set).toMatchObject({ own: false, opening: beijing.set.opening, items: beijing.set.items });
    // Asked for without a field: the standard set, the same version wherever it stands in.
    const standard = await setOf(undefined);
    expect(standard.status).toBe(1);
    expect(standard.set).toMatchObject({ field_id: null, own: false, opening: beijing.set.opening });
    expect(standard.set.voice_lib).toBe(other.set.voice_lib);
    expect(beijing.set.voice_lib).toBe(other.set.voice_lib);

    // Every instruction is spoken: its voice and how long the voice speaks.
    for (const { set } of [beijing, guangzhou, standard]) {
      for (const item of [set.opening, ...set.items, set.closing]) {
        expect(item.audio, item.key).toMatch(/^\/api\/files\/voice\/[a-z0-9.-]+-[0-9a-f]{24}\.mp3$/);
        expect(item.voice_ms, item.key).toBeGreaterThan(500);
      }
    }
    // The same words are the same voice whichever field reads them; other words, another voice.
    const random = await setOf(await fieldId(RANDOM_FIELD));
    expect(random.set.opening).toEqual(beijing.set.opening);
    expect(guangzhou.set.opening.audio).not.toBe(beijing.set.opening.audio);
  });

  it('answers an unknown field with a 400 naming it', async () => {
    const res = await t.app.inject({ url: '/api/v1/light/answer?field_id=987654' });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty('field_id');
  });
});

describe('an attempt', () => {
  it('done right passes, judged by the server instruction by instruction, and is stored', async () => {
    const student = await person(t);
    const field = await fieldId(FIXED_FIELD);
    const { set } = await setOf(field);
    const before = await attempts();
    const log = rightLog(exam(set));
    const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: log });
    expect(res.statusCode, res.body).toBe(200);
    const result = body<Attempt>(res).data;
    expect(result).toMatchObject({ mode: 'exam', passed: true, failed_at: null });
    expect(result.items).toHaveLength(set.draw + 2);
    expect(result.items.map((i) => i.passed)).toEqual(Array(set.draw + 2).fill(true));
    expect(result.items[0]?.reaction_ms).toBe(450);
    // Each answer names what was right from the lights it began with (carried over from the one before).
    expect(result.items[0]?.operation).toEqual(['headlight:low']);
    expect(result.items.map((i) => i.operation)).toEqual(log.map((entry) => entry.actions.map((a) => a.control)));
    expect(result.items.at(-1)?.operation).toContain('headlight:off');
    // ...and the lights it began with, where its explanation starts: dark for the opening, then low beam.
    expect(result.items[0]?.start).toEqual(viewOf(ALL_OFF));
    expect(result.items[1]?.start).toEqual(viewOf({ ...ALL_OFF, headlight: 'low' }));
    const [stored] = await t.database.db.select().from(lightAttempts).where(eq(lightAttempts.id, result.id));
    expect(stored).toMatchObject({ userId: student.id, fieldId: field, mode: 'exam', passed: true });
    expect(stored?.items.map((i) => i.start)).toEqual(result.items.map((i) => i.start));
    expect(await attempts()).toBe(before + 1);
  });

  it('acted on before the voice ended fails, whatever verdict the phone sends along', async () => {
    const student = await person(t);
    const field = await fieldId(STANDARD_FIELD);
    const { set } = await setOf(field);
    const log = rightLog(exam(set));
    // The second instruction answered while it was still being read.
    const early = log.map((entry, i) =>
      i === 1 ? { ...entry, actions: [{ t: -300, control: 'high' }, ...entry.actions] } : entry,
    );
    const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: early, passed: true });
    const result = body<Attempt>(res).data;
    expect(result).toMatchObject({ passed: false, failed_at: 1 });
    expect(result.items[1]).toMatchObject({ passed: false, fault: 'early' });
    const [stored] = await t.database.db.select().from(lightAttempts).where(eq(lightAttempts.id, result.id));
    expect(stored?.passed).toBe(false);
  });

  it('in an exercise starts each item from the lights it names, all off when it names none', async () => {
    const student = await person(t);
    const field = await fieldId(STANDARD_FIELD);
    const up = async (items: object[]) => {
      const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exercise', items });
      expect(res.statusCode, res.body).toBe(200);
      return body<Attempt>(res).data;
    };
    const highBeam = viewOf({ ...ALL_OFF, headlight: 'low', high: true });
    // Meeting a car from high beam: pushing the high beam off is all it takes.
    const dipped = await up([{ key: 'meeting', start: highBeam, actions: [{ t: 600, control: 'high' }] }]);
    expect(dipped).toMatchObject({ mode: 'exercise', passed: true });
    expect(dipped.items[0]).toMatchObject({ passed: true, reaction_ms: 600, operation: ['high'] });
    // The same hands from the dark do nothing: the lights are still off.
    const dark = await up([{ key: 'meeting', actions: [{ t: 600, control: 'high' }] }]);
    expect(dark.items[0]).toMatchObject({ passed: false, fault: 'wrong_state', operation: ['headlight:low'] });
    // Nothing carries over between exercise items: low beam switched on for the opening is not on for
    // the next one, which starts all off again.
    const two = await up([
      { key: 'opening', actions: [{ t: 500, control: 'headlight:low' }] },
      { key: 'meeting', actions: [] },
    ]);
    expect(two.items.map((i) => [i.passed, i.fault, i.operation])).toEqual([
      [true, null, ['headlight:low']],
      [false, 'timeout', ['headlight:low']],
    ]);
    const [stored] = await t.database.db.select().from(lightAttempts).where(eq(lightAttempts.id, dipped.id));
    expect(stored?.items[0]?.start).toEqual(highBeam);
  });

  it('refuses a start in an exam, or lights no car can show, naming the item, and stores nothing', async () => {
    const student = await person(t);
    const field = await fieldId(STANDARD_FIELD);
    const { set } = await setOf(field);
    const log = rightLog(exam(set));
    const before = await attempts();
    const withStart = log.map((entry, i) => (i === 2 ? { ...entry, start: viewOf(ALL_OFF) } : entry));
    const exam400 = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: withStart });
    expect(exam400.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(exam400).data.errors).toHaveProperty(['items.2.start']);
    const impossible = { ...viewOf(ALL_OFF), high: true };
    const exercise400 = await student.post('/api/v1/light/up', {
      field_id: field,
      mode: 'exercise',
      items: [{ key: 'meeting', start: impossible, actions: [{ t: 500, control: 'headlight:low' }] }],
    });
    expect(exercise400.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(exercise400).data.errors).toHaveProperty(['items.0.start.high']);
    const badView = await student.post('/api/v1/light/up', {
      field_id: field,
      mode: 'exercise',
      items: [{ key: 'meeting', start: { ...viewOf(ALL_OFF), headlight: 'dim' }, actions: [] }],
    });
    expect(badView.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(badView).data.errors).toHaveProperty(['items.0.start.headlight']);
    expect(await attempts()).toBe(before);
  });

  it("is judged against its own field's set: an instruction of another field is refused", async () => {
    const student = await person(t);
    const beijing = await fieldId(STANDARD_FIELD);
    const fog = (await setOf(await fieldId(FIXED_FIELD))).set.items.find((i) => i.key === 'fog') as Instruction;
    const before = await attempts();
    const res = await student.post('/api/v1/light/up', { field_id: beijing, mode: 'exercise', items: rightLog([fog]) });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty(['items.0.key']);
    expect(await attempts()).toBe(before);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const student = await person(t);
    const field = await fieldId(STANDARD_FIELD);
    const { set } = await setOf(field);
    const good = rightLog(exam(set));
    const before = await attempts();
    const cases: [object, string][] = [
      [{ field_id: 987654, mode: 'exam', items: good }, 'field_id'],
      [
        { field_id: field, mode: 'exam', items: [{ key: 'opening', actions: [{ t: 'soon', control: 'high' }] }] },
        'items.0.actions.0.t',
      ],
      [
        { field_id: field, mode: 'exam', items: [{ key: 'opening', actions: [{ t: 100, control: 'sunroof' }] }] },
        'items.0.actions.0.control',
      ],
      // Longer than one of this field's exams.
      [{ field_id: field, mode: 'exam', items: rightLog([set.opening, ...set.items, set.closing]) }, 'items'],
      // Not opening first.
      [{ field_id: field, mode: 'exam', items: good.slice(1) }, 'items'],
      // Stopped before the closing without a failure to stop at.
      [{ field_id: field, mode: 'exam', items: good.slice(0, 3) }, 'items'],
      [{ field_id: field, mode: 'practice', items: good }, 'mode'],
    ];
    for (const [payload, name] of cases) {
      const res = await student.post('/api/v1/light/up', payload);
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors), name).toContain(name);
    }
    expect(await attempts()).toBe(before);
  });

  it('keeps an exam the student ended at its first failure, as the real one stops there', async () => {
    const student = await person(t);
    const field = await fieldId(STANDARD_FIELD);
    const { set } = await setOf(field);
    const log = rightLog(exam(set)).slice(0, 3);
    // The third instruction: the lights were touched while it was still being read.
    log[2] = { key: log[2]?.key as string, actions: [{ t: -800, control: 'high' }] };
    const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: log });
    expect(res.statusCode, res.body).toBe(200);
    const attempt = body<Attempt>(res).data;
    expect(attempt).toMatchObject({ passed: false, failed_at: 2 });
    expect(attempt.items.map((i) => i.fault)).toEqual([null, null, 'early']);
  });

  it('needs a signed-in student', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/light/up',
      payload: { field_id: 1, mode: 'exam', items: [] },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("a student's lighting history", () => {
  type Miss = { key: string; misses: number; last_fault: string; operation: string; text: string; start: object };
  it('lists the instructions missed, most missed first, explained from their lights, and sums up the hub', async () => {
    const student = await person(t);
    const field = await fieldId(FIXED_FIELD);
    const { set } = await setOf(field);
    const up = async (mode: string, items: object[]) => {
      const res = await student.post('/api/v1/light/up', { field_id: field, mode, items });
      expect(res.statusCode, res.body).toBe(200);
      return body<Attempt>(res).data;
    };
    const fog = set.items.find((i) => i.key === 'fog') as Instruction;
    const meeting = set.items.find((i) => i.key === 'meeting') as Instruction;
    // A passed exam; then fog missed twice (nothing done) and meeting once, in exercises.
    await up('exam', rightLog(exam(set)));
    await up('exercise', [{ key: 'fog', actions: [] }]);
    await up('exercise', [{ key: 'fog', actions: [{ t: 600, control: 'hazard' }] }]);
    const highBeam = viewOf({ ...ALL_OFF, headlight: 'low', high: true });
    await up('exercise', [{ key: 'meeting', start: highBeam, actions: [] }]);

    const errs = body<{ total: number; list: Miss[] }>(await student.get('/api/v1/light/errs?num=10')).data;
    expect(errs.total).toBe(2);
    expect(errs.list.map((m) => [m.key, m.misses])).toEqual([
      ['fog', 2],
      ['meeting', 1],
    ]);
    expect(errs.list[0]).toMatchObject({ text: fog.text, last_fault: 'wrong_state' });
    // Each explained from the lights its latest miss began with: what the examiner checks, then the moves.
    expect(errs.list[0]?.start).toEqual(viewOf(ALL_OFF));
    expect(errs.list[0]?.operation).toBe(
      '考官检查：近光 + 危险报警闪光灯 + 前雾灯 + 后雾灯，其余灯光关闭。做法：前照灯关闭 → 近光：灯光开关转到近光挡；' +
        '危险报警闪光灯 关 → 开：按下危险报警开关（红色三角）；前雾灯 关 → 开：打开前雾灯开关；后雾灯 关 → 开：打开后雾灯开关',
    );
    expect(errs.list[1]).toMatchObject({ text: meeting.text, last_fault: 'timeout', start: highBeam });
    expect(errs.list[1]?.operation).toBe('考官检查：近光，其余灯光关闭。做法：远光 → 近光：把拨杆拉回');
    const english = await t.app.inject({
      url: `/api/v1/light/errs?num=10&access-token=${student.token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(body<{ list: Miss[] }>(english).data.list[1]?.operation).toBe(
      'The examiner checks: low beam, everything else off. How: high beam → low beam: pull the lever back',
    );

    type Hub = {
      exams: number;
      exams_passed: number;
      best_score: number;
      exercises: number;
      recent: { mode: string; passed: boolean; score: number }[];
      most_missed: Miss[];
    };
    const hub = body<Hub>(await student.get('/api/v1/light/index')).data;
    expect(hub).toMatchObject({ exams: 1, exams_passed: 1, best_score: 100, exercises: 3 });
    expect(hub.recent.map((r) => [r.mode, r.passed, r.score])).toEqual([
      ['exercise', false, 0],
      ['exercise', false, 0],
      ['exercise', false, 0],
      ['exam', true, 100],
    ]);
    expect(hub.most_missed.map((m) => m.key)).toEqual(['fog', 'meeting']);
  });

  it("is each student's own", async () => {
    const other = await person(t);
    expect(body<{ total: number }>(await other.get('/api/v1/light/errs')).data.total).toBe(0);
    expect(body<{ exams: number; best_score: null }>(await other.get('/api/v1/light/index')).data).toMatchObject({
      exams: 0,
      best_score: null,
    });
  });
});
