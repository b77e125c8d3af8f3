import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachCertifications, coachProfiles, opsAudit } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { opsRequest } from '../../test/ops-request';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import {
  exifTags,
  GPS_EXIF,
  GPS_IFD_TAG,
  makeCoach,
  multipart,
  type Part,
  photo,
  type StoreKind,
  storeReader,
} from './test-helpers';

const TOKEN = 'test-operator-token-cert-0123456789';
let t: TestApp;
let jpegWithGps: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  [jpegWithGps, png, webp] = await Promise.all([
    photo('jpeg', 2400, 1800, GPS_EXIF),
    photo('png', 900, 600),
    photo('webp', 800, 800),
  ]);
});

// Everything below runs twice: uploads on the local disk (the default) and in an S3 bucket (the
// sandbox's stand-in, reached by the AWS SDK as a real bucket would be).
const STORES: { store: StoreKind; env: Record<string, string> }[] = [
  { store: 'disk', env: {} },
  { store: 's3', env: { STORAGE: 's3' } },
];

describe.each(STORES)('with uploads on $store', ({ store, env }) => {
  beforeAll(async () => {
    t = await startTestApp({ OPS_TOKEN: TOKEN, ...env });
  });
  afterAll(() => t.close());

  const reader = (opts?: { signedAnHourAgo?: boolean }) => storeReader(store, t, TOKEN, opts);
  /** The names of the certification photos the store holds. */
  const stored = () => reader().names('cert');

  const goodParts = (): Part[] => [
    { field: 'id_front', filename: 'front.jpg', type: 'image/jpeg', data: jpegWithGps },
    { field: 'id_back', filename: 'back.png', type: 'image/png', data: png },
    { field: 'licence', filename: 'licence.webp', type: 'image/webp', data: webp },
  ];

  function upload(token: string, parts: Part[], lang = 'zh-CN') {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/user/examine?access-token=${token}`,
      headers: { ...headers, 'accept-language': lang },
      payload,
    });
  }

  const hasAuth = async (token: string) =>
    body<{ profile: boolean; status: string; reason: string; submitted_at: string | null; reviewed_at: string | null }>(
      await t.app.inject({ url: `/api/v1/coach/has-auth?access-token=${token}` }),
    ).data;

  const crede = async (did: string) =>
    body<{ verified: boolean; state: string; name: string | null; school: string | null; photo: string | null }>(
      await t.app.inject({ url: `/api/v2/crede/info?did=${did}` }),
    ).data;

  const ops = (method: 'GET' | 'POST', url: string, payload?: unknown) => opsRequest(t, TOKEN, method, url, payload);

  /** The pending list as the operator tools get it: over HTTP, so its links name the server's address. */
  async function pendingList() {
    const res = await fetch(`${t.url}/api/ops/coach/certifications`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const reply = (await res.json()) as {
      data: {
        list: { id: number; real_name: string; phone: string; files: Record<string, string> }[];
        links_expire_at: string;
      };
    };
    return reply.data;
  }

  const certsOf = (coachId: number) =>
    t.database.db.select().from(coachCertifications).where(eq(coachCertifications.coachId, coachId));

  describe('who may upload', () => {
    it('refuses a student, and sends a coach without a profile to phone verification', async () => {
      const student = await login(t.app, { openid: openid('stu') });
      const refused = await upload(student.token, goodParts());
      expect(refused.statusCode).toBe(403);
      expect(body(refused).msg).toBe('只有教练可以使用此功能');

      const bare = await login(t.app, { openid: openid('bare'), type: 2 });
      const first = await upload(bare.token, goodParts());
      expect(first.statusCode).toBe(409);
      expect(body(first)).toMatchObject({
        msg: expect.stringContaining('手机验证'),
        data: { next: '/coach-phone-verify' },
      });
      expect(await hasAuth(bare.token)).toMatchObject({ profile: false, status: 'none' });
      expect(await stored()).toEqual([]);
    });

    it('refuses without a session', async () => {
      const { payload, headers } = multipart(goodParts());
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/examine', headers, payload });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('certification upload', () => {
    it('refuses a PDF or a text file named .jpg, naming the field, and stores nothing', async () => {
      const coach = await makeCoach(t.app, t.database.db);
      const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
      const asPdf = await upload(coach.token, [
        { field: 'id_front', filename: 'front.jpg', type: 'image/jpeg', data: pdf },
        ...goodParts().slice(1),
      ]);
      expect(asPdf.statusCode).toBe(400);
      expect(body(asPdf).msg).toBe('身份证人像面须为 JPG、PNG 或 WebP 格式，请重新选择');
      expect(body(asPdf).data).toEqual({
        errors: { id_front: '身份证人像面须为 JPG、PNG 或 WebP 格式，请重新选择' },
      });

      const text = Buffer.from('这不是照片，只是一段文字。');
      const asText = await upload(
        coach.token,
        [...goodParts().slice(0, 2), { field: 'licence', filename: 'licence.jpg', type: 'image/jpeg', data: text }],
        'en',
      );
      expect(asText.statusCode).toBe(400);
      expect(body(asText).msg).toBe('The coaching licence must be a JPEG, PNG or WebP file; choose another');

      // A JPEG's first bytes glued onto garbage: sniffed as JPEG, but it does not decode.
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
      const asFake = await upload(coach.token, [
        ...goodParts().slice(0, 1),
        { field: 'id_back', filename: 'back.jpg', type: 'image/jpeg', data: fake },
        ...goodParts().slice(2),
      ]);
      expect(asFake.statusCode).toBe(400);
      expect(body(asFake).msg).toBe('上传的身份证国徽面已损坏或无法读取，请换一张');

      expect(await stored()).toEqual([]);
      expect(await certsOf(coach.id)).toEqual([]);
      expect(await hasAuth(coach.token)).toMatchObject({ profile: true, status: 'none', submitted_at: null });
    });

    it('refuses a file over 8 MB with 413, and a missing file by name', async () => {
      const coach = await makeCoach(t.app, t.database.db);
      const big = Buffer.concat([jpegWithGps, Buffer.alloc(8 * 1024 * 1024 + 1 - jpegWithGps.length, 0)]);
      const res = await upload(coach.token, [
        ...goodParts().slice(0, 2),
        { field: 'licence', filename: 'licence.jpg', type: 'image/jpeg', data: big },
      ]);
      expect(res.statusCode).toBe(413);
      expect(body(res).msg).toBe('教练证超过 8 MB，请压缩或换一张');

      // Over real HTTP too, as a browser sends it: the refusal arrives as a sentence, not a broken connection.
      const form = new FormData();
      for (const p of goodParts().slice(0, 2)) form.append(p.field, new Blob([p.data], { type: p.type }), p.filename);
      form.append('licence', new Blob([big], { type: 'image/jpeg' }), 'licence.jpg');
      const overHttp = await fetch(`${t.url}/api/v1/user/examine?access-token=${coach.token}`, {
        method: 'POST',
        body: form,
      });
      expect(overHttp.status).toBe(413);
      expect(((await overHttp.json()) as { msg: string }).msg).toBe('教练证超过 8 MB，请压缩或换一张');

      const missing = await upload(coach.token, goodParts().slice(0, 2));
      expect(missing.statusCode).toBe(400);
      expect(body(missing).msg).toBe('请上传教练证');

      const tiny = await upload(coach.token, [
        { field: 'id_front', filename: 'f.jpg', type: 'image/jpeg', data: await photo('jpeg', 120, 90) },
        ...goodParts().slice(1),
      ]);
      expect(tiny.statusCode).toBe(400);
      expect(body(tiny).msg).toBe('身份证人像面太小（至少 200×200 像素），请换一张更清晰的');

      const notMultipart = await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/examine?access-token=${coach.token}`,
        payload: { id_front: 'x' },
      });
      expect(notMultipart.statusCode).toBe(400);
      expect(body(notMultipart).msg).toBe('请以表单文件（multipart/form-data）方式上传');

      expect(await stored()).toEqual([]);
      expect(await certsOf(coach.id)).toEqual([]);
    });

    it('re-encodes a good upload to JPEG without EXIF, keeps it private, and goes pending → approved', async () => {
      expect(exifTags((await sharp(jpegWithGps).metadata()).exif)).toContain(GPS_IFD_TAG);
      const coach = await makeCoach(t.app, t.database.db, '张三明');
      const res = await upload(coach.token, goodParts());
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toMatchObject({ profile: true, status: 'pending', reason: '', reviewed_at: null });

      const [cert] = await certsOf(coach.id);
      expect(cert).toMatchObject({ status: 'pending' });
      const names = [cert?.idFront, cert?.idBack, cert?.licence].map((n) => String(n).replace('cert/', ''));
      expect((await stored()).sort()).toEqual([...names].sort());
      for (const name of names) {
        expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
        // On disk, readable by the server's user only (a bucket keeps every object private).
        if (store === 'disk') expect(statSync(join(t.dataDir, 'uploads', 'cert', name)).mode & 0o777).toBe(0o600);
        const meta = await sharp(await reader().bytes(`cert/${name}`)).metadata();
        expect(meta.format).toBe('jpeg');
        expect(meta.exif).toBeUndefined();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
      }
      // The 2400×1800 ID photo came down to 1600×1200.
      const front = await sharp(await reader().bytes(`cert/${names[0]}`)).metadata();
      expect([front.width, front.height]).toEqual([1600, 1200]);

      // Not reachable over HTTP, by any path a guesser would try.
      for (const name of names) {
        for (const path of [
          `/api/files/portraits/${name}`,
          `/api/files/portraits/%2e%2e/cert/${name}`,
          `/api/files/portraits/..%2fcert%2f${name}`,
          `/api/files/cert/${name}`,
          `/files/cert/${name}`,
          `/uploads/cert/${name}`,
          `/static/../uploads/cert/${name}`,
          `/cert/${name}`,
          `/sandbox/s3/xueche/cert/${name}`,
        ]) {
          const got = await fetch(`${t.url}${path}`);
          expect(got.headers.get('content-type') ?? '', path).not.toContain('image');
          expect(got.status, path).not.toBe(200);
        }
      }

      expect(await hasAuth(coach.token)).toMatchObject({ status: 'pending', submitted_at: expect.any(String) });
      const again = await upload(coach.token, goodParts());
      expect(again.statusCode).toBe(409);
      expect(body(again).msg).toBe('认证资料正在审核中，请耐心等待审核结果');
      expect(await certsOf(coach.id)).toHaveLength(1);

      expect(await crede(coach.did)).toEqual({
        verified: false,
        state: 'not_certified',
        name: '张*明',
        school: null,
        photo: null,
        certified_at: null,
      });

      // The operator sees it, opens its photos through short-lived links, and approves it.
      const { list, links_expire_at } = await pendingList();
      const mine = list.find((c) => c.id === cert?.id);
      expect(mine).toMatchObject({ real_name: '张三明', phone: coach.phone });
      const left = Date.parse(links_expire_at) - Date.now();
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(15 * 60_000);
      const link = new URL(mine?.files.licence as string);
      const opened = await fetch(link);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await opened.arrayBuffer())).toEqual(await reader().bytes(String(cert?.licence)));
      // The link opens that photo only, and only as signed.
      const forged = new URL(link);
      for (const name of ['signature', 'X-Amz-Signature']) {
        const value = forged.searchParams.get(name);
        if (value) forged.searchParams.set(name, `${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`);
      }
      const other = new URL(link);
      other.pathname = other.pathname.replace(names[2] as string, names[0] as string);
      for (const refused of [forged, other]) {
        const res = await fetch(refused);
        expect(res.status, refused.toString()).toBe(403);
        expect(res.headers.get('content-type') ?? '').not.toContain('image');
      }
      const expired = await fetch(
        new URL(await reader({ signedAnHourAgo: true }).signedUrl(String(cert?.licence), 60), t.url),
      );
      expect(expired.status).toBe(403);
      if (store === 'disk')
        expect(((await expired.json()) as { msg: string }).msg).toBe('文件链接无效或已过期，请重新获取');
      else expect(await expired.text()).toContain('<Message>Request has expired</Message>');

      const file = await ops('GET', `/coach/certifications/${cert?.id}/files/id_front`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.rawPayload).toEqual(await reader().bytes(String(cert?.idFront)));
      const noToken = await t.app.inject({ url: `/api/ops/coach/certifications/${cert?.id}/files/id_front` });
      expect(noToken.statusCode).toBe(401);

      const approved = await ops('POST', `/coach/certifications/${cert?.id}/review`, { decision: 'approve' });
      expect(approved.statusCode).toBe(200);
      expect(await hasAuth(coach.token)).toMatchObject({
        status: 'approved',
        reason: '',
        reviewed_at: expect.any(String),
      });
      expect(await crede(coach.did)).toMatchObject({
        verified: true,
        state: 'verified',
        name: '张*明',
        certified_at: expect.any(String),
      });

      const twice = await ops('POST', `/coach/certifications/${cert?.id}/review`, {
        decision: 'reject',
        reason: '照片模糊',
      });
      expect(twice.statusCode).toBe(409);
      expect(await hasAuth(coach.token)).toMatchObject({ status: 'approved' });
      const certified = await upload(coach.token, goodParts());
      expect(certified.statusCode).toBe(409);
      expect(body(certified).msg).toBe('你已通过教练认证，无需再次提交');

      const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'coach.cert.review'));
      expect(trail.some((a) => (a.detail as { id?: number; status?: string }).status === 'approved')).toBe(true);
    });

    it('a rejection needs a reason, shows it to the coach, and the coach can upload again', async () => {
      const coach = await makeCoach(t.app, t.database.db, '李四');
      expect((await upload(coach.token, goodParts())).statusCode).toBe(200);
      const [cert] = await certsOf(coach.id);

      const noReason = await ops('POST', `/coach/certifications/${cert?.id}/review`, { decision: 'reject' });
      expect(noReason.statusCode).toBe(400);
      expect(body(noReason).msg).toBe('驳回认证时必须写明原因');
      expect(await hasAuth(coach.token)).toMatchObject({ status: 'pending' });

      const rejected = await ops('POST', `/coach/certifications/${cert?.id}/review`, {
        decision: 'reject',
        reason: '教练证照片看不清，请重新拍摄',
      });
      expect(rejected.statusCode).toBe(200);
      expect(await hasAuth(coach.token)).toMatchObject({
        status: 'rejected',
        reason: '教练证照片看不清，请重新拍摄',
      });
      expect(await crede(coach.did)).toMatchObject({ verified: false, state: 'not_certified', name: '李*' });

      expect((await upload(coach.token, goodParts())).statusCode).toBe(200);
      expect(await hasAuth(coach.token)).toMatchObject({ status: 'pending', reason: '' });
      expect(await certsOf(coach.id)).toHaveLength(2);

      expect((await ops('POST', '/coach/certifications/999999/review', { decision: 'approve' })).statusCode).toBe(404);
    });
  });

  describe('npm run ops -- coach:pending / coach:review', () => {
    const run = (args: string[]) => runOps(args, { url: t.url, token: TOKEN });

    it('lists pending certifications with their files, approves and rejects through the running server', async () => {
      const a = await makeCoach(t.app, t.database.db, '王五六');
      const b = await makeCoach(t.app, t.database.db, '赵六');
      await upload(a.token, goodParts());
      await upload(b.token, goodParts());
      const [certA] = await certsOf(a.id);
      const [certB] = await certsOf(b.id);

      const pending = await run(['coach:pending']);
      expect(pending.code).toBe(0);
      expect(pending.stdout).toContain(`#${certA?.id}  coach`);
      expect(pending.stdout).toContain(`王五六  ${a.phone}`);
      expect(pending.stdout).toContain('The photo links open in a browser until');
      // The printed link opens the photo, as an operator's browser would.
      const printed = pending.stdout.split('\n').find((line) => line.includes(String(certA?.licence)));
      const printedLink = /licence\s+(\S+)/.exec(printed ?? '')?.[1];
      expect(printedLink, pending.stdout).toBeTruthy();
      const opened = await fetch(printedLink as string);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/jpeg');

      const noReason = await run(['coach:review', String(certB?.id), 'reject']);
      expect(noReason.code).toBe(1);
      expect(noReason.stderr).toContain('A rejection needs a reason');

      const approve = await run(['coach:review', String(certA?.id), 'approve']);
      expect(approve.code).toBe(0);
      expect(approve.stdout).toContain(`Certification #${certA?.id} approved: 王五六`);
      expect(await hasAuth(a.token)).toMatchObject({ status: 'approved' });

      const reject = await run(['coach:review', String(certB?.id), 'reject', '身份证与姓名不一致']);
      expect(reject.code).toBe(0);
      expect(await hasAuth(b.token)).toMatchObject({ status: 'rejected', reason: '身份证与姓名不一致' });

      const again = await run(['coach:review', String(certA?.id), 'reject', 'late']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This certification has already been reviewed (approved)');

      const after = await run(['coach:pending']);
      expect(after.stdout).not.toContain(`#${certA?.id} `);
      expect(after.stdout).not.toContain(`#${certB?.id} `);
    });
  });

  describe('portrait', () => {
    it('crops to a 512 px square JPEG served publicly with a long cache, and replaces the old one', async () => {
      const coach = await makeCoach(t.app, t.database.db, '孙七');
      const send = (data: Buffer) => {
        const { payload, headers } = multipart([{ field: 'file', filename: 'me.png', type: 'image/png', data }]);
        return t.app.inject({ method: 'POST', url: `/api/v3/my/up?access-token=${coach.token}`, headers, payload });
      };
      const first = await send(png);
      expect(first.statusCode).toBe(200);
      const photoUrl = body<{ photo: string }>(first).data.photo;
      expect(photoUrl).toMatch(/^\/api\/files\/portraits\/[0-9a-f]{32}\.jpg$/);

      const got = await fetch(`${t.url}${photoUrl}`);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('image/jpeg');
      expect(got.headers.get('cache-control')).toContain('max-age=31536000');
      expect(got.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 512, 512, undefined]);

      const [profile] = await t.database.db.select().from(coachProfiles).where(eq(coachProfiles.userId, coach.id));
      expect(profile?.photo).toBe(photoUrl);

      const second = await send(jpegWithGps);
      const secondUrl = body<{ photo: string }>(second).data.photo;
      expect(secondUrl).not.toBe(photoUrl);
      expect((await fetch(`${t.url}${photoUrl}`)).status).toBe(404);
      expect((await fetch(`${t.url}${secondUrl}`)).status).toBe(200);

      const bad = await send(Buffer.from('GIF89a not allowed'));
      expect(bad.statusCode).toBe(400);
      expect(body(bad).msg).toBe('头像须为 JPG、PNG 或 WebP 格式，请重新选择');

      const student = await login(t.app, { openid: openid('stu') });
      const { payload, headers } = multipart([{ field: 'file', filename: 'me.png', type: 'image/png', data: png }]);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/v3/my/up?access-token=${student.token}`,
        headers,
        payload,
      });
      expect(refused.statusCode).toBe(403);
      expect(await reader().names('portraits')).toEqual([secondUrl.split('/').at(-1)]);
    });
  });

  describe('the public coach check (GET /v2/crede/info)', () => {
    it('shows a certified coach with portrait and school, and refuses everyone else in plain terms', async () => {
      const coach = await makeCoach(t.app, t.database.db, '欧阳娜娜');
      await upload(coach.token, goodParts());
      const [cert] = await certsOf(coach.id);
      await ops('POST', `/coach/certifications/${cert?.id}/review`, { decision: 'approve' });
      const { payload, headers } = multipart([{ field: 'file', filename: 'me.webp', type: 'image/webp', data: webp }]);
      const up = await t.app.inject({
        method: 'POST',
        url: `/api/v3/my/up?access-token=${coach.token}`,
        headers,
        payload,
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/v3/school/edit?access-token=${coach.token}`,
        payload: { name: '东方驾校', city: '北京' },
      });

      expect(await crede(coach.did)).toEqual({
        verified: true,
        state: 'verified',
        name: '欧**娜',
        school: '东方驾校',
        photo: body<{ photo: string }>(up).data.photo,
        certified_at: expect.any(String),
      });

      const student = await login(t.app, { openid: openid('stu') });
      const notCoach = {
        verified: false,
        state: 'not_coach',
        name: null,
        school: null,
        photo: null,
        certified_at: null,
      };
      expect(await crede(student.result.did)).toEqual(notCoach);
      expect(await crede('Unknown1234')).toEqual(notCoach);

      const noDid = await t.app.inject({ url: '/api/v2/crede/info' });
      expect(noDid.statusCode).toBe(400);
      const badDid = await t.app.inject({ url: '/api/v2/crede/info?did=%3Cscript%3E' });
      expect(badDid.statusCode).toBe(400);
    });
  });
});

