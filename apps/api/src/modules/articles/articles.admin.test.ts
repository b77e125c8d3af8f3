import type { OperatorRole } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategories, articles, banners, opsAudit } from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { totp } from '../admin/totp';

const OPS_TOKEN = 'test-operator-token-content-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
});
afterAll(() => t.close());

let names = 0;
const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** An operator made through the ops token, signed in with password and TOTP: calls carry its cookie and CSRF token. */
async function operatorSession(role: OperatorRole) {
  const username = `${role}-${process.pid}-${++names}`;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/ops/operators',
    headers: { authorization: `Bearer ${OPS_TOKEN}` },
    payload: { username, role },
  });
  const password = body<{ one_time_password: string }>(made).data.one_time_password;
  const signIn = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/session', payload });
  const secret = body<{ secret: string }>(await signIn({ username, password })).data.secret;
  const res = await signIn({ username, password, code: totp(secret) });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieOf(res);
  const csrf = body<{ csrf_token: string }>(res).data.csrf_token;
  return {
    username,
    get: (url: string) => t.app.inject({ url: `/api/admin${url}`, headers: { cookie } }),
    post: (url: string, payload: object = {}) =>
      t.app.inject({ method: 'POST', url: `/api/admin${url}`, payload, headers: { cookie, 'x-csrf-token': csrf } }),
    upload: (bytes: Buffer, name = 'photo.png') => {
      const boundary = `----content${Date.now()}`;
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/content/images',
        payload,
        headers: { cookie, 'x-csrf-token': csrf, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    },
  };
}
type Console = Awaited<ReturnType<typeof operatorSession>>;

interface Article {
  id: number;
  title: string;
  body: string;
  state: string;
  published_at: string;
  category: { id: number };
  topic_ids: number[];
}

const auditOf = (target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);

/** What the app (a reader without any login) gets for the news list and one article. */
const appList = async () =>
  body<{ list: { id: number; title: string }[] }>(await t.app.inject({ url: '/api/v1/article/list?num=50' })).data.list;
const appArticle = (id: number) => t.app.inject({ url: `/api/v1/article/details?id=${id}` });

let editor: Console;
let categoryId: number;
beforeAll(async () => {
  editor = await operatorSession('content');
  const [category] = await t.database.db.select().from(articleCategories).limit(1);
  categoryId = category?.id as number;
});

const draft = (over: object = {}) => ({
  title: '科目一备考计划',
  summary: '三周过科一',
  category_id: categoryId,
  body: '<h2>第一周</h2><p>先把<strong>交通标志</strong>背熟。</p><ul><li>每天 50 题</li></ul>',
  ...over,
});

