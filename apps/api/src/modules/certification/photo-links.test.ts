import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../adapters/object-store-disk';
import { coachCertifications, users } from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { makeCoach, multipart, photo, type StoreKind, storeReader } from './test-helpers';

/**
 * Another coach's certification photos (identity documents) and portraits, asked for by every route a thief
 * could try. What a signed link is: a capability. It names one object and an expiry, and whoever holds it may
 * read that object until then, with no other credential (an operator opens it in a browser). It is handed out
 * only by the audited operator API and lives 15 minutes (docs/storage.md). So the questions are whether it
 * opens anything else, or after its time, or altered; and whether anything but it opens a photo at all.
 */

const OPS_TOKEN = 'test-operator-token-photo-links-0123';
let t: TestApp;
let images: { jpeg: Buffer; png: Buffer; webp: Buffer };

beforeAll(async () => {
  const [jpeg, png, webp] = await Promise.all([
    photo('jpeg', 900, 700),
    photo('png', 700, 500),
    photo('webp', 600, 600),
  ]);
  images = { jpeg, png, webp };
});

/** A GET with the path sent exactly as written (fetch and URL would normalise dot segments and encodings). */
function raw(path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(t.url);
  return new Promise<{ status: number; type: string; bytes: Buffer }>((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          bytes: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

const STORES: { store: StoreKind; env: Record<string, string> }[] = [
  { store: 'disk', env: {} },
  { store: 's3', env: { STORAGE: 's3' } },
];

describe.each(STORES)('with uploads on $store', ({ store, env }) => {
  /** Two coaches who sent in their certification, A with a portrait; the stored keys and bytes. */
  let a: Awaited<ReturnType<typeof makeCoach>>;
  let b: Awaited<ReturnType<typeof makeCoach>>;
  let certA: typeof coachCertifications.$inferSelect;
  let certB: typeof coachCertifications.$inferSelect;
  let photoBytes: Buffer[];
  let portraitUrl: string;

  const reader = (opts?: { signedAnHourAgo?: boolean }) => storeReader(store, t, OPS_TOKEN, opts);

  async function certify(coach: Awaited<ReturnType<typeof makeCoach>>) {
    const { payload, headers } = multipart([
      { field: 'id_front', filename: 'front.jpg', type: 'image/jpeg', data: images.jpeg },
      { field: 'id_back', filename: 'back.png', type: 'image/png', data: images.png },
      { field: 'licence', filename: 'licence.webp', type: 'image/webp', data: images.webp },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/examine?access-token=${coach.token}`,
      headers,
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [cert] = await t.database.db
      .select()
      .from(coachCertifications)
      .where(eq(coachCertifications.coachId, coach.id));
    return cert as typeof coachCertifications.$inferSelect;
  }

  beforeAll(async () => {
    t = await startTestApp({ OPS_TOKEN, ...env });
    a = await makeCoach(t.app, t.database.db, '甲教练');
    b = await makeCoach(t.app, t.database.db, '乙教练');
    certA = await certify(a);
    certB = await certify(b);
    photoBytes = await Promise.all(
      [certA.idFront, certA.idBack, certA.licence, certB.idFront].map((k) => reader().bytes(k)),
    );
    const { payload, headers } = multipart([
      { field: 'file', filename: 'me.png', type: 'image/png', data: images.png },
    ]);
    const up = await t.app.inject({ method: 'POST', url: `/api/v3/my/up?access-token=${a.token}`, headers, payload });
    expect(up.statusCode, up.body).toBe(200);
    portraitUrl = body<{ photo: string }>(up).data.photo;
  });
  afterAll(() => t.close());

  const names = () => [certA.idFront, certA.idBack, certA.licence].map((k) => k.slice('cert/'.length));

  /** Not one byte of any stored photo in the reply, nor anything labelled an image. */
  function expectNoBytes(res: { type: string; bytes: Buffer }, what: string) {
    expect(res.type, what).not.toContain('image');
    expect(res.bytes.includes(JPEG_MAGIC), what).toBe(false);
    for (const bytes of photoBytes) expect(res.bytes.includes(bytes.subarray(0, 64)), what).toBe(false);
  }

  /** Refused (403 or 404, or 400 for a path that is not one), with nothing of a photo. */
  function expectNothing(res: { status: number; type: string; bytes: Buffer }, what: string) {
    expect([400, 403, 404], `${what} → ${res.status}`).toContain(res.status);
    expectNoBytes(res, what);
  }

  /** The operator's list: a signed link to each photo, valid for 15 minutes. */
  async function operatorLinks() {
    const res = await fetch(`${t.url}/api/ops/coach/certifications`, {
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { list: { id: number; files: Record<'id_front' | 'id_back' | 'licence', string> }[] };
    };
    const of = (id: number) => data.list.find((c) => c.id === id)?.files as Record<string, string>;
    return { a: of(certA.id), b: of(certB.id) };
  }
  const pathOf = (link: string) => {
    const u = new URL(link);
    return `${u.pathname}${u.search}`;
  };

  it('a signed link is a capability: it opens its one photo for whoever holds it, until it expires', async () => {
    const links = await operatorLinks();
    // No token of any kind: the link alone decides (coach B holding it reads what an operator would).
    const res = await raw(pathOf(links.a.licence as string));
    expect(res.status).toBe(200);
    expect(res.bytes.equals(photoBytes[2] as Buffer)).toBe(true);
    // Expired: signed an hour ago for a minute. The same signer's fresh link opens, so it is the time refused.
    const fresh = await reader().signedUrl(certA.licence, 60);
    expect((await raw(pathOf(new URL(fresh, t.url).toString()))).status).toBe(200);
    const stale = await reader({ signedAnHourAgo: true }).signedUrl(certA.licence, 60);
    const expired = await raw(pathOf(new URL(stale, t.url).toString()));
    expectNothing(expired, 'an expired link');
    expect(expired.status).toBe(403);
  });

  it('an altered signed link opens nothing: another key, another expiry, another signature, no signature', async () => {
    const links = await operatorLinks();
    const [pathname, search] = pathOf(links.a.licence as string).split('?') as [string, string];
    const sigName = store === 'disk' ? 'signature' : 'X-Amz-Signature';
    const sig = new URLSearchParams(search).get(sigName) as string;
    /** The link with its path and query changed as given, sent as written. */
    const altered = (change: { path?: (p: string) => string; query?: (q: URLSearchParams) => void }) => {
      const q = new URLSearchParams(search);
      change.query?.(q);
      return `${change.path ? change.path(pathname) : pathname}?${q}`;
    };
    // The link rebuilt this way, unaltered, does open: what is refused below is refused for the alteration.
    expect((await raw(altered({}))).status).toBe(200);

    const variants: [string, Parameters<typeof altered>[0]][] = [
      ['A’s other photo, same signature', { path: (p) => p.replace(names()[2] as string, names()[0] as string) }],
      ['B’s photo, same signature', { path: (p) => p.replace(certA.licence, certB.idFront) }],
      ['a portrait key, same signature', { path: (p) => p.replace('cert/', 'portraits/') }],
      ['a dot segment in the key', { path: (p) => p.replace('cert/', 'cert/./') }],
      ['a parent segment in the key', { path: (p) => p.replace('cert/', 'cert/../cert/') }],
      [
        'one character of the signature changed',
        { query: (q) => q.set(sigName, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`) },
      ],
      ['the signature in upper case', { query: (q) => q.set(sigName, sig.toUpperCase()) }],
      ['the signature cut short', { query: (q) => q.set(sigName, sig.slice(0, 10)) }],
      ['an empty signature', { query: (q) => q.set(sigName, '') }],
      ['no signature', { query: (q) => q.delete(sigName) }],
      [
        'B’s link’s signature',
        { query: (q) => q.set(sigName, new URL(links.b.id_front as string).searchParams.get(sigName) as string) },
      ],
    ];
    if (store === 'disk') {
      const expires = Number(new URLSearchParams(search).get('expires'));
      variants.push(
        ['the expiry a year later', { query: (q) => q.set('expires', String(expires + 365 * 86400)) }],
        ['the expiry a second later', { query: (q) => q.set('expires', String(expires + 1)) }],
        ['the expiry with a leading zero', { query: (q) => q.set('expires', `0${expires}`) }],
        ['no expiry', { query: (q) => q.delete('expires') }],
        ['a second, later expiry', { query: (q) => q.append('expires', String(expires + 86400)) }],
      );
      // Signed by an install with another secret: knowing the link's format is no key.
      const foreign = diskStore({ root: '/nonexistent', secret: 'some-other-install-token' });
      expectNothing(await raw(await foreign.signedUrl(certA.licence, 900)), 'signed with another install’s secret');
    } else {
      /** An X-Amz-Date (20261129T120000Z) moved by `days`. */
      const shifted = (amzDate: string, days: number) => {
        const d = new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
        return new Date(d.getTime() + days * 86400_000).toISOString().replace(/[-:]|\.\d{3}/g, '');
      };
      variants.push(
        ['X-Amz-Expires raised to a week', { query: (q) => q.set('X-Amz-Expires', '604800') }],
        ['X-Amz-Date a day later', { query: (q) => q.set('X-Amz-Date', shifted(q.get('X-Amz-Date') as string, 1)) }],
        [
          'another access key id',
          {
            query: (q) =>
              q.set('X-Amz-Credential', (q.get('X-Amz-Credential') as string).replace(/^[^/]+/, 'AKIAOTHER')),
          },
        ],
      );
    }
    for (const [what, change] of variants) expectNothing(await raw(altered(change)), what);
  });

  it('without a link, no path reaches a certification photo: guessed, unsigned, traversed, encoded', async () => {
    const front = names()[0] as string;
    const key = certA.idFront;
    const paths = [
      `/api/files/signed/${key}`,
      `/api/files/signed/${key}?expires=9999999999`,
      `/api/files/signed/${key}?expires=9999999999&signature=`,
      `/api/files/cert/${front}`,
      `/api/files/${key}`,
      `/api/files/${front}`,
      `/api/cert/${front}`,
      `/files/${key}`,
      `/uploads/${key}`,
      `/api/uploads/${key}`,
      `/.data/uploads/${key}`,
      `/static/../uploads/${key}`,
      `/static/..%2fuploads%2f${key}`,
      `/api/files/portraits/../${key}`,
      `/api/files/portraits/..%2f${key}`,
      `/api/files/portraits/%2e%2e%2f${key.replace('/', '%2f')}`,
      `/api/files/portraits/%252e%252e%252f${key}`,
      `/api/files/portraits/..%5c${key.replace('/', '%5c')}`,
      `/api/files/portraits/..\\${key.replace('/', '\\')}`,
      `/api/files/portraits/${front}`,
      `/api/files/portraits/${front}%00`,
      `/api/files/portraits/${front}%00.jpg`,
      `/api/files/portraits/cert%2f${front}`,
      `/api/files/portraits/%2fcert%2f${front}`,
      `/api/files/portraits/${front.toUpperCase()}`,
      `/api/files/portraits/${front}/`,
      `/api/files/portraits/${front}?name=../${key}`,
      `//api/files/portraits/..%2f${key}`,
      `/api/files/content/..%2f${key}`,
      `/api/files/content/${front}`,
      `/api/files/train/..%2f${key}`,
      `/api/files/train/${front}`,
      `/api/files/train/..%2ftrain-checks%2f${front}`,
      `/api/files/voice/..%2f${key}`,
      `/api/files/site/../${key}`,
      `/api/files/site/..%2f${key}`,
      `/api/files/site/p-${'0'.repeat(24)}.jpg/../../${key}`,
      `/api/files/lessons/..%2f${key}`,
      `/api/files/lessons/m-${'0'.repeat(24)}/..%2f..%2f${key}`,
      `/api/files/signed/..%2f${key}`,
      `/api/files/signed/portraits/../${key}`,
      `/api/files/signed/%2e%2e/${key}`,
      `/api/files/signed/./${key}`,
      `/api/files/signed//${key}`,
      `/api/files/signed/${key.replace('cert/', 'cert%2f')}`,
      `/api/files/signed/${key}%00`,
      `/api/v1/poster/portrait?did=${a.did}/../${key}`,
      `/sandbox/s3/xueche/${key}`,
      `/sandbox/s3/xueche/${key.replace('/', '%2f')}`,
      `/sandbox/s3/xueche/portraits/../${key}`,
    ];
    for (const path of paths) expectNothing(await raw(path), path);
  });

  it('through the app’s own endpoints, another coach’s token reaches none of A’s photos', async () => {
    // The operator endpoints want the operator token; a coach's session is not one, however it is sent.
    for (const path of [
      '/api/ops/coach/certifications',
      `/api/ops/coach/certifications/${certA.id}/files/id_front`,
      `/api/ops/coach/certifications/${certA.id}/files/licence`,
    ]) {
      for (const headers of [{ authorization: `Bearer ${b.token}` }, {}] as Record<string, string>[]) {
        const res = await raw(path, headers);
        expect(res.status, path).toBe(401);
        expectNoBytes(res, path);
      }
      const query = await raw(`${path}?access-token=${b.token}`);
      expect(query.status, path).toBe(401);
    }
    // Nor the console's review, which wants an operator's session cookie.
    for (const headers of [{ authorization: `Bearer ${b.token}` }, { cookie: `xueche_admin=${b.token}` }] as Record<
      string,
      string
    >[]) {
      const res = await raw('/api/admin/reviews/certifications', headers);
      expect([401, 403]).toContain(res.status);
      expect(res.bytes.toString()).not.toContain('cert/');
    }
    // B's own status and the public check of A say nothing of A's files.
    for (const path of [`/api/v1/coach/has-auth?access-token=${b.token}`, `/api/v2/crede/info?did=${a.did}`]) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      const text = res.bytes.toString();
      for (const n of [...names(), certB.idFront.slice('cert/'.length)])
        expect(text, path).not.toContain(n.slice(0, 32));
      expect(text).not.toMatch(/signature|X-Amz/);
    }
    // A student's token is no better.
    const student = await login(t.app, { openid: openid('stu') });
    const res = await raw(`/api/ops/coach/certifications/${certA.id}/files/id_front`, {
      authorization: `Bearer ${student.token}`,
    });
    expect(res.status).toBe(401);
  });

  it('portraits are public by design, but the portrait routes open nothing else, and a replaced one is gone', async () => {
    // docs/storage.md: a portrait is public (posters, the coach check); anyone may read A's current one.
    const open = await raw(portraitUrl);
    expect(open.status).toBe(200);
    expect(open.type).toBe('image/jpeg');

    // The poster proxy fetches WeChat's avatar hosts only: a head portrait pointed at this server's files
    // (or a look-alike host) is never fetched on anyone's behalf.
    const linkToA = (await operatorLinks()).a.id_front as string;
    for (const headPortrait of [
      linkToA,
      `${t.url}/api/files/signed/${certA.idFront}`,
      `${t.url}${portraitUrl}`,
      'https://thirdwx.qlogo.cn.evil.example/x.jpg',
      `file:///${certA.idFront}`,
    ]) {
      await t.database.db.update(users).set({ headPortrait }).where(eq(users.id, b.id));
      expectNothing(await raw(`/api/v1/poster/portrait?did=${b.did}`), `poster portrait of ${headPortrait}`);
    }

    // A new portrait replaces the old: the old URL opens nothing.
    const { payload, headers } = multipart([
      { field: 'file', filename: 'new.jpg', type: 'image/jpeg', data: images.jpeg },
    ]);
    const up = await t.app.inject({ method: 'POST', url: `/api/v3/my/up?access-token=${a.token}`, headers, payload });
    expect(up.statusCode).toBe(200);
    expectNothing(await raw(portraitUrl), 'a replaced portrait');
  });
});
