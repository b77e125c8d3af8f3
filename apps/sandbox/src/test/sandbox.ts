import { createSign, randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { prepareSandbox, SANDBOX_PAY_KEYS_FILE, sandboxPlugin } from '../index';
import type { PayKeys, SignsWith } from '../wechatpay/keys';

export const APP = { appid: 'wx5a1dbox0000000001', secret: 'sandbox-secret-0000000000000000', name: '学车服务号' };
export const AMAP_KEY = 'test-amap-key';
export const REDIRECT = 'https://xueche.example/login?from=menu';

const dirs: string[] = [];

/** A fresh state folder, removed by `removeTestDirs`. */
export function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'xueche-sandbox-'));
  dirs.push(dir);
  return dir;
}

export function removeTestDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * Gives a fresh state folder the WeChat Pay keys made once for the run (test/global-setup.ts): a new
 * merchant's three RSA pairs cost seconds on a busy machine, and no test here is about which keys it has.
 */
export function withPayKeys(dataDir: string): string {
  copyFileSync(inject('sandboxPayKeys'), join(dataDir, SANDBOX_PAY_KEYS_FILE));
  return dataDir;
}

export type TestClock = ReturnType<typeof testClock>;

/** A hand-driven clock for code and token expiry. */
export function testClock(start = Date.UTC(2025, 0, 6, 8, 0, 0)) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

export interface SandboxOptionsForTest {
  dataDir?: string;
  now?: () => number;
  publicUrl?: string;
  /** How the sandbox's WeChat Pay signs its replies (the default: its platform public key). */
  signsWith?: SignsWith;
  /** Lets a test set the host up first (e.g. its own form parser). */
  prepare?: (host: FastifyInstance) => Promise<void>;
}

/** The plugin mounted at /sandbox in a bare host, as the API mounts it. */
export async function startSandbox(opts: SandboxOptionsForTest = {}): Promise<FastifyInstance> {
  const app = Fastify();
  await opts.prepare?.(app);
  const dataDir = opts.dataDir ?? withPayKeys(freshDir());
  const wechatPay = opts.signsWith && { signsWith: opts.signsWith };
  await prepareSandbox({ dataDir, wechatPay });
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    dataDir,
    wechat: { apps: [APP] },
    amap: { key: AMAP_KEY },
    wechatPay,
    now: opts.now,
    publicUrl: opts.publicUrl,
  });
  await app.ready();
  return app;
}

/** Closes a test's sandbox and removes the state folders the tests made. */
export async function closeSandbox(app: FastifyInstance): Promise<void> {
  await app.close();
  removeTestDirs();
}

/** A sandbox on a hand-driven clock. */
export async function startClockedSandbox() {
  const clock = testClock();
  return { clock, app: await startSandbox({ now: clock.now }) };
}

/**
 * A merchant's request to the sandbox's WeChat Pay, signed with the merchant key at `nowMs`
 * (docs/protocols.md#wechat-pay-signing-a-request).
 */
export function signedPayRequest(
  app: FastifyInstance,
  keys: PayKeys,
  nowMs: number,
  request: { method: 'GET' | 'POST'; url: string; payload?: object; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  const { method, url, payload, headers = {} } = request;
  const body = payload ? JSON.stringify(payload) : '';
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`)
    .sign(keys.merchant.privateKey, 'base64');
  return app.inject({
    method,
    url,
    headers: {
      authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${keys.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${keys.merchant.serial}"`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    payload: payload ? body : undefined,
  });
}

export const authorizeQuery = (extra: Record<string, string> = {}): string =>
  new URLSearchParams({
    appid: APP.appid,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'abc123',
    ...extra,
  }).toString();

export const authorizeGet = (app: FastifyInstance, extra: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/sandbox/wechat/connect/oauth2/authorize?${authorizeQuery(extra)}` });

/** Submits one of the authorise page's forms. */
export const authorizePost = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `${authorizeQuery()}&${new URLSearchParams(fields)}`,
  });

export const locationOf = (res: LightMyRequestResponse): URL => new URL(String(res.headers.location));

/** A code from scripted approval. */
export async function scriptedCode(app: FastifyInstance, extra: Record<string, string>): Promise<string> {
  const res = await authorizeGet(app, extra);
  if (res.statusCode !== 302) throw new Error(`approval answered ${res.statusCode}: ${res.body}`);
  const code = locationOf(res).searchParams.get('code');
  if (!code) throw new Error('no code');
  return code;
}

export async function getJson<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const res = await app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });
  if (res.statusCode !== 200) throw new Error(`${path} answered HTTP ${res.statusCode}`);
  return res.json() as T;
}

export const exchangeCode = (app: FastifyInstance, code: string, overrides: Record<string, string> = {}) =>
  getJson(app, '/sandbox/wechat/sns/oauth2/access_token', {
    appid: APP.appid,
    secret: APP.secret,
    code,
    grant_type: 'authorization_code',
    ...overrides,
  });
