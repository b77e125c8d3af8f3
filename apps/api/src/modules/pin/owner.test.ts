import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PinOwner } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, pinOwners } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { opsRequest } from '../../test/ops-request';
import { person } from '../../test/person';
import { body, login, startTestApp, type TestApp } from '../../test/test-app';
import { multipart, type Part, photo } from '../certification/test-helpers';
import { mobile, pinHelpers } from './test-helpers';

const TOKEN = 'test-operator-token-pin-0123456789';
let t: TestApp;
let h: ReturnType<typeof pinHelpers>;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  [jpeg, png] = await Promise.all([photo('jpeg', 1200, 900), photo('png', 900, 600)]);
  t = await startTestApp({ OPS_TOKEN: TOKEN });
  h = pinHelpers(t);
});
afterAll(() => t.close());

const goodParts = (): Part[] => [
  { field: 'licence', filename: 'licence.jpg', type: 'image/jpeg', data: jpeg },
  { field: 'vehicle_licence', filename: 'vehicle.png', type: 'image/png', data: png },
  { field: 'plate', filename: 'car.jpg', type: 'image/jpeg', data: jpeg },
];

async function upload(openid: string, parts: Part[], lang = 'zh-CN') {
  const { token } = await login(t.app, { openid });
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/pin/verify?access-token=${token}`,
    headers: { ...headers, 'accept-language': lang },
    payload,
  });
}

const ops = (method: 'GET' | 'POST', url: string, payload?: unknown) => opsRequest(t, TOKEN, method, url, payload);

const stored = () => {
  const dir = join(t.dataDir, 'uploads', 'pin');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const details = {
  name: '周师傅',
  phone: '139 0000 0301',
  car: { plate: '京b12345', model: '本田飞度', colour: '红色' },
};

describe('becoming a car owner', () => {
  it('details first, then the three photos, re-encoded and kept under pin/; pending until an operator answers', async () => {
    const me = await person(t);
    expect(body<PinOwner>(await me.get('/api/v1/pin/owner')).data).toEqual({
      status: 'none',
      reason: '',
      name: '',
      phone: '',
      car: null,
      submitted_at: null,
      reviewed_at: null,
    });
    const early = await upload(me.openid, goodParts());
    expect([early.statusCode, body<{ next: string }>(early).msg]).toEqual([
      409,
      '请先填写车主信息（姓名、手机号和车辆），再上传认证照片',
    ]);
    const badPhone = await me.post('/api/v1/pin/owner', { ...details, phone: '1234' });
    expect(badPhone.statusCode).toBe(400);
    const saved = body<PinOwner>(await me.post('/api/v1/pin/owner', details)).data;
    expect(saved).toMatchObject({
      status: 'none',
      name: '周师傅',
      phone: '13900000301',
      car: { plate: '京B12345', model: '本田飞度', colour: '红色' },
    });

    const before = stored().length;
    const missing = await upload(me.openid, goodParts().slice(0, 2));
    expect([missing.statusCode, body(missing).msg]).toEqual([400, '请上传车辆照片（含车牌）']);
    const notImage = await upload(me.openid, [
      ...goodParts().slice(0, 2),
      { field: 'plate', filename: 'car.jpg', type: 'image/jpeg', data: Buffer.from('not a picture at all') },
    ]);
    expect(body(notImage).msg).toBe('车辆照片（含车牌）须为 JPG、PNG 或 WebP 格式，请重新选择');
    const english = await upload(me.openid, goodParts().slice(1), 'en');
    expect(body(english).msg).toBe('Add the driving licence');
    expect(stored().length).toBe(before);

    const sent = await upload(me.openid, goodParts());
    expect(sent.statusCode).toBe(200);
    expect(body<PinOwner>(sent).data).toMatchObject({ status: 'pending', submitted_at: expect.any(String) });
    const [row] = await t.database.db.select().from(pinOwners).where(eq(pinOwners.userId, me.id));
    for (const key of [row?.licence, row?.vehicleLicence, row?.platePhoto]) {
      expect(key).toMatch(/^pin\/[0-9a-f]{32}\.jpg$/);
      const file = join(t.dataDir, 'uploads', key as string);
      expect((await sharp(file).metadata()).format).toBe('jpeg');
    }
    expect(stored().length).toBe(before + 3);
    const again = await upload(me.openid, goodParts());
    expect([again.statusCode, body(again).msg]).toEqual([409, '车主认证正在审核中，请耐心等待审核结果']);
    expect(stored().length).toBe(before + 3);
  });
});

describe('operators review car owners', () => {
  it('lists pending owners with links to their photos; approval lets them publish, rejection shows the reason and they upload again', async () => {
    const a = await person(t);
    const b = await person(t);
    for (const who of [a, b]) {
      await who.post('/api/v1/pin/owner', { ...details, phone: mobile() });
      expect((await upload(who.openid, goodParts())).statusCode).toBe(200);
    }
    const unauthorised = await t.app.inject({ url: '/api/ops/pin/owners' });
    expect(unauthorised.statusCode).toBe(401);

    const listed = await ops('GET', '/pin/owners?status=pending');
    expect(listed.statusCode).toBe(200);
    type Listed = {
      list: { user_id: number; name: string; files: Record<string, string> }[];
      links_expire_at: string;
    };
    const { list, links_expire_at } = body<Listed>(listed).data;
    const mine = list.find((o) => o.user_id === a.id);
    expect(mine).toMatchObject({ name: '周师傅', files: { licence: expect.any(String) } });
    expect(new Date(links_expire_at).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // The link opens the photo in a browser, without the token (asked through inject, its host is inject's).
    const link = new URL(mine?.files.vehicle_licence as string);
    const opened = await fetch(`${t.url}${link.pathname}${link.search}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('image/jpeg');
    expect((await ops('GET', '/pin/owners?status=whatever')).statusCode).toBe(400);

    const f = await h.field();
    expect((await a.post('/api/v1/pin/trip', h.tripBody(f))).statusCode).toBe(403);
    const approved = await ops('POST', `/pin/owners/${a.id}/review`, { decision: 'approve' });
    expect(body(approved).data).toMatchObject({ user_id: a.id, status: 'approved' });
    expect(body<PinOwner>(await a.get('/api/v1/pin/owner')).data).toMatchObject({
      status: 'approved',
      reviewed_at: expect.any(String),
    });
    expect((await a.post('/api/v1/pin/trip', h.tripBody(f))).statusCode).toBe(200);
    const twice = await ops('POST', `/pin/owners/${a.id}/review`, { decision: 'reject', reason: 'x' });
    expect([twice.statusCode, body(twice).msg]).toEqual([409, '该车主认证不在待审核状态（已通过），不能审核']);

    const noReason = await ops('POST', `/pin/owners/${b.id}/review`, { decision: 'reject' });
    expect([noReason.statusCode, body(noReason).msg]).toEqual([400, '驳回认证时必须写明原因']);
    await ops('POST', `/pin/owners/${b.id}/review`, { decision: 'reject', reason: '行驶证照片看不清' });
    expect(body<PinOwner>(await b.get('/api/v1/pin/owner')).data).toMatchObject({
      status: 'rejected',
      reason: '行驶证照片看不清',
    });
    const [old] = await t.database.db.select().from(pinOwners).where(eq(pinOwners.userId, b.id));
    expect((await upload(b.openid, goodParts())).statusCode).toBe(200);
    // The rejected attempt's photos go once the new ones are in.
    expect(existsSync(join(t.dataDir, 'uploads', old?.licence as string))).toBe(false);
    expect(body<PinOwner>(await b.get('/api/v1/pin/owner')).data).toMatchObject({ status: 'pending', reason: '' });

    expect((await ops('POST', '/pin/owners/999999/review', { decision: 'approve' })).statusCode).toBe(404);
    const trail = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'pin.owner.review'));
    expect(trail.map((r) => r.detail)).toContainEqual(expect.objectContaining({ user_id: a.id, status: 'approved' }));
    expect(trail.map((r) => r.detail)).toContainEqual(
      expect.objectContaining({ user_id: b.id, error: expect.any(String) }),
    );
    const lists = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'pin.owner.list'));
    expect(lists.length).toBeGreaterThan(0);
  });

  describe('npm run ops -- pin:pending / pin:review', () => {
    const run = (args: string[]) => runOps(args, { url: t.url, token: TOKEN });

    it('lists pending owners with their photo links, approves and rejects through the running server', async () => {
      const a = await person(t);
      const b = await person(t);
      await a.post('/api/v1/pin/owner', { ...details, name: '钱多多', phone: '13900000401' });
      await b.post('/api/v1/pin/owner', { ...details, name: '孙小美', phone: '13900000402' });
      await upload(a.openid, goodParts());
      await upload(b.openid, goodParts());

      const pending = await run(['pin:pending']);
      expect(pending.code).toBe(0);
      expect(pending.stdout).toContain(`user ${a.id}  `);
      expect(pending.stdout).toContain('钱多多  13900000401  京B12345 红色本田飞度');
      expect(pending.stdout).toContain('The photo links open in a browser until');
      const link = /plate\s+(\S+)/.exec(pending.stdout.split(`user ${a.id}`)[1] ?? '')?.[1];
      expect((await fetch(link as string)).headers.get('content-type')).toBe('image/jpeg');

      const noReason = await run(['pin:review', String(b.id), 'reject']);
      expect(noReason.code).toBe(1);
      expect(noReason.stderr).toContain('A rejection needs a reason');
      const approve = await run(['pin:review', String(a.id), 'approve']);
      expect(approve.stdout).toContain(`Car owner 钱多多 (user ${a.id}`);
      expect(approve.stdout).toContain('approved');
      const reject = await run(['pin:review', String(b.id), 'reject', '车牌照片不清楚']);
      expect(reject.code).toBe(0);
      expect(body<PinOwner>(await b.get('/api/v1/pin/owner')).data).toMatchObject({
        status: 'rejected',
        reason: '车牌照片不清楚',
      });
      const again = await run(['pin:review', String(a.id), 'approve']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('This car owner verification is not waiting for review (approved)');
      const after = await run(['pin:pending']);
      expect(after.stdout).not.toContain(`user ${a.id}  `);
      expect(after.stdout).not.toContain(`user ${b.id}  `);
    });
  });
});
