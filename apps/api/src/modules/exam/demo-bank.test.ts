import { atlasEntry } from '@xueche/atlas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo question bank (written for this project, imported at start)', () => {
  it('has at least 200 subject-one and 120 subject-four small-car questions, 30 of them multiple choice', async () => {
    const counts = await rowsOf<{ subject: number; type: string; n: number }>(
      t.database.db,
      sql`select subject, type, count(*)::int as n from questions where banks @> array['car'] group by 1, 2`,
    );
    const of = (subject: number, type?: string) =>
      counts.filter((c) => c.subject === subject && (!type || c.type === type)).reduce((a, c) => a + c.n, 0);
    expect(of(1)).toBeGreaterThanOrEqual(200);
    expect(of(1, 'multiple')).toBe(0);
    expect(of(4)).toBeGreaterThanOrEqual(120);
    expect(of(4, 'multiple')).toBeGreaterThanOrEqual(30);
  });

  it('covers every chapter, explains every answer, and pictures at least 20 questions with atlas drawings that exist', async () => {
    const empty = await rowsOf<{ key: string }>(
      t.database.db,
      sql`select c.key from question_chapters c where not exists (select 1 from questions q where q.chapter_id = c.id)`,
    );
    expect(empty).toEqual([]);
    const [unexplained] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from questions where length(explanation) < 8`,
    );
    expect(unexplained?.n).toBe(0);
    const images = await rowsOf<{ image: string }>(
      t.database.db,
      sql`select distinct image from questions where image is not null`,
    );
    expect(images.length).toBeGreaterThanOrEqual(20);
    for (const { image } of images) {
      expect(image).toMatch(/^atlas:[a-z0-9-]+$/);
      const entry = atlasEntry(image.slice('atlas:'.length));
      expect(entry, image).toBeDefined();
      const drawing = await t.app.inject({ url: `/static/atlas/${entry?.key}.svg` });
      expect(drawing.statusCode, image).toBe(200);
      expect(drawing.body).toContain(`<title>${entry?.name}</title>`);
    }
  });

  it('gives curated questions and the hardest ones by measured wrong rate, the first 10 of each without VIP', async () => {
    const { token, result } = await login(t.app, { openid: openid('demo') });
    const get = (q: string) =>
      t.app
        .inject({ url: `/api/v1/exam/practice?subject=4&${q}&access-token=${token}` })
        .then((r) =>
          body<{ total: number; full_total: number; vip_locked: boolean; list: { id: number; position: number }[] }>(r),
        );
    const overview = (subject: number) =>
      t.app
        .inject({ url: `/api/v1/exam/chapters?subject=${subject}&access-token=${token}` })
        .then((r) => body<{ vip: boolean }>(r).data.vip);
    const taste = await get('mode=curated&num=100');
    expect(taste.data).toMatchObject({ total: 10, vip_locked: true });
    expect(taste.data.full_total).toBeGreaterThan(10);
    expect(taste.data.list.map((q) => q.position)).toEqual([...Array(10).keys()]);
    expect((await get('mode=curated&page=2&num=10')).data.list).toEqual([]);
    expect((await get('mode=sequential&num=20')).data).toMatchObject({ vip_locked: false });
    expect(await overview(4)).toBe(false);

    // Subject four's VIP (what a paid vip-4 order grants) opens the whole set, and only subject four's.
    await t.database.db.execute(sql`insert into vip_entitlements (user_id, subject) values (${result.analysis.id}, 4)`);
    expect(await overview(4)).toBe(true);
    expect(await overview(1)).toBe(false);
    const curated = await get('mode=curated&num=100');
    expect(curated.data.vip_locked).toBe(false);
    expect(curated.data.total).toBe(taste.data.full_total);
    expect(curated.data.total).toBeGreaterThan(10);
    const [flagged] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from questions where subject = 4 and curated and banks @> array['car']`,
    );
    expect(curated.data.total).toBe(flagged?.n);
    // A question many people get wrong rises to the top of the hard set.
    const target = curated.data.list[0]?.id as number;
    await t.database.db.execute(sql`update questions set attempts = 200, wrongs = 180 where id = ${target}`);
    const hard = await get('mode=hard&num=5');
    expect(hard.data.list[0]?.id).toBe(target);
    expect(hard.data.total).toBeLessThanOrEqual(100);
  });
});
