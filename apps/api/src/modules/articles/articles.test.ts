import { endpoints as e, envelope } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { articles } from '../../db/schema';
import { login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { sanitizeRichText } from './sanitize';

let t: TestApp;

function shaped<R extends z.ZodType>(endpoint: { response: R }, res: LightMyRequestResponse): z.output<R> {
  expect(res.statusCode, res.body).toBe(200);
  return (envelope(endpoint.response).parse(res.json()) as { data: z.output<R> }).data;
}
const open = (url: string) => t.app.inject({ url });

async function student() {
  const { token, result } = await login(t.app, { openid: openid('news') });
  const get = (url: string) => t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}access-token=${token}` });
  return { get, did: result.did };
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('articles, readable before login', () => {
  it('list pages newest first, stable: every article once across pages', async () => {
    const first = shaped(e.articleList, await open('/api/v1/article/list?page=1&num=7'));
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.categories).toHaveLength(3);
    const pages = Math.ceil(first.total / 7);
    const all = [];
    for (let p = 1; p <= pages; p++)
      all.push(...shaped(e.articleList, await open(`/api/v1/article/list?page=${p}&num=7`)).list);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((a) => a.id)).size).toBe(first.total);
    const times = all.map((a) => Date.parse(a.published_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const beyond = shaped(e.articleList, await open(`/api/v1/article/list?page=${pages + 1}&num=7`));
    expect(beyond.list).toEqual([]);
  });

  it('filters by category, and "more" gives the same category without the article itself', async () => {
    const { categories } = shaped(e.articleList, await open('/api/v1/article/list'));
    for (const c of categories) {
      const list = shaped(e.articleList, await open(`/api/v1/article/list?category_id=${c.id}&num=50`));
      expect(list.list.length).toBeGreaterThanOrEqual(6);
      expect(list.list.every((a) => a.category.id === c.id)).toBe(true);
    }
    const one = shaped(e.articleList, await open('/api/v1/article/list?num=1')).list[0];
    const more = shaped(e.articleMore, await open(`/api/v1/article/more?id=${one?.id}&num=50`));
    expect(more.list.map((a) => a.id)).not.toContain(one?.id);
    expect(more.list.every((a) => a.category.id === one?.category.id)).toBe(true);
  });

  it('serves a body without scripts, handlers or javascript: links, and counts the read', async () => {
    const [hostile] = await t.database.db
      .select()
      .from(articles)
      .where(eq(articles.slug, 'safety-checklist-html-demo'));
    if (!hostile) throw new Error('the demo article with hostile markup is missing');
    expect(hostile.body).toContain('<script>');
    const details = shaped(e.articleDetails, await open(`/api/v1/article/details?id=${hostile.id}`));
    expect(details.body).not.toMatch(/<script|__xss|javascript:|onclick|onerror/i);
    expect(details.body).toContain('点击领取');
    expect(details.body).toContain('<p>');
    expect(details.reads).toBe(hostile.reads + 1);
    // Stored later by any other means, it is still cleaned when served.
    await t.database.db
      .update(articles)
      .set({
        body: '<p>新内容</p><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
        updatedAt: new Date(),
      })
      .where(eq(articles.id, hostile.id));
    const again = shaped(e.articleDetails, await open(`/api/v1/article/details?id=${hostile.id}`));
    expect(again.body).toBe('<p>新内容</p><img src="x" />');
  });

  it('a shared article link carries the sharer', async () => {
    const s = await student();
    const one = shaped(e.articleList, await open('/api/v1/article/list?num=1')).list[0];
    const details = shaped(e.articleDetails, await s.get(`/api/v1/article/details?id=${one?.id}&did=${s.did}`));
    const link = new URL(details.share.link);
    expect(link.pathname).toBe(`/news/detail_g/${one?.id}`);
    expect(link.searchParams.get('did')).toBe(s.did);
    expect(details.share.title).toBe(one?.title);
    expect((await open('/api/v1/article/details?id=999999')).statusCode).toBe(404);
    expect((await open('/api/v1/article/details?id=abc')).statusCode).toBe(400);
  });

  it('banners, topics and topic visits', async () => {
    const adv = shaped(e.articleAdv, await open('/api/v1/article/adv'));
    expect(adv.list.length).toBeGreaterThanOrEqual(3);
    const topics = shaped(e.topicList, await open('/api/v1/article/zt-list'));
    expect(topics.list).toHaveLength(2);
    const topic = topics.list[0];
    const details = shaped(e.topicDetails, await open(`/api/v1/article/zt-details?id=${topic?.id}`));
    expect(details.articles.length).toBe(topic?.article_count);
    expect(details.articles.length).toBeGreaterThanOrEqual(4);
    const visit = shaped(e.topicVisit, await open(`/api/v1/article/zt-visit?id=${topic?.id}`));
    expect(visit.visits).toBe((topic?.visits ?? 0) + 1);
  });
});

describe('help, downloads, events, statistics and notices', () => {
  it('help for students: articles and videos, each opened with its body or video', async () => {
    const help = shaped(e.articleHelp, await open('/api/v1/article/help'));
    expect(help.list.length).toBeGreaterThanOrEqual(10);
    const video = help.list.find((h) => h.kind === 'video');
    const article = help.list.find((h) => h.kind === 'article');
    const v = shaped(e.articleHelpOne, await open(`/api/v1/article/help-one?id=${video?.id}`));
    expect(v.mp4).toMatch(/video\.mp4$/);
    expect(v.cover).toMatch(/cover\.jpg$/);
    const a = shaped(e.articleHelpOne, await open(`/api/v1/article/help-one?id=${article?.id}`));
    expect(a.body.length).toBeGreaterThan(50);
    expect(a.mp4).toBeNull();
  });

  it('the two download pages', async () => {
    for (const key of ['app', 'jk'] as const) {
      const page = shaped(e.appDownload, await open(`/api/v1/article/download?key=${key}`));
      expect(page.features.length).toBeGreaterThanOrEqual(4);
    }
    expect((await open('/api/v1/article/download?key=x')).statusCode).toBe(400);
  });

  it("a campaign page with its state, and a field's pass rates by subject and month", async () => {
    const s = await student();
    const event = shaped(e.userEvent, await s.get('/api/v1/user/event?id=1'));
    expect(event.state).toBe(Date.now() < Date.parse(event.ends_at) ? 'running' : 'ended');
    expect((await s.get('/api/v1/user/event?id=99999')).statusCode).toBe(404);
    const { list } = shaped(e.topicList, await open('/api/v1/article/zt-list'));
    expect(list.length).toBe(2);
    const fields = await s.get('/api/v1/user/loc');
    const fieldCity = (fields.json() as { data: { provinces: { cities: { id: number }[] }[] } }).data.provinces[0]
      ?.cities[0]?.id;
    const city = await s.get(`/api/v1/user/top-info?city_id=${fieldCity}`);
    const fieldId = (city.json() as { data: { fields: { field_id: number }[] } }).data.fields[0]?.field_id;
    const stats = shaped(e.fieldStatistics, await s.get(`/api/v1/article/statistics?field_id=${fieldId}`));
    expect(stats.subjects.map((x) => x.subject)).toEqual([1, 2, 3, 4]);
    for (const subject of stats.subjects) {
      expect(subject.months).toHaveLength(12);
      for (const m of subject.months) expect(m.pass_rate).toBe(Math.round((m.passed / m.takers) * 1000) / 10);
    }
  });

  it('notice history: newest first, and reading one marks it read', async () => {
    const s = await student();
    const before = shaped(e.noticeHistory, await s.get('/api/v1/user/notice-history?num=50'));
    expect(before.total).toBeGreaterThanOrEqual(6);
    expect(before.unread).toBe(before.total);
    const times = before.list.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    const first = before.list[0];
    expect((await s.get(`/api/v1/user/notice?id=${first?.id}`)).statusCode).toBe(200);
    const after = shaped(e.noticeHistory, await s.get('/api/v1/user/notice-history?num=50'));
    expect(after.unread).toBe(before.total - 1);
    expect(after.list.find((n) => n.id === first?.id)?.read).toBe(true);
  });
});

describe('the rich-text sanitiser', () => {
  it('keeps text structure and safe links, drops everything that runs', () => {
    const clean = sanitizeRichText(
      '<h2 style="color:red">标题</h2><p>正文<a href="https://example.com" onclick="x()">链接</a></p><script>alert(1)</script><a href="javascript:alert(1)">坏链接</a><img src="javascript:alert(1)">',
    );
    expect(clean).toBe(
      '<h2>标题</h2><p>正文<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">链接</a></p><a rel="noopener noreferrer nofollow" target="_blank">坏链接</a><img />',
    );
  });
});