describe('who may edit content', () => {
  it('content and admin may; reviewer and finance are refused (403) and nothing changes', async () => {
    const admin = await operatorSession('admin');
    expect((await admin.get('/content/articles')).statusCode).toBe(200);
    expect((await editor.get('/content/banners')).statusCode).toBe(200);
    const before = (await t.database.db.select().from(articles)).length;
    for (const role of ['reviewer', 'finance'] as const) {
      const other = await operatorSession(role);
      for (const res of [
        await other.get('/content/articles'),
        await other.post('/content/articles/save', draft()),
        await other.post('/content/banners/save', { title: 'x', image: '/static/x.svg', link: '/' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(body(res).msg).toBe('此操作需要以下角色之一：内容运营、管理员');
      }
    }
    expect((await t.database.db.select().from(articles)).length).toBe(before);
  });
});

describe('articles', () => {
  it('a draft is not in the app; published it is, with its heading, bold and list; unpublished it is gone', async () => {
    const saved = await editor.post('/content/articles/save', draft());
    expect(saved.statusCode, saved.body).toBe(200);
    const article = body<Article>(saved).data;
    expect(article.state).toBe('draft');
    expect((await appList()).map((a) => a.id)).not.toContain(article.id);
    expect((await appArticle(article.id)).statusCode).toBe(404);

    const published = body<Article>(await editor.post('/content/articles/publish', { id: article.id })).data;
    expect(published.state).toBe('published');
    expect((await appList())[0]).toMatchObject({ id: article.id, title: '科目一备考计划' });
    const read = body<{ body: string }>(await appArticle(article.id)).data;
    expect(read.body).toBe('<h2>第一周</h2><p>先把<strong>交通标志</strong>背熟。</p><ul><li>每天 50 题</li></ul>');

    // Published twice is a 409; unpublished, the app no longer has it.
    expect((await editor.post('/content/articles/publish', { id: article.id })).statusCode).toBe(409);
    const down = body<Article>(await editor.post('/content/articles/unpublish', { id: article.id })).data;
    expect(down.state).toBe('unpublished');
    expect((await appArticle(article.id)).statusCode).toBe(404);

    // Every write is in the audit log, by whom, with before → after.
    const lines = await auditOf(`article:${article.id}`);
    expect(lines.map((l) => [l.action, l.actor])).toEqual([
      ['article.create', `operator:${editor.username}`],
      ['article.publish', `operator:${editor.username}`],
      ['article.publish', `operator:${editor.username}`],
      ['article.unpublish', `operator:${editor.username}`],
    ]);
    expect(lines[0]?.detail).toMatchObject({ before: null, after: { title: '科目一备考计划', state: 'draft' } });
    expect(lines[1]?.detail).toMatchObject({ before: { state: 'draft' }, after: { state: 'published' } });
    expect(lines[2]?.detail).toMatchObject({ status: 409 });
    expect(lines[3]?.detail).toMatchObject({ before: { state: 'published' }, after: { state: 'unpublished' } });
  });

  it('an edit is audited before → after and shows in the app at once', async () => {
    const article = body<Article>(await editor.post('/content/articles/save', draft({ title: '旧标题' }))).data;
    await editor.post('/content/articles/publish', { id: article.id });
    expect(body<{ body: string }>(await appArticle(article.id)).data.body).toContain('第一周');
    const edited = await editor.post(
      '/content/articles/save',
      draft({ id: article.id, title: '新标题', body: '<p>改过的正文</p>' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<Article>(edited).data.state).toBe('published');
    const read = body<{ title: string; body: string }>(await appArticle(article.id)).data;
    expect(read).toMatchObject({ title: '新标题', body: '<p>改过的正文</p>' });
    const [, , edit] = await auditOf(`article:${article.id}`);
    expect(edit?.action).toBe('article.edit');
    expect(edit?.detail).toMatchObject({
      before: { title: '旧标题' },
      after: { title: '新标题', body: '<p>改过的正文</p>' },
    });
  });

  it('scheduled, it shows once its time has passed, with no job run', async () => {
    const article = body<Article>(await editor.post('/content/articles/save', draft({ title: '定时的文章' }))).data;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await editor.post('/content/articles/publish', { id: article.id, at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(body<Article>(scheduled).data).toMatchObject({ state: 'scheduled', published_at: at });
    expect((await appList()).map((a) => a.id)).not.toContain(article.id);

    // An hour later (the stored time moved back instead of the clock forward): it is simply there.
    await t.database.db
      .update(articles)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(articles.id, article.id));
    expect((await appList()).map((a) => a.id)).toContain(article.id);
    const listed = body<{ list: Article[] }>(
      await editor.get(`/content/articles?state=published&q=${encodeURIComponent('定时的')}`),
    );
    expect(listed.data.list.map((a) => a.id)).toEqual([article.id]);

    const past = await editor.post('/content/articles/publish', {
      id: article.id,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(body(past).msg).toBe('定时发布的时间须晚于现在');
  });

  it('bad input is a clear 400 in Chinese and changes nothing', async () => {
    const count = async () => (await t.database.db.select().from(articles)).length;
    const before = await count();
    const emptyTitle = await editor.post('/content/articles/save', draft({ title: '   ' }));
    expect(emptyTitle.statusCode).toBe(400);
    expect(body(emptyTitle).msg).toMatch(/^参数有误：title 至少 1 个字/);
    const unknownCategory = await editor.post('/content/articles/save', draft({ category_id: 999_999 }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(body(unknownCategory).msg).toBe('所选分类不存在，请重新选择');
    const unknownTopic = await editor.post('/content/articles/save', draft({ topic_ids: [999_999] }));
    expect(body(unknownTopic).msg).toBe('所选专题不存在，请重新选择');
    const onlyScript = await editor.post('/content/articles/save', draft({ body: '<script>alert(1)</script>' }));
    expect(onlyScript.statusCode).toBe(400);
    expect(body(onlyScript).msg).toMatch(/^正文为空/);
    expect(await count()).toBe(before);
    // The refusals are in the log too, with their input.
    const refused = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'article.create'));
    expect(refused.some((l) => (l.detail as { status?: number }).status === 400)).toBe(true);
  });

  it('a script, a handler and a javascript: link are stripped; links leave with noopener', async () => {
    const hostile =
      '<h2 onclick="steal()">标题</h2><p>正文<script>alert(1)</script><a href="javascript:alert(1)">坏链接</a>' +
      '<a href="https://example.com/x">好链接</a></p><img src="/api/files/content/x.jpg" onerror="steal()">';
    const saved = body<Article>(await editor.post('/content/articles/save', draft({ body: hostile }))).data;
    expect(saved.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(saved.body).toContain('<h2>标题</h2>');
    expect(saved.body).toContain('href="https://example.com/x"');
    await editor.post('/content/articles/publish', { id: saved.id });
    const served = body<{ body: string }>(await appArticle(saved.id)).data.body;
    expect(served).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(served).toContain(
      '<a href="https://example.com/x" rel="noopener noreferrer nofollow" target="_blank">好链接</a>',
    );
  });
});

describe('categories, topics and banners', () => {
  it('a new category and topic are offered and an article joins the topic; a duplicate name is refused', async () => {
    const category = await editor.post('/content/categories/save', { title: '考场动态', sort: 9 });
    expect(category.statusCode, category.body).toBe(200);
    const categoryMade = body<{ id: number }>(category).data;
    const dup = await editor.post('/content/categories/save', { title: '考场动态' });
    expect(dup.statusCode).toBe(400);
    expect(body(dup).msg).toBe('已有同名分类“考场动态”');
    const topic = body<{ id: number }>(
      await editor.post('/content/topics/save', { title: '冬季驾驶', summary: '雪天' }),
    ).data;
    const article = body<Article>(
      await editor.post('/content/articles/save', draft({ category_id: categoryMade.id, topic_ids: [topic.id] })),
    ).data;
    expect(article.topic_ids).toEqual([topic.id]);
    const taxonomy = body<{
      categories: { id: number; articles: number }[];
      topics: { id: number; articles: number }[];
    }>(await editor.get('/content/taxonomy')).data;
    expect(taxonomy.categories.find((c) => c.id === categoryMade.id)?.articles).toBe(1);
    expect(taxonomy.topics.find((c) => c.id === topic.id)?.articles).toBe(1);
    const [line] = await auditOf(`article-category:${categoryMade.id}`);
    expect(line?.detail).toMatchObject({ before: null, after: { title: '考场动态', sort: 9 } });
  });

  it('a banner made inactive is off the app and back when activated, audited before → after', async () => {
    const made = await editor.post('/content/banners/save', {
      title: '暑期班',
      image: '/static/news/banner-1.svg',
      link: '/news_g/index',
      sort: 0,
      active: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const banner = body<{ id: number; title: string; image: string; link: string; sort: number; active: boolean }>(
      made,
    ).data;
    const appBanners = async () =>
      body<{ list: { id: number }[] }>(await t.app.inject({ url: '/api/v1/article/adv' })).data.list.map((b) => b.id);
    expect(await appBanners()).toContain(banner.id);
    await editor.post('/content/banners/save', { ...banner, active: false });
    expect(await appBanners()).not.toContain(banner.id);
    const [, off] = await auditOf(`banner:${banner.id}`);
    expect(off?.detail).toMatchObject({ before: { active: true }, after: { active: false } });

    const badLink = await editor.post('/content/banners/save', { ...banner, link: 'javascript:alert(1)' });
    expect(badLink.statusCode).toBe(400);
    expect(body(badLink).msg).toMatch(/^参数有误：link/);
    const [row] = await t.database.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(row?.link).toBe('/news_g/index');
  });
});

describe('images', () => {
  it('an upload is re-encoded as a fresh JPEG and served from this origin; a non-image is refused', async () => {
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3366ff' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-author' } } })
      .toBuffer();
    const res = await editor.upload(png);
    expect(res.statusCode, res.body).toBe(200);
    const image = body<{ url: string; width: number; height: number }>(res).data;
    expect(image).toMatchObject({ width: 640, height: 360 });
    expect(image.url).toMatch(/^\/api\/files\/content\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(served.rawPayload.includes('secret-author')).toBe(false);

    const text = await editor.upload(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg');
    expect(text.statusCode).toBe(400);
    expect(body(text).msg).toContain('图片');
    const [line] = await auditOf(image.url.replace('/api/files/', ''));
    expect(line?.action).toBe('content.image.upload');
  });
});

describe('notices, help entries and campaign pages', () => {
  /** A signed-in student's read of an app endpoint. */
  const asStudent = async (url: string) => {
    const { token } = await login(t.app, { openid: openid('reader') });
    return t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}access-token=${token}` });
  };
  it('a notice shows in the app within its window and is taken down by ending it now', async () => {
    const live = async () =>
      body<{ list: { id: number }[] }>(await asStudent('/api/v1/user/notice-list')).data.list.map((n) => n.id);
    const made = await editor.post('/content/notices/save', {
      title: '春节停课',
      content: '2 月 10 日至 17 日停课',
      starts_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(made.statusCode, made.body).toBe(200);
    const notice = body<{ id: number; state: string; starts_at: string }>(made).data;
    expect(notice.state).toBe('live');
    expect(await live()).toContain(notice.id);
    const ended = await editor.post('/content/notices/save', {
      id: notice.id,
      title: '春节停课',
      content: '2 月 10 日至 17 日停课',
      starts_at: notice.starts_at,
      ends_at: new Date().toISOString(),
    });
    expect(body<{ state: string }>(ended).data.state).toBe('ended');
    expect(await live()).not.toContain(notice.id);
    const [, line] = await auditOf(`notice:${notice.id}`);
    expect(line?.detail).toMatchObject({ before: { state: 'live', ends_at: null }, after: { state: 'ended' } });

    const backwards = await editor.post('/content/notices/save', {
      title: 'x',
      content: 'y',
      starts_at: new Date().toISOString(),
      ends_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(backwards.statusCode).toBe(400);
    expect(body(backwards).msg).toBe('结束时间须晚于开始时间');
  });

  it('an edited help entry and campaign page read anew in the app at once (no restart)', async () => {
    const entries = body<{
      list: { id: number; audience: string; kind: string; title: string; summary: string; sort: number }[];
    }>(await editor.get('/content/help')).data.list;
    const entry = entries.find((h) => h.kind === 'article') as (typeof entries)[number];
    const helpBody = async () =>
      body<{ body: string }>(await t.app.inject({ url: `/api/v1/article/help-one?id=${entry.id}` })).data.body;
    await helpBody(); // cached under its id
    const edited = await editor.post('/content/help/save', { ...entry, body: '<p>新的帮助<script>x()</script></p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await helpBody()).toBe('<p>新的帮助</p>');

    const [event] = body<{ list: { id: number; title: string; cover: string; starts_at: string; ends_at: string }[] }>(
      await editor.get('/content/events'),
    ).data.list;
    if (!event) throw new Error('the demo seed has no campaign');
    const eventBody = async () =>
      body<{ body: string }>(await asStudent(`/api/v1/user/event?id=${event.id}`)).data.body;
    await eventBody();
    const saved = await editor.post('/content/events/save', { ...event, body: '<h2>活动改期</h2>' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await eventBody()).toBe('<h2>活动改期</h2>');
    const [line] = await auditOf(`event:${event.id}`);
    expect(line?.action).toBe('event.edit');
    expect(line?.detail).toMatchObject({ after: { body: '<h2>活动改期</h2>' } });
  });
});