describe('files uploaded before the object store (DATA_DIR/uploads)', () => {
  let before: TestApp;
  beforeAll(async () => {
    before = await startTestApp({ OPS_TOKEN: TOKEN });
  });
  afterAll(() => before.close());

  it('are still served where they were: portraits at their URL, certification photos to operators', async () => {
    const name = `${'ab'.repeat(16)}.jpg`;
    const jpeg = await sharp(png).jpeg().toBuffer();
    // Written as the code before the store wrote them: portraits world-readable, certification photos not.
    const uploads = join(before.dataDir, 'uploads');
    mkdirSync(join(uploads, 'portraits'), { recursive: true, mode: 0o755 });
    writeFileSync(join(uploads, 'portraits', name), jpeg, { mode: 0o644 });
    mkdirSync(join(uploads, 'cert'), { recursive: true, mode: 0o700 });
    writeFileSync(join(uploads, 'cert', name), jpeg, { mode: 0o600 });

    const portrait = await fetch(`${before.url}/api/files/portraits/${name}`);
    expect(portrait.status).toBe(200);
    expect(Buffer.from(await portrait.arrayBuffer())).toEqual(jpeg);

    const coach = await makeCoach(before.app, before.database.db);
    const key = `cert/${name}`;
    const [cert] = await before.database.db
      .insert(coachCertifications)
      .values({ coachId: coach.id, idFront: key, idBack: key, licence: key })
      .returning();
    const file = await before.app.inject({
      url: `/api/ops/coach/certifications/${cert?.id}/files/licence`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(jpeg);
  });
});
