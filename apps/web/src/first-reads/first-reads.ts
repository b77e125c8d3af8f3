// The first screen's API reads and code, started by index.html itself (an inline script, built from start.ts
// by vite.config.ts) instead of after the app's code has arrived and run: on a phone each hop of that chain
// is a round trip, and the read, then the picture it names, came last. lib/api.ts takes the replies. It
// imports nothing, so the inline script stays small; anything it does not foresee, the app asks for.

/** What the document started, for api() to take: keyed by the URL api() would ask for. */
export interface FirstReads {
  /** The page they were started for: a later screen does not take them. */
  path: string;
  at: number;
  replies: Record<string, Promise<Response>>;
  /** The URLs api() took, for the tests to see that the page used them. */
  taken: string[];
}

declare global {
  interface Window {
    xuecheFirstReads?: FirstReads;
  }
}

/** A stored value as lib/storage.ts boxes it ({ v, e? }); undefined when missing or expired. */
export type ReadStored = (key: string) => unknown;

export function readStored(key: string): unknown {
  const raw = localStorage.getItem(key);
  if (raw == null) return undefined;
  const box = JSON.parse(raw) as { v?: unknown; e?: number } | null;
  if (typeof box !== 'object' || box === null || !('v' in box)) return undefined;
  return box.e !== undefined && box.e <= Date.now() ? undefined : box.v;
}

interface FirstRead {
  url: string;
  /** For home: the first banner's picture, named in the read's reply (the first screen's largest). */
  picture?: (data: unknown) => unknown;
}

/** The screens this knows, by the code they run (vite.config.ts lists each one's built files). */
export type FirstScreenCode =
  | 'home'
  | 'hub'
  | 'exam'
  | 'train'
  | 'booking'
  | 'light'
  | 'lightExercise'
  | 'five'
  | 'yard'
  | 'pin';

interface FirstScreen {
  code: FirstScreenCode;
  reads: FirstRead[];
}

/** The built files (scripts and stylesheets) of each screen's code, put in by vite.config.ts. */
declare const __FIRST_SCREEN_FILES__: Record<FirstScreenCode, string[]>;

const PAPER = /^\/ke\/exam\/([A-Za-z0-9]{16,32})$/;
const BOOKING = /^\/train\/train-info\/([1-9]\d*)$/;
/** A page of the coach and shuttle lists, as train-api.ts and pin-api.ts ask for one. */
const PAGE = [
  ['page', '1'],
  ['num', '20'],
];

/**
 * The listings' area as features/train/area-store.ts keeps it (not boxed), when one is chosen. (The store
 * cuts a name at 20 characters; a longer one here would only make a read the page does not take.)
 */
function storedArea(): { city: string; district: string } | undefined {
  // Object(): a missing value reads as {} without optional chains, which the build lowers at some length.
  const area = Object(JSON.parse(localStorage.getItem('Train-Area') ?? 'null'));
  return typeof area.city === 'string' && typeof area.district === 'string' ? area : undefined;
}

/**
 * The code and the reads the first screen of `pathname` waits for, the reads as a signed-in student's app
 * asks for them (the same URL, parameter for parameter: first-reads.test.ts holds the two together).
 * Signed out, or a coach: nothing, since those pages are others.
 */
