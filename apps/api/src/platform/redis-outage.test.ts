import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { freePort, startRedis } from '../test/redis-server';
import { body, login, openid, sandboxCode, startTestApp, type TestApp } from '../test/test-app';

const APP = 'wx5a1dbox0000000001';
const poll = { timeout: 20_000, interval: 50 };

/** The app's log, line by line as JSON. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  /** The lines that tell an operator Redis went away or came back. */
  const redisLines = () => lines.filter((l) => l.redis === 'down' || l.redis === 'up').map((l) => l.redis);
  const reconnects = () => lines.filter((l) => l.redis === 'reconnecting').length;
  return { stream, redisLines, reconnects };
}

/** ioredis writes an `error` event nobody listens to on stderr, one line per failed reconnect. */
function watchStderr() {
  const spy = vi.spyOn(console, 'error');
  onTestFinished(() => spy.mockRestore());
  return () => spy.mock.calls.filter((args) => String(args[0]).includes('ioredis')).length;
}

/** A sign-in through the sandbox from `ip` (behind the loopback proxy the app trusts): its status code. */
async function signIn(t: TestApp, ip: string): Promise<number> {
  const code = await sandboxCode(t.app, { openid: openid('redis') });
  const res = await t.app.inject({
    url: `/api/wx/cd?code=${code}&app_id=${APP}&group=wechat`,
    headers: { 'x-forwarded-for': ip },
  });
  return res.statusCode;
}

async function health(t: TestApp) {
  const res = await t.app.inject({ url: '/api/healthz' });
  return { status: res.statusCode, ...(body<Record<string, unknown>>(res).data ?? {}) };
}

const sign = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/wx/sign', payload: { url: 'http://localhost:3000/light' } });

describe('Redis unreachable from the start', () => {
  it('sign-ins work, limited per process; the health answer says Redis is down; the log says it once', async () => {
    const stderr = watchStderr();
    const log = capturedLog();
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    const t = await startTestApp(
      { REDIS_URL: nobody, LOGIN_RATE_LIMIT: '3', LOG_LEVEL: 'debug' },
      { logStream: log.stream },
    );
    onTestFinished(() => t.close());

    for (let i = 0; i < 3; i++) expect(await signIn(t, '203.0.113.50')).toBe(200);
    const fourth = await t.app.inject({
      url: `/api/wx/cd?code=${await sandboxCode(t.app, { openid: openid() })}&app_id=${APP}&group=wechat`,
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(fourth.statusCode).toBe(429);
    expect(body(fourth).msg).toMatch(/^登录太频繁/);
    expect(await signIn(t, '203.0.113.51')).toBe(200);

    // A signed-in person goes on; the JS-SDK signature needs WeChat's ticket, which lives in Redis.
    const { token } = await login(t.app, { openid: openid() });
    expect((await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` })).statusCode).toBe(200);
    const signed = await sign(t);
    expect(signed.statusCode).toBe(502);
    expect(body(signed).msg).toContain('微信');

    expect(await health(t)).toEqual({ status: 200, db: 'ok', redis: 'down', uptime_s: expect.any(Number) });

    // However many times the client tried again, an operator reads one line, and nothing on stderr.
    await vi.waitFor(() => expect(log.reconnects()).toBeGreaterThanOrEqual(3), poll);
    expect(log.redisLines()).toEqual(['down']);
    expect(stderr()).toBe(0);
  });
});

describe('Redis stopped and started again while the app runs', () => {
  it('sign-ins go on, counted per process while it is away and in Redis again once it is back', async () => {
    const stderr = watchStderr();
    const log = capturedLog();
    const port = await freePort();
    let redis = await startRedis(port);
    onTestFinished(() => redis.kill());
    const t = await startTestApp(
      { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'outage:', LOGIN_RATE_LIMIT: '3', LOG_LEVEL: 'debug' },
      { logStream: log.stream },
    );
    onTestFinished(() => t.close());
    /** What Redis counted for an address (the limiter's keys end with it and the route's group). */
    const countedInRedis = async (ip: string) => {
      const probe = new Redis(redis.url);
      try {
        const [key] = await probe.keys(`outage:limit:*${ip}*`);
        return key ? Number(await probe.get(key)) : 0;
      } finally {
        probe.disconnect();
      }
    };

    await vi.waitFor(async () => expect(await health(t)).toMatchObject({ status: 200, redis: 'up' }), poll);
    expect(await signIn(t, '203.0.113.1')).toBe(200);
    expect(await countedInRedis('203.0.113.1')).toBe(1);
    const { token } = await login(t.app, { openid: openid() });
    expect((await sign(t)).statusCode).toBe(200);

    await redis.kill();
    await vi.waitFor(async () => expect(await health(t)).toMatchObject({ status: 200, redis: 'down' }), poll);
    await vi.waitFor(() => expect(log.reconnects()).toBeGreaterThanOrEqual(3), poll);
    // Counted in this process while Redis is away: the limit still holds.
    for (let i = 0; i < 3; i++) expect(await signIn(t, '203.0.113.2')).toBe(200);
    expect(await signIn(t, '203.0.113.2')).toBe(429);
    // Signed-in people go on, signing out too; the JS-SDK signature uses the ticket this process last saw.
    expect((await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` })).statusCode).toBe(200);
    expect((await sign(t)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: `/api/v1/user/logout?access-token=${token}` });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/user/base?access-token=${token}` })).statusCode).toBe(401);

    redis = await startRedis(port);
    await vi.waitFor(async () => expect(await health(t)).toMatchObject({ status: 200, redis: 'up' }), poll);
    expect(await signIn(t, '203.0.113.3')).toBe(200);
    expect(await countedInRedis('203.0.113.3')).toBe(1);
    // What was counted while Redis was away stayed in that process.
    expect(await countedInRedis('203.0.113.2')).toBe(0);

    expect(log.redisLines()).toEqual(['down', 'up']);
    expect(stderr()).toBe(0);
  });
});

describe('the bucket in the health answer', () => {
  it('is listed with STORAGE=s3: up when it answers, down (still 200) when nothing listens at its endpoint', async () => {
    const sandboxBucket = await startTestApp({ STORAGE: 's3' });
    onTestFinished(() => sandboxBucket.close());
    expect(await health(sandboxBucket)).toEqual({ status: 200, db: 'ok', bucket: 'up', uptime_s: expect.any(Number) });

    const gone = await startTestApp({
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_BUCKET: 'xueche-uploads',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    onTestFinished(() => gone.close());
    expect(await health(gone)).toEqual({ status: 200, db: 'ok', bucket: 'down', uptime_s: expect.any(Number) });
  });
});
