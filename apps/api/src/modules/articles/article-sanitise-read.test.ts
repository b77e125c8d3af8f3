import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategories, articles, events, helpEntries } from '../../db/schema';
import { type ConsoleSession, consoleSession } from '../../test/console-session';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

/**
 * Rich text written straight into the database (a migration, a psql session, an import gone wrong) never
 * reached the sanitiser on save. Every endpoint that hands a body out, to the app or to the console's
 * preview, must still give nothing a browser would run.
 */

const OPS_TOKEN = 'test-operator-token-sanitise-read-0123';
let t: TestApp;
let editor: ConsoleSession;

beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  editor = await consoleSession(t, OPS_TOKEN, 'content');
});
afterAll(() => t.close());

/** What was planted: each a way a browser runs script, or loads something that can. */
const HOSTILE = [
  '<p>安全的正文</p>',
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">点我</a>',
  '<a href="JaVaScRiPt&colon;alert(4)">编码的</a>',
  '<a href="&#106;avascript:alert(5)">实体的</a>',
  '<a href=" java\tscript:alert(6)">空白的</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(7)&lt;/script&gt;"></iframe>',
  '<svg onload="alert(8)"><circle r="1"></circle></svg>',
  '<svg><script>alert(9)</script></svg>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=x onerror=alert(10)&gt;"></mglyph></table></mtext></math>',
  '<object data="javascript:alert(11)"></object>',
  '<embed src="javascript:alert(12)">',
  '<form action="javascript:alert(13)"><button formaction="javascript:alert(14)">提交</button></form>',
  '<p style="background:url(javascript:alert(15))" onclick="alert(16)">有样式的</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(17)">',
  '<base href="javascript:alert(18)//">',
  '<details open ontoggle="alert(19)"><summary>展开</summary></details>',
  '<body onload="alert(20)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(21)>"></p></noscript>',
  '<a href="vbscript:msgbox(22)">vb</a>',
  '<a href="data:text/html,&lt;script&gt;alert(23)&lt;/script&gt;">data</a>',
  '<input autofocus onfocus="alert(24)">',
  '<video><source onerror="alert(25)"></video>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<style>*{background:url("javascript:alert(26)")}</style>',
  '<template><img src=x onerror=alert(27)></template>',
  '<a href="https://example.com/" onmouseover="alert(28)">外链</a>',
  '<p>结尾的文字</p>',
].join('\n');

/** Tags that run script, load a document or a plug-in, submit, or change how the page reads its links. */
const ACTIVE_TAGS =
  /^(script|iframe|frame|frameset|object|embed|applet|svg|math|form|input|button|textarea|select|meta|base|link|style|template|noscript|details|video|audio|source|body|html|head|isindex|marquee)$/;

/** An attribute value as a browser reads it: entities decoded, tabs, newlines and controls dropped. */
function asBrowserReads(value: string): string {
  const decoded = value
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return Array.from(decoded)
    .filter((c) => (c.codePointAt(0) ?? 0) > 0x20)
    .join('')
    .toLowerCase();
}

