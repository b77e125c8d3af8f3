import { ALL_OFF, EXPECTATIONS, judge, type LightState, operationsFor } from '@xueche/light-rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examFields, lightAttempts } from '../../db/schema';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Instruction = { key: string; text: string; expect: keyof typeof EXPECTATIONS };
type SetView = {
  field_id: number;
  own: boolean;
  voice_lib: string;
  window_ms: number;
  draw: number;
  opening: Instruction;
  items: Instruction[];
  closing: Instruction;
};
type Attempt = {
  id: number;
  passed: boolean;
  failed_at: number | null;
  items: { key: string; passed: boolean; fault: string | null; reaction_ms: number | null }[];
};

const fieldId = async (name: string) => {
  const [row] = await t.database.db.select({ id: examFields.id }).from(examFields).where(eq(examFields.name, name));
  if (!row) throw new Error(`no field ${name}`);
  return row.id;
};
const setOf = async (id: number) =>
  body<{ status: number; set: SetView }>(await t.app.inject({ url: `/api/v1/light/answer?field_id=${id}` })).data;
const attempts = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lightAttempts))[0]?.n ?? 0;

/** The log of a candidate who does what each instruction asks, 400 ms apart after its voice. */
function rightLog(instructions: Instruction[]) {
  let state: LightState = ALL_OFF;
  return instructions.map((item) => {
    const actions = operationsFor(state, EXPECTATIONS[item.expect]).map((control, i) => ({
      t: 450 + i * 400,
      control,
    }));
    state = judge(state, EXPECTATIONS[item.expect], actions).state;
    return { key: item.key, actions };
  });
}
const exam = (set: SetView) => [set.opening, ...set.items.slice(0, set.draw), set.closing];

describe("a field's lighting set", () => {
  it('is its own where the field has one, the standard one elsewhere, and asks no sign-in', async () => {
    const beijing = await setOf(await fieldId('朝阳东坝考场'));
    const guangzhou = await setOf(await fieldId('白云嘉禾考场'));
    expect(beijing.status).toBe(1);
    expect(beijing.set).toMatchObject({ own: true, window_ms: 5000, draw: 5 });
    expect(guangzhou.set).toMatchObject({ own: true, draw: 6 });
    expect(guangzhou.set.opening.text).not.toBe(beijing.set.opening.text);
    expect(guangzhou.set.items.map((i) => i.key)).toContain('fog');
    expect(beijing.set.voice_lib).not.toBe(guangzhou.set.voice_lib);

    const other = await setOf(await fieldId('海淀上庄考场'));
    expect(other.set).toMatchObject({ own: false, opening: beijing.set.opening, items: beijing.set.items });
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
    const field = await fieldId('白云嘉禾考场');
    const { set } = await setOf(field);
    const before = await attempts();
    const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: rightLog(exam(set)) });
    expect(res.statusCode, res.body).toBe(200);
    const result = body<Attempt>(res).data;
    expect(result).toMatchObject({ passed: true, failed_at: null });
    expect(result.items).toHaveLength(set.draw + 2);
    expect(result.items.map((i) => i.passed)).toEqual(Array(set.draw + 2).fill(true));
    expect(result.items[0]?.reaction_ms).toBe(450);
    const [stored] = await t.database.db.select().from(lightAttempts).where(eq(lightAttempts.id, result.id));
    expect(stored).toMatchObject({ userId: student.id, fieldId: field, mode: 'exam', passed: true });
    expect(await attempts()).toBe(before + 1);
  });

  it('acted on before the voice ended fails, whatever verdict the phone sends along', async () => {
    const student = await person(t);
    const field = await fieldId('朝阳东坝考场');
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

  it("is judged against its own field's set: an instruction of another field is refused", async () => {
    const student = await person(t);
    const beijing = await fieldId('朝阳东坝考场');
    const fog = (await setOf(await fieldId('白云嘉禾考场'))).set.items.find((i) => i.key === 'fog') as Instruction;
    const before = await attempts();
    const res = await student.post('/api/v1/light/up', { field_id: beijing, mode: 'exercise', items: rightLog([fog]) });
    expect(res.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(res).data.errors).toHaveProperty(['items.0.key']);
    expect(await attempts()).toBe(before);
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const student = await person(t);
    const field = await fieldId('朝阳东坝考场');
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
      [{ field_id: field, mode: 'practice', items: good }, 'mode'],
    ];
    for (const [payload, name] of cases) {
      const res = await student.post('/api/v1/light/up', payload);
      expect(res.statusCode, name).toBe(400);
      expect(Object.keys(body<{ errors: Record<string, string> }>(res).data.errors), name).toContain(name);
    }
    expect(await attempts()).toBe(before);
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
  type Miss = { key: string; misses: number; last_fault: string; operation: string; text: string };
  it('lists the instructions missed, most missed first, with the right operation, and sums up the hub', async () => {
    const student = await person(t);
    const field = await fieldId('白云嘉禾考场');
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
    await up('exercise', [{ key: 'meeting', actions: [] }]);

    const errs = body<{ total: number; list: Miss[] }>(await student.get('/api/v1/light/errs?num=10')).data;
    expect(errs.total).toBe(2);
    expect(errs.list.map((m) => [m.key, m.misses])).toEqual([
      ['fog', 2],
      ['meeting', 1],
    ]);
    expect(errs.list[0]).toMatchObject({ text: fog.text, last_fault: 'wrong_state' });
    expect(errs.list[0]?.operation).toContain('雾灯');
    expect(errs.list[1]).toMatchObject({ text: meeting.text, last_fault: 'timeout' });

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
