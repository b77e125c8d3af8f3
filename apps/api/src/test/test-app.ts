import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '@xueche/contract';
import { SANDBOX_PAY_KEYS_FILE } from '@xueche/sandbox';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import type { ProductKinds } from '../modules/commerce/product-kinds';
import { withDatabase } from './global-setup';

/**
 * A fresh database for one test file: a copy of the migrated PGlite dump or of the PostgreSQL template.
 * `logger` sees each statement the app sends; `settings` are PostgreSQL settings for every connection to it
 * (the embedded database takes none).
 */
export async function testDatabase(logger?: Logger, settings: Record<string, string> = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `xueche_t_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const at = new URL(withDatabase(url, name));
    const options = Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`);
    if (options.length) at.searchParams.set('options', options.join(' '));
    const database = await openDatabase({ url: at.toString(), logger });
    return {
      ...database,
      async close() {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  return openDatabase({ pglite: { loadDataDir: new Blob([dump]) }, logger });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The app's origin over real HTTP. */
  url: string;
  /** Its DATA_DIR (the mounted sandbox keeps its state there). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app, listening on a free loopback port (the WeChat adapter reaches the mounted sandbox over HTTP).
 * `logStream` receives its log (with LOG_LEVEL set in `env`; silent otherwise); `database`, one the test
 * opened itself (closed with the app), instead of a fresh copy of the test database; `dataDir`, a data folder
 * the test made (removed with the app); `productKinds`, kinds of product the test sells beyond the app's own.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  opts: { logStream?: NodeJS.WritableStream; database?: Database; dataDir?: string; productKinds?: ProductKinds } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await testDatabase());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'xueche-data-'));
  // The sandbox merchant's keys made once for the run: three RSA pairs per app cost seconds on a busy machine.
  copyFileSync(inject('sandboxPayKeys'), join(dataDir, SANDBOX_PAY_KEYS_FILE));
  // Test files sign many people in from one address; the login limit has its own test. No job workers:
  // a test that wants jobs run works the queue itself (app.jobs.workNow()). The copied database holds the
  // demo seed already; a test of what seeding at start does asks for it (SEED_DEMO: 'true').
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    LOGIN_RATE_LIMIT: '0',
    JOBS_WORKERS: 'false',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp(config, { database, logStream: opts.logStream, productKinds: opts.productKinds });
  if (config.publicUrl) requestsNamePublicHost(app, new URL(config.publicUrl).host);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    url,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's app and its area's test helpers over it (`helpers`), started with `env`. */
export async function startTestAppWith<H>(helpers: (t: TestApp) => H, env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  return { t, h: helpers(t) };
}

/**
 * With PUBLIC_URL set the server refuses requests naming another host (platform/origin.ts); a test's injected
 * requests come as a browser on that site would, unless the test names a host itself.
 */
function requestsNamePublicHost(app: FastifyInstance, host: string): void {
  const inject = app.inject.bind(app) as (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  (app as { inject: unknown }).inject = (opts: InjectOptions | string) => {
    const options: InjectOptions = typeof opts === 'string' ? { url: opts } : opts;
    const headers = options.headers ?? {};
    const named = Object.keys(headers).some((name) => name.toLowerCase() === 'host');
    return inject(named ? options : { ...options, headers: { ...headers, host } });
  };
}

export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json() as Envelope<T>;
}

/** A WeChat authorisation code from the sandbox's scripted approval (no page). */
export async function sandboxCode(
  app: FastifyInstance,
  who: { openid: string; type?: 1 | 2; subscribe?: 0 | 1 },
): Promise<string> {
  const query = new URLSearchParams({
    appid: 'wx5a1dbox0000000001',
    redirect_uri: 'http://localhost:3000/',
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'teststate',
    sandbox_openid: who.openid,
    sandbox_user_type: String(who.type ?? 1),
    sandbox_subscribe: String(who.subscribe ?? 0),
  });
  const res = await app.inject({ method: 'GET', url: `/sandbox/wechat/connect/oauth2/authorize?${query}` });
  if (res.statusCode !== 302) throw new Error(`sandbox approval answered ${res.statusCode}: ${res.body}`);
  const code = new URL(String(res.headers.location)).searchParams.get('code');
  if (!code) throw new Error(`no code in ${res.headers.location}`);
  return code;
}

/** Logs a person in through the sandbox and wx/cd; returns their access token and login result. */
export async function login(
  app: FastifyInstance,
  who: { openid: string; type?: 1 | 2; subscribe?: 0 | 1; did?: string },
) {
  const code = await sandboxCode(app, who);
  const did = who.did ? `&did=${who.did}` : '';
  const res = await app.inject({
    method: 'GET',
    url: `/api/wx/cd?code=${code}&app_id=wx5a1dbox0000000001&group=wechat${did}`,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const data = body<{ access_token: string; did: string; analysis: { id: number; user_type: number } }>(res).data;
  return { token: data.access_token, result: data };
}

let counter = 0;
/** A unique openid per call, so tests never share a person. */
export const openid = (label = 'u') => `test-${label}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}`;
