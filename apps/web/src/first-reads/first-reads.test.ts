import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery } from '../features/home/banners-query';
import { indexQuery, setQuery } from '../features/light/light-api';
import { tripsQuery } from '../features/pin/pin-api';
import { fiveQuery, layoutQuery } from '../features/site/vr/vr-api';
import { hubQuery, paperQuery } from '../features/theory/theory-api';
import { listingFilters } from '../features/train/listings';
import { bookingQuery, coachesQuery } from '../features/train/train-api';
import { yardRunsQuery } from '../lib/queries';
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

function signIn(user: { user_type: number }, field?: typeof FIELD) {
  writeLoginStatus(2);
  write('accessToken', 'tok-123');
  write('hashId', 'ref456');
  write('userInfo', user as never);
  if (field) write('fieldInfo', field as never);
  loadSession();
}

/** What the build lists as each screen's code. */
const FILES = {
  home: ['/assets/home-1.js', '/assets/home-1.css'],
  hub: ['/assets/hub-page-1.js', '/assets/theory-api-1.js'],
  exam: ['/assets/exam-page-1.js', '/assets/theory-api-1.js', '/assets/theory-api-1.css'],
  train: ['/assets/train-home-1.js', '/assets/train-home-1.css', '/assets/paging-1.js'],
  booking: ['/assets/train-1.js', '/assets/train-home-1.js'],
  light: ['/assets/light-hub-1.js'],
  lightExercise: ['/assets/light-1.js', '/assets/light-hub-1.js'],
  five: ['/assets/five-1.js', '/assets/site-base-1.js'],
  yard: ['/assets/yard-page-1.js', '/assets/five-1.js'],
  pin: ['/assets/pin-home-1.js', '/assets/paging-1.js'],
};
/** The student's exam field as the app stores it (Field-Info). */
const FIELD = { field_id: 7, field_name: '东城考场', city_name: '北京市' } as const;
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

  it("'/train/index': the first page of coaches of the field's city by rating, or of the area chosen last", async () => {
    signIn({ user_type: 1 }, FIELD);
    open('/train/index');
    const page = { list: [], total: 0 };
    const fetch = serve({ '/api/v1/train/coaches': page });
    startFirstReads(FILES);
    const city = { city: '北京市', district: '' };
    expect(await client().fetchInfiniteQuery(coachesQuery(listingFilters(city)))).toMatchObject({ pages: [page] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.xuecheFirstReads?.taken).toEqual([
      '/api/v1/train/coaches?city=%E5%8C%97%E4%BA%AC%E5%B8%82&sort=rating&page=1&num=20&access-token=tok-123&did=ref456',
    ]);
    expect(preloaded()).toEqual([
      'modulepreload /assets/paging-1.js',
      'modulepreload /assets/train-home-1.js',
      'preload /assets/train-home-1.css',
    ]);

    // A district chosen on '/train/area' (kept unboxed by the area store) is what the list asks for.
    localStorage.setItem('Train-Area', JSON.stringify({ city: '上海市', district: '浦东新区' }));
    startFirstReads(FILES);
    await client().fetchInfiniteQuery(coachesQuery(listingFilters({ city: '上海市', district: '浦东新区' })));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(window.xuecheFirstReads?.taken).toHaveLength(1);
  });

  it('a coach-for-hire booking: the booking by its number', async () => {
    signIn({ user_type: 1 });
    open('/train/train-info/42');
    const booking = { id: 42 };
    const fetch = serve({ '/api/v1/train/booking': booking });
    startFirstReads(FILES);
    expect(await client().fetchQuery(bookingQuery(42))).toEqual(booking);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.xuecheFirstReads?.taken).toHaveLength(1);
    expect(preloaded()).toEqual(['modulepreload /assets/train-1.js', 'modulepreload /assets/train-home-1.js']);
  });

  it("'/light': the field's instructions and the student's figures; '/light/exercise' the instructions", async () => {
    signIn({ user_type: 1 }, FIELD);
    open('/light');
    const set = { set: { field_id: 7, voice_lib: 'v1' } };
    const figures = { best_score: 90, exams: 1, exams_passed: 1, recent: [], most_missed: [] };
    const fetch = serve({ '/api/v1/light/answer': set, '/api/v1/light/index': figures });
    startFirstReads(FILES);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await client().fetchQuery(setQuery(7))).toEqual(set.set);
    expect(await client().fetchQuery(indexQuery())).toEqual(figures);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(window.xuecheFirstReads?.taken).toHaveLength(2);
    expect(preloaded()).toEqual(['modulepreload /assets/light-hub-1.js']);

    open('/light/exercise');
    startFirstReads(FILES);
    await client().fetchQuery(setQuery(7));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(window.xuecheFirstReads?.taken).toHaveLength(1);

    // A link naming another field: that field's instructions.
    open('/light?field_id=9');
    startFirstReads(FILES);
    await client().fetchQuery(setQuery(9));
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(window.xuecheFirstReads?.taken).toEqual(['/api/v1/light/answer?field_id=9&access-token=tok-123&did=ref456']);
  });

  it("'/k2vr': the field's five items with the student's drives there; '/fivevr' and '/k2map': its yard, without three.js", async () => {
    signIn({ user_type: 1 }, FIELD);
    open('/k2vr');
    const five = { field: { field_id: 7 }, items: [] };
    const runs = { items: [] };
    const yard = { field_id: 7, items: [] };
    const fetch = serve({ '/api/v2/k2/five': five, '/api/v2/k2/yard-runs': runs, '/api/v2/k2/map-info': yard });
    startFirstReads(FILES);
    expect(await client().fetchQuery(fiveQuery(7, true))).toEqual(five);
    expect(await client().fetchQuery(yardRunsQuery(7))).toEqual(runs);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(window.xuecheFirstReads?.taken).toHaveLength(2);
    expect(preloaded()).toEqual(['modulepreload /assets/five-1.js', 'modulepreload /assets/site-base-1.js']);

    for (const path of ['/fivevr', '/k2map']) {
      open(path);
      startFirstReads(FILES);
      expect(await client().fetchQuery(layoutQuery(7, true))).toEqual(yard);
      expect(window.xuecheFirstReads?.taken).toHaveLength(1);
    }
    expect(fetch).toHaveBeenCalledTimes(4);

    // With no field stored or named, the items of the field the server picks, and no drives to guess.
    signIn({ user_type: 1 });
    localStorage.removeItem('Field-Info');
    open('/k2vr');
    startFirstReads(FILES);
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(new URL(fetch.mock.calls[4]?.[0] as string, location.href).pathname).toBe('/api/v2/k2/five');
  });

  it("'/pin': the first page of trips to the student's field; without a field, only its code", async () => {
    signIn({ user_type: 1 }, FIELD);
    open('/pin');
    const page = { list: [], total: 0 };
    const fetch = serve({ '/api/v1/pin/trips': page });
    startFirstReads(FILES);
    expect(await client().fetchInfiniteQuery(tripsQuery({ field_id: 7 }))).toMatchObject({ pages: [page] });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(window.xuecheFirstReads?.taken).toHaveLength(1);
    expect(preloaded()).toEqual(['modulepreload /assets/paging-1.js', 'modulepreload /assets/pin-home-1.js']);

    for (const link of document.head.querySelectorAll('link')) link.remove();
    localStorage.clear();
    signIn({ user_type: 1 });
    open('/pin/index');
    startFirstReads(FILES);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual(['modulepreload /assets/paging-1.js', 'modulepreload /assets/pin-home-1.js']);
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
