import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '../features/home/banners-query';
import { hubQuery, paperQuery } from '../features/theory/theory-api';
import { loadSession } from '../lib/session';
import { write, writeLoginStatus } from '../lib/storage';
import { startFirstReads } from './first-reads';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, status: 1, msg: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** Every fetch, answered with `data` for the URL's path. */
function serve(data: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => ok(data[new URL(url, location.href).pathname] ?? null));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function signIn(user: { user_type: number }) {
  writeLoginStatus(2);
  write('accessToken', 'tok-123');
  write('hashId', 'ref456');
  write('userInfo', user as never);
  loadSession();
}

/** What the build lists as each screen's code. */
const FILES = {
  home: ['/assets/home-1.js', '/assets/home-1.css'],
  hub: ['/assets/hub-page-1.js', '/assets/theory-api-1.js'],
  exam: ['/assets/exam-page-1.js', '/assets/theory-api-1.js', '/assets/theory-api-1.css'],
};
const preloaded = () =>
  [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`).sort();

const open = (path: string) => history.replaceState(null, '', path);
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("the first screen's reads, started by the document", () => {
  beforeEach(() => {
    localStorage.clear();
    window.xuecheFirstReads = undefined;
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    open('/');
  });

  it("home: the banners are asked for once, by the document, and the first one's picture is preloaded", async () => {
    signIn({ user_type: 1 });
    open('/');
    const banners = { list: [{ id: 1, title: 'b', image: '/static/news/banner-1.svg', link: '/ke' }] };
    const fetch = serve({ '/api/v1/article/adv': banners });
    startFirstReads(FILES);
    expect(fetch).toHaveBeenCalledTimes(1);

    // The app's own query takes that reply: same URL, no second request.
    const data = await client().fetchQuery(bannersQuery());
    expect(data).toEqual(banners);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.xuecheFirstReads?.taken).toEqual(['/api/v1/article/adv?access-token=tok-123&did=ref456']);
    // Home's code comes beside the entry, and the first banner as soon as its address is known.
    await vi.waitFor(() =>
      expect(preloaded()).toEqual([
        'modulepreload /assets/home-1.js',
        'preload /assets/home-1.css',
        'preload /static/news/banner-1.svg',
      ]),
    );
  });

  it('the theory hub: the chapters of the subject chosen last, as the hub asks for them', async () => {
    signIn({ user_type: 1 });
    write('keType', 4);
    open('/ke');
    const hub = { chapters: [] };
    const fetch = serve({ '/api/v1/exam/chapters': hub });
    startFirstReads(FILES);
    expect(await client().fetchQuery(hubQuery(4))).toEqual(hub);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.xuecheFirstReads?.taken).toHaveLength(1);
    expect(preloaded()).toEqual(['modulepreload /assets/hub-page-1.js', 'modulepreload /assets/theory-api-1.js']);
  });

  it('a mock exam: its paper', async () => {
    signIn({ user_type: 1 });
    const id = 'Ab3dEf6hIj9kLm2n';
    open(`/ke/exam/${id}`);
    const paper = { id, questions: [] };
    const fetch = serve({ '/api/v1/exam/paper': paper });
    startFirstReads(FILES);
    expect(await client().fetchQuery(paperQuery(id))).toEqual(paper);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The exam's own code, not the hub's.
    expect(preloaded()).toEqual([
      'modulepreload /assets/exam-page-1.js',
      'modulepreload /assets/theory-api-1.js',
      'preload /assets/theory-api-1.css',
    ]);
  });

  it('asks for nothing signed out or for a coach, and another screen does not take them', async () => {
    open('/');
    const fetch = serve({ '/api/v1/article/adv': { list: [] } });
    startFirstReads(FILES);
    expect(fetch).not.toHaveBeenCalled();

    signIn({ user_type: 2 });
    startFirstReads(FILES);
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);

    signIn({ user_type: 1 });
    startFirstReads(FILES);
    expect(fetch).toHaveBeenCalledTimes(1);
    // The student went on before the banners were read: that page asks for itself.
    open('/news');
    await client().fetchQuery(bannersQuery());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(window.xuecheFirstReads?.taken).toEqual([]);
  });
});
