import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startTestApp, type TestApp } from '../test/test-app';

let open: TestApp;
let pinned: TestApp;

beforeAll(async () => {
  open = await startTestApp();
  pinned = await startTestApp({ PUBLIC_URL: 'https://xueche.example.com' });
});
afterAll(async () => {
  await open?.close();
  await pinned?.close();
});

const share = (app: TestApp, headers: Record<string, string>) =>
  app.app.inject({ url: '/api/wx/share?path=/coach-index&did=abcd1234', headers });

describe('links the server writes', () => {
  it('without PUBLIC_URL point at the address the server listens on, whatever Host the request names', async () => {
    for (const headers of [{}, { host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }] as Record<
      string,
      string
    >[]) {
      const link = body<{ link: string }>(await share(open, headers)).data.link;
      expect(link, JSON.stringify(headers)).toBe(`${open.url}/coach-index?did=abcd1234`);
    }
  });

  it('with PUBLIC_URL point there', async () => {
    const res = await share(pinned, { host: 'xueche.example.com' });
    expect(body<{ link: string }>(res).data.link).toBe('https://xueche.example.com/coach-index?did=abcd1234');
  });
});

describe('with PUBLIC_URL set, a request naming another host', () => {
  it('is refused by the API with 421, saying where the app is', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: '127.0.0.1:3000' },
      { 'x-forwarded-host': 'evil.example' },
    ] as Record<string, string>[]) {
      const res = await share(pinned, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(421);
      expect(body(res)).toMatchObject({ code: 421, status: 0, msg: '请通过 https://xueche.example.com 访问' });
    }
    const english = await share(pinned, { host: 'evil.example', 'accept-language': 'en' });
    expect(body(english).msg).toBe('Please use https://xueche.example.com');
  });

  it('asking for a page is sent to the same path on PUBLIC_URL, never to another site', async () => {
    const page = await pinned.app.inject({ url: '/coach-index?did=abcd1234', headers: { host: 'evil.example' } });
    expect(page.statusCode).toBe(308);
    expect(page.headers.location).toBe('https://xueche.example.com/coach-index?did=abcd1234');
    const sneaky = await pinned.app.inject({ url: '//evil.example/x', headers: { host: 'evil.example' } });
    expect(sneaky.statusCode).toBe(308);
    expect(new URL(sneaky.headers.location as string).origin).toBe('https://xueche.example.com');
  });

  it('still reaches the probes, the operator API and the mounted sandbox, which are asked for by address', async () => {
    const host = { host: '10.0.0.5:3000' };
    expect((await pinned.app.inject({ url: '/api/healthz', headers: host })).statusCode).toBe(200);
    // The operator API answers (here: no token, 401), rather than the host refusal.
    expect((await pinned.app.inject({ url: '/api/ops/jobs', headers: host })).statusCode).toBe(401);
    expect((await fetch(`${pinned.url}/sandbox/sms`)).status).toBe(200);
  });

  it('is let through when a trusted proxy forwards the public host', async () => {
    const res = await share(pinned, { host: '127.0.0.1:3000', 'x-forwarded-host': 'xueche.example.com' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