/** Every part of `html` a browser would run or load as a document: empty when there is none. */
function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const [, rawName, attrs] of html.matchAll(/<\s*([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const name = String(rawName).toLowerCase();
    if (ACTIVE_TAGS.test(name)) found.push(`<${name}>`);
    for (const [, rawAttr, , , v1, v2, v3] of String(attrs).matchAll(
      /([^\s"'=/>]+)(\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      const attr = String(rawAttr).toLowerCase();
      const value = asBrowserReads(v1 ?? v2 ?? v3 ?? '');
      if (/^on/.test(attr) || ['style', 'srcdoc', 'formaction', 'xlink:href'].includes(attr)) {
        found.push(`${name}[${attr}]`);
      }
      if (['href', 'src', 'action', 'data', 'poster', 'background'].includes(attr)) {
        const imageData = name === 'img' && attr === 'src' && value.startsWith('data:image/');
        if (/^(javascript|vbscript|data):/.test(value) && !imageData) found.push(`${name}[${attr}=${value}]`);
      }
    }
  }
  return found;
}

/**
 * The body is harmless, and the readable text around and between the attacks is still there (so each attack
 * was read as markup on its own, not swallowed whole by one unclosed tag before it).
 */
function expectHarmless(html: string, where: string) {
  expect(executableParts(html), where).toEqual([]);
  for (const text of ['<p>安全的正文</p>', '点我', '实体的', '提交', '有样式的', '展开', '外链', '<p>结尾的文字</p>']) {
    expect(html, where).toContain(text);
  }
}

describe('the checker itself', () => {
  it('finds every attack in the planted body (so an empty list below means the body was cleaned)', () => {
    const parts = executableParts(HOSTILE);
    for (const expected of [
      '<script>',
      'img[onerror]',
      'a[href=javascript:alert(3)]',
      'a[href=javascript:alert(4)]',
      'a[href=javascript:alert(5)]',
      'a[href=javascript:alert(6)]',
      '<iframe>',
      'iframe[srcdoc]',
      '<svg>',
      'svg[onload]',
      '<math>',
      '<object>',
      'object[data=javascript:alert(11)]',
      'embed[src=javascript:alert(12)]',
      'form[action=javascript:alert(13)]',
      'button[formaction]',
      'p[style]',
      'p[onclick]',
      '<meta>',
      'base[href=javascript:alert(18)//]',
      'details[ontoggle]',
      'body[onload]',
      'a[href=vbscript:msgbox(22)]',
      'input[onfocus]',
      'source[onerror]',
      '<style>',
      '<template>',
      'a[onmouseover]',
    ]) {
      expect(parts).toContain(expected);
    }
    expect(
      executableParts('<p>安全的正文</p><a href="https://example.com/">外链</a><img src="/static/a.png">'),
    ).toEqual([]);
  });
});

describe('a body put straight into the database', () => {
  it("an article: the app's detail and the console's article endpoints give nothing a browser would run", async () => {
    const [category] = await t.database.db.select().from(articleCategories).limit(1);
    const saved = await editor.post('/api/admin/content/articles/save', {
      title: '被改过的文章',
      summary: '数据库里直接改的正文',
      category_id: category?.id,
      body: '<p>原来的正文</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = body<{ id: number }>(saved).data.id;
    expect((await editor.post('/api/admin/content/articles/publish', { id })).statusCode).toBe(200);
    await t.database.db.update(articles).set({ body: HOSTILE }).where(eq(articles.id, id));

    const app = await t.app.inject({ url: `/api/v1/article/details?id=${id}` });
    expect(app.statusCode).toBe(200);
    expectHarmless(body<{ body: string }>(app).data.body, 'GET /api/v1/article/details');

    const one = await editor.get(`/api/admin/content/articles/one?id=${id}`);
    expect(one.statusCode).toBe(200);
    expectHarmless(body<{ body: string }>(one).data.body, 'GET /api/admin/content/articles/one');

    // Publishing and taking down answer with the article too.
    const down = await editor.post('/api/admin/content/articles/unpublish', { id });
    expect(down.statusCode, down.body).toBe(200);
    expectHarmless(body<{ body: string }>(down).data.body, 'POST /api/admin/content/articles/unpublish');
    const up = await editor.post('/api/admin/content/articles/publish', { id });
    expect(up.statusCode, up.body).toBe(200);
    expectHarmless(body<{ body: string }>(up).data.body, 'POST /api/admin/content/articles/publish');

    // Nothing else in the replies carries the planted text (the list has no body at all).
    const list = await editor.get('/api/admin/content/articles?num=50');
    expect(executableParts(list.body)).toEqual([]);
  });

  it("a help entry and a campaign page: the app's reads and the console's lists give nothing a browser would run", async () => {
    const help = await editor.post('/api/admin/content/help/save', {
      audience: 'student',
      kind: 'article',
      title: '被改过的帮助',
      body: '<p>原来的帮助</p>',
    });
    expect(help.statusCode, help.body).toBe(200);
    const helpId = body<{ id: number }>(help).data.id;
    const event = await editor.post('/api/admin/content/events/save', {
      title: '被改过的活动',
      body: '<p>原来的活动</p>',
      cover: '/static/share-icon.png',
      starts_at: new Date(Date.now() - 3600_000).toISOString(),
      ends_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(event.statusCode, event.body).toBe(200);
    const eventId = body<{ id: number }>(event).data.id;
    await t.database.db.update(helpEntries).set({ body: HOSTILE }).where(eq(helpEntries.id, helpId));
    await t.database.db.update(events).set({ body: HOSTILE }).where(eq(events.id, eventId));

    const helpOne = await t.app.inject({ url: `/api/v1/article/help-one?id=${helpId}` });
    expect(helpOne.statusCode).toBe(200);
    expectHarmless(body<{ body: string }>(helpOne).data.body, 'GET /api/v1/article/help-one');
    const student = await person(t);
    const appEvent = await student.get(`/api/v1/user/event?id=${eventId}`);
    expect(appEvent.statusCode).toBe(200);
    expectHarmless(body<{ body: string }>(appEvent).data.body, 'GET /api/v1/user/event');

    const helpList = body<{ list: { id: number; body: string }[] }>(await editor.get('/api/admin/content/help')).data;
    const helpEntry = helpList.list.find((h) => h.id === helpId);
    expectHarmless(String(helpEntry?.body), 'GET /api/admin/content/help');
    const eventList = body<{ list: { id: number; body: string }[] }>(
      await editor.get('/api/admin/content/events'),
    ).data;
    const eventEntry = eventList.list.find((h) => h.id === eventId);
    expectHarmless(String(eventEntry?.body), 'GET /api/admin/content/events');
  });
});
