import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { loginLimit, registerRateLimits } from './rate-limits';

async function appWith(limits: Record<string, object>) {
  const app = Fastify();
  registerErrorHandler(app);
  await registerRateLimits(app, { keyPrefix: 'test:' });
  for (const [path, rateLimit] of Object.entries(limits)) app.get(path, { config: { rateLimit } }, async () => 'ok');
  return app;
}

describe('a route over its limit', () => {
  it('says what was limited when the limit names it, and only then', async () => {
    const app = await appWith({ '/login': loginLimit(1) as object, '/other': { max: 1, timeWindow: 60_000 } });
    await app.inject({ url: '/login' });
    await app.inject({ url: '/other' });
    const login = await app.inject({ url: '/login' });
    const other = await app.inject({ url: '/other' });
    expect([login.statusCode, other.statusCode]).toEqual([429, 429]);
    expect(login.json().msg).toBe('登录太频繁，请 60 秒后再试');
    // Not a sign-in: the generic sentence, with the wait.
    expect(other.json().msg).toBe('操作太频繁，请 60 秒后再试');
    expect(other.headers['retry-after']).toBe('60');
    await app.close();
  });
});