export function firstScreenOf(pathname: string, search: string, stored: ReadStored): FirstScreen | undefined {
  const token = stored('Access-Token');
  if (stored('Login-Status') !== 2 || typeof token !== 'string' || !token) return undefined;
  if (Object(stored('User-Info')).user_type === 2) return undefined;
  const did = stored('hash_id');
  const url = (path: string, params: string[][] = []) => {
    const query = new URLSearchParams(params);
    query.set('access-token', token);
    if (typeof did === 'string' && did) query.set('did', did);
    return `/api${path}?${query}`;
  };
  const screen = (code: FirstScreenCode, ...urls: string[]): FirstScreen => ({
    code,
    reads: urls.map((u) => ({ url: u })),
  });
  const trimmed = pathname.replace(/(.)\/+$/, '$1');
  // The router matches paths whatever their case; a paper's id keeps its own.
  const path = trimmed.toLowerCase();
  if (path === '/') {
    const picture = (data: unknown) => (data as { list?: { image?: unknown }[] } | undefined)?.list?.[0]?.image;
    return { code: 'home', reads: [{ url: url('/v1/article/adv'), picture }] };
  }
  // The theory hub opens on the subject chosen last (keType), subject one until then.
  if (path === '/ke') {
    const subject = stored('keType') === 4 ? '4' : '1';
    return screen(
      'hub',
      url('/v1/exam/chapters', [
        ['subject', subject],
        ['bank', 'car'],
      ]),
    );
  }
  const paper = PAPER.exec(trimmed);
  if (paper?.[1]) return screen('exam', url('/v1/exam/paper', [['id', paper[1]]]));
  const booking = BOOKING.exec(path);
  if (booking?.[1]) return screen('booking', url('/v1/train/booking', [['id', booking[1]]]));

  // The new areas read the student's exam field; the light and yard pages take one a link names instead.
  const field: { field_id?: unknown; city_name?: unknown } = Object(stored('Field-Info'));
  const own = typeof field.field_id === 'number' ? String(field.field_id) : '';
  const asked = Number(new URLSearchParams(search).get('field_id'));
  const fieldId = Number.isInteger(asked) && asked > 0 ? String(asked) : own;
  const ofField = fieldId ? [['field_id', fieldId]] : [];
  if (path === '/light') return screen('light', url('/v1/light/answer', ofField), url('/v1/light/index'));
  if (path === '/light/exercise') return screen('lightExercise', url('/v1/light/answer', ofField));
  // With a field known, the student's own drives there too (the page shows them on each item).
  if (path === '/k2vr') {
    return fieldId
      ? screen('five', url('/v2/k2/five', ofField), url('/v2/k2/yard-runs', ofField))
      : screen('five', url('/v2/k2/five'));
  }
  if (path === '/fivevr' || path === '/k2map') return screen('yard', url('/v2/k2/map-info', ofField));
  // Trips to the student's own field; without one the page asks them to choose.
  if (path === '/pin' || path === '/pin/index') {
    return own ? screen('pin', url('/v1/pin/trips', [['field_id', own], ...PAGE])) : screen('pin');
  }
  // Coaches of the area chosen last, else of the field's city, by rating (the distance sort needs the
  // phone's position and is never the first).
  if (path === '/train/index') {
    const area = storedArea() ?? { city: typeof field.city_name === 'string' ? field.city_name : '', district: '' };
    const where = [
      ['city', area.city],
      ['district', area.district],
    ].filter(([, v]) => v);
    return screen('train', url('/v1/train/coaches', [...where, ['sort', 'rating'], ...PAGE]));
  }
  return undefined;
}

/** The language api() asks the server to answer in (lib/i18n's acceptLanguage). */
const acceptLanguageOf = (stored: ReadStored) => (stored('Lang') === 'en' ? 'en' : 'zh-CN');

export function preload(href: string, kind: 'script' | 'style' | 'image'): void {
  const link = document.createElement('link');
  link.href = href;
  if (kind === 'script') {
    link.rel = 'modulepreload';
  } else {
    link.rel = 'preload';
    link.as = kind;
  }
  // As Vite's own links ask for them (crossorigin), so the app's requests find these in the cache.
  if (kind !== 'image') link.crossOrigin = '';
  else link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * Starts this page's reads, keeping their replies on window for api(), and fetches its code beside the
 * entry's. Never throws.
 */
export function startFirstReads(files: Record<FirstScreenCode, string[]> = __FIRST_SCREEN_FILES__): void {
  try {
    const screen = firstScreenOf(location.pathname, location.search, readStored);
    if (!screen) return;
    const headers = { accept: 'application/json', 'accept-language': acceptLanguageOf(readStored) };
    const replies: Record<string, Promise<Response>> = {};
    for (const read of screen.reads) {
      const reply = fetch(read.url, { headers });
      replies[read.url] = reply;
      const picture = read.picture;
      if (picture) {
        reply
          .then((res) => res.clone().json())
          .then((body: { data?: unknown }) => {
            const href = picture(body.data);
            if (typeof href === 'string') preload(href, 'image');
          })
          .catch(() => undefined);
      }
    }
    window.xuecheFirstReads = { path: location.pathname, at: Date.now(), replies, taken: [] };
    for (const file of files[screen.code] ?? []) preload(file, file.endsWith('.css') ? 'style' : 'script');
  } catch {
    // storage unreadable or a stored value not ours: the app reads as usual
  }
}
