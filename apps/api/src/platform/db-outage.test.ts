import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { withDatabase } from '../test/global-setup';
import { body, startTestApp, type TestApp } from '../test/test-app';

/**
 * A database that stops answering without closing its connections (a host gone dark, a silent network),
 * as docs/deploy.md ("When a service is unreachable") describes. A proxy stands between the app and the
 * machine's PostgreSQL: frozen, it keeps every connection open and passes nothing.
 */
const SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function freezableProxy(target: URL) {
  const sockets = new Set<Socket>();
  let frozen = false;
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
      if (frozen) s.pause();
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  return {
    async listen() {
      await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
      return (server.address() as { port: number }).port;
    },
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    thaw() {
      frozen = false;
      for (const s of sockets) s.resume();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(ok));
    },
  };
}

let admin: pg.Client;
let name: string;
let proxy: ReturnType<typeof freezableProxy>;
let t: TestApp;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: SERVER });
  await admin.connect().catch((error: Error) => {
    throw new Error(`This test needs PostgreSQL at ${SERVER} (TEST_DATABASE_URL): ${error.message}`);
  });
  name = `xueche_silent_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  proxy = freezableProxy(new URL(SERVER));
  const port = await proxy.listen();
  const url = new URL(withDatabase(SERVER, name));
  url.host = `127.0.0.1:${port}`;
  t = await startTestApp({}, { database: await openDatabase({ url: url.toString() }) });
});
afterAll(async () => {
  proxy?.thaw();
  await t?.close();
  await proxy?.close();
  await admin?.query(`drop database if exists ${name} with (force)`);
  await admin?.end();
});

describe('a database that stops answering', () => {
  it('fails the health check rather than holding it, and passes it again once it answers', async () => {
    expect((await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
    proxy.freeze();
    const silent = await t.app.inject({ url: '/api/healthz' });
    expect(silent.statusCode).toBe(500);
    expect(body(silent).msg).toBe('服务器内部错误，请联系客服！');
    proxy.thaw();
    await expect.poll(async () => (await t.app.inject({ url: '/api/healthz' })).statusCode).toBe(200);
  });
});
