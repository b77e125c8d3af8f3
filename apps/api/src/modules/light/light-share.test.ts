import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightAttempts, users } from '../../db/schema';
import { type Person, person } from '../../test/person';
import { body, startTestAppWith, type TestApp } from '../../test/test-app';
import { type Attempt, examOf, FIXED_FIELD, lightHelpers, rightLog } from './test-helpers';

let t: TestApp;
let h: ReturnType<typeof lightHelpers>;
beforeAll(async () => ({ t, h } = await startTestAppWith(lightHelpers, { PUBLIC_URL: 'https://xueche.example.com' })));
afterAll(() => t.close());

type Card = {
  code: string;
  nickname: string;
  field_name: string | null;
  mode: 'exam' | 'exercise';
  passed: boolean;
  score: number;
  items_total: number;
  items_passed: number;
  created_at: string;
};
type Share = { card: Card; share: { title: string; desc: string; link: string; imgUrl: string } };

async function examBy(student: Person, field: number) {
  const { set } = await h.setOf(field);
  const res = await student.post('/api/v1/light/up', { field_id: field, mode: 'exam', items: rightLog(examOf(set)) });
  expect(res.statusCode, res.body).toBe(200);
  return { set, result: body<Attempt>(res).data };
}
const nicknameOf = async (id: number) =>
  (await t.database.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, id)))[0]?.nickname;

describe('sharing a lighting result', () => {
  it("gives the student's own attempt a card and a link carrying its code, their did and the field", async () => {
    const student = await person(t);
    const field = await h.fieldId(FIXED_FIELD);
    const { set, result } = await examBy(student, field);
    const res = await student.get(`/api/v1/light/share?id=${result.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { card, share } = body<Share>(res).data;
    expect(card).toEqual({
      code: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      nickname: await nicknameOf(student.id),
      field_name: FIXED_FIELD,
      mode: 'exam',
      passed: true,
      score: 100,
      items_total: set.draw + 2,
      items_passed: set.draw + 2,
      created_at: expect.any(String),
    });
    expect(new Date(card.created_at).toISOString()).toBe(card.created_at);
    expect(card.code).not.toContain(String(result.id));

    const link = new URL(share.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://xueche.example.com/light/share');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      code: card.code,
      did: student.did,
      field_id: String(field),
    });
    expect(share.title).toContain('100分');
    expect(share.desc).toContain(FIXED_FIELD);
    expect(share.imgUrl).toBe('https://xueche.example.com/static/share-icon.png');

    // The same attempt keeps its code; whoever opens the link reads the card without signing in.
    const again = body<Share>(await student.get(`/api/v1/light/share?id=${result.id}`)).data;
    expect(again.card.code).toBe(card.code);
    const opened = await t.app.inject({ url: `/api/v1/light/card?code=${card.code}` });
    expect(opened.statusCode).toBe(200);
    expect(body<Card>(opened).data).toEqual(card);
  });

  it('names each attempt with its own code, and a failed exercise as it went', async () => {
    const student = await person(t);
    const field = await h.fieldId(FIXED_FIELD);
    const { result: first } = await examBy(student, field);
    const { result: second } = await examBy(student, field);
    const codeOf = async (id: number) => body<Share>(await student.get(`/api/v1/light/share?id=${id}`)).data.card.code;
    expect(await codeOf(first.id)).not.toBe(await codeOf(second.id));

    const up = await student.post('/api/v1/light/up', {
      field_id: field,
      mode: 'exercise',
      items: [
        { key: 'fog', actions: [] },
        { key: 'opening', actions: [{ t: 500, control: 'headlight:low' }] },
        { key: 'meeting', actions: [] },
      ],
    });
    const exercise = body<Attempt>(up).data;
    const { card, share } = body<Share>(await student.get(`/api/v1/light/share?id=${exercise.id}`)).data;
    expect(card).toMatchObject({ mode: 'exercise', passed: false, score: 33, items_total: 3, items_passed: 1 });
    expect(share.title).toContain('3条指令做对了1条');
  });

  it("is the sharer's own: someone else's attempt or none is a 404, and a sign-in is needed", async () => {
    const owner = await person(t);
    const other = await person(t);
    const { result } = await examBy(owner, await h.fieldId(FIXED_FIELD));
    for (const [who, id] of [
      [other, result.id],
      [owner, 987654321],
    ] as const) {
      const res = await who.get(`/api/v1/light/share?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(body(res).msg).toBe('这次灯光练习记录不存在');
    }
    // Someone else asking gave the attempt no code anyone could open.
    const [row] = await t.database.db
      .select({ code: lightAttempts.shareCode })
      .from(lightAttempts)
      .where(eq(lightAttempts.id, result.id));
    expect(row?.code).toBeNull();
    expect((await t.app.inject({ url: `/api/v1/light/share?id=${result.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/light/card?code=AAAAAAAAAAAA' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/light/card?code=a%27b' });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(bad).data.errors).toHaveProperty('code');
  });
});
