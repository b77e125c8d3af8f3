import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { prepareSandbox, SANDBOX_S3, sandboxPlugin } from '@xueche/sandbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ObjectStore } from './object-store';
import { diskStore } from './object-store-disk';
import { s3Store } from './object-store-s3';

// Both stores behind the one interface: the local disk, and S3 through the AWS SDK against the
// sandbox's stand-in on a real port (an S3-compatible server as far as the SDK can tell).
let dir: string;
let sandbox: FastifyInstance;
let endpoint: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'xueche-store-'));
  sandbox = Fastify();
  await prepareSandbox({ dataDir: join(dir, 'sandbox') });
  await sandbox.register(sandboxPlugin, {
    prefix: '/sandbox',
    dataDir: join(dir, 'sandbox'),
    wechat: { apps: [] },
    amap: { key: 'unused' },
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  endpoint = `http://127.0.0.1:${(sandbox.server.address() as AddressInfo).port}/sandbox/s3`;
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const HOUR_AGO = () => Date.now() - 3600_000;

const disk = (now?: () => number) =>
  diskStore({ root: join(dir, 'uploads'), secret: 'a shared secret of the install', now });
const s3 = (now?: () => number, secretAccessKey = SANDBOX_S3.secretAccessKey) =>
  s3Store({
    endpoint: () => endpoint,
    region: SANDBOX_S3.region,
    bucket: SANDBOX_S3.bucket,
    accessKeyId: SANDBOX_S3.accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    now,
  });

const read = async (store: ObjectStore, key: string) => {
  const object = await store.get(key);
  return object && { ...object, body: Buffer.from(await buffer(object.body)) };
};

describe.each([
  { kind: 'disk', open: disk },
  { kind: 's3', open: s3 },
])('the $kind store', ({ open }) => {
  it('puts, reads back, replaces and deletes an object', async () => {
    const store = open();
    const key = `portraits/${'1f'.repeat(16)}.jpg`;
    await store.put(key, Buffer.from('first'), 'image/jpeg');
    expect(await read(store, key)).toEqual({ body: Buffer.from('first'), contentType: 'image/jpeg', size: 5 });
    await store.put(key, Buffer.from('second!'), 'image/jpeg');
    expect(await read(store, key)).toMatchObject({ body: Buffer.from('second!'), size: 7 });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    store.close();
  });

  it('refuses keys that could leave their folder', async () => {
    const store = open();
    for (const key of ['../escape.jpg', 'cert/../../escape.jpg', '/cert/a.jpg', 'cert/.hidden', 'cert', 'Cert/a.jpg']) {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow('not an object key');
      await expect(store.signedUrl(key, 60), key).rejects.toThrow('not an object key');
    }
    expect(existsSync(join(dir, 'escape.jpg'))).toBe(false);
    store.close();
  });
});

describe('signed URLs of the disk store', () => {
  const key = `cert/${'2e'.repeat(16)}.jpg`;
  beforeAll(() => disk().put(key, Buffer.from('an ID card'), 'image/jpeg'));

  /** The API's route does this with a signed URL's path and query. */
  const openUrl = async (url: string) => {
    const u = new URL(url, 'http://xueche.test');
    expect(u.pathname.startsWith('/api/files/signed/')).toBe(true);
    const name = decodeURIComponent(u.pathname.slice('/api/files/signed/'.length));
    const object = await disk().openSigned(
      name,
      u.searchParams.get('expires') ?? '',
      u.searchParams.get('signature') ?? '',
    );
    return object && Buffer.from(await buffer(object.body));
  };

  it('opens the object while the URL lives, and not for another key, a later expiry or another secret', async () => {
    const url = await disk().signedUrl(key, 600);
    expect(await openUrl(url)).toEqual(Buffer.from('an ID card'));

    const u = new URL(url, 'http://xueche.test');
    const later = new URL(u);
    later.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600));
    const otherKey = new URL(u);
    otherKey.pathname = otherKey.pathname.replace('2e2e', '3e3e');
    for (const tampered of [later, otherKey]) expect(await openUrl(tampered.toString())).toBeNull();

    const foreign = diskStore({ root: join(dir, 'uploads'), secret: 'another install' });
    expect(await openUrl(await foreign.signedUrl(key, 600))).toBeNull();
  });

  it('refuses an expired URL', async () => {
    expect(await openUrl(await disk(HOUR_AGO).signedUrl(key, 60))).toBeNull();
  });
});

describe('signed URLs of the S3 store (presigned by the AWS SDK)', () => {
  const key = `cert/${'4d'.repeat(16)}.jpg`;
  beforeAll(() => s3().put(key, Buffer.from('a licence'), 'image/jpeg'));

  it('are fetched with plain fetch while they live', async () => {
    const res = await fetch(await s3().signedUrl(key, 600));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from('a licence'));
  });

  it('are refused expired, tampered with, or signed with a wrong secret', async () => {
    const expired = await fetch(await s3(HOUR_AGO).signedUrl(key, 60));
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('<Code>AccessDenied</Code><Message>Request has expired</Message>');

    const tampered = new URL(await s3().signedUrl(key, 60));
    tampered.searchParams.set('X-Amz-Expires', '3600');
    const wrongSecret = await s3(undefined, 'a guessed secret').signedUrl(key, 60);
    for (const url of [tampered.toString(), wrongSecret]) {
      const res = await fetch(url);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
  });

  it('writes nothing with a wrong secret: the SDK reports S3’s refusal', async () => {
    const wrong = s3(undefined, 'a guessed secret');
    await expect(wrong.put(`cert/${'5c'.repeat(16)}.jpg`, Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    expect(await s3().get(`cert/${'5c'.repeat(16)}.jpg`)).toBeNull();
  });
});
