import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atlasProgress } from '../../db/schema';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the atlas pictures', () => {
  it('serves each entry drawn as an SVG file, and 404 for a name it does not have', async () => {
    const res = await t.app.inject({ url: '/static/atlas/stop.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><title>停车让行<\/title>/);
    for (const url of ['/static/atlas/no-such-sign.svg', '/static/atlas/stop.png', '/static/atlas/..%2Fstop.svg']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('an entry and its questions', () => {
  it('lists the demo questions pictured by the stop sign, in both subjects, and practises them', async () => {
    const student = await person(t);
    const res = await student.get('/api/v2/atlas/questions?key=stop');
    const { questions } = body<{ questions: { id: number; subject: number; stem: string }[] }>(res).data;
    expect(questions.map((q) => q.subject)).toEqual([1, 4]);
    expect(questions[0]?.stem).toBe('遇到这个标志时应当怎样做？');

    const practice = await student.get('/api/v1/exam/practice?subject=4&mode=picture&picture=stop');
    const page = body<{ total: number; list: { id: number; image: string }[] }>(practice).data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id: questions[1]?.id, image: '/static/atlas/stop.svg' });
  });

  it('says so for a key the atlas does not have', async () => {
    const student = await person(t);
    const res = await student.get('/api/v2/atlas/questions?key=no-such-sign');
    expect(res.statusCode).toBe(404);
    expect(body(res).msg).toBe('速记图谱里没有这个条目');
  });
});

describe('atlas practice', () => {
  it('counts right and wrong answers per entry, and a made-up key changes nothing', async () => {
    const student = await person(t);
    const answer = (key: string, chosen: string) => student.post('/api/v2/atlas/answers', { key, chosen });

    expect(body(await answer('stop', 'stop')).data).toEqual({ correct: true, answer: 'stop' });
    expect(body(await answer('stop', 'yield')).data).toEqual({ correct: false, answer: 'stop' });
    expect(body(await answer('no-parking', 'no-parking')).data).toEqual({ correct: true, answer: 'no-parking' });
    const bad = await answer('stop', 'made-up-sign');
    expect(bad.statusCode).toBe(400);

    const progress = body<{ answers: number; rights: number; entries: unknown[] }>(
      await student.get('/api/v2/atlas/progress'),
    ).data;
    expect(progress.answers).toBe(3);
    expect(progress.rights).toBe(2);
    expect(progress.entries).toEqual(
      expect.arrayContaining([
        { key: 'stop', answers: 2, rights: 1, last_right: false },
        { key: 'no-parking', answers: 1, rights: 1, last_right: true },
      ]),
    );
    const rows = await t.database.db.select().from(atlasProgress).where(eq(atlasProgress.userId, student.id));
    expect(rows).toHaveLength(2);
  });
});
