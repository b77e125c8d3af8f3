import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import pg from 'pg';

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/**
 * Starts a Node script as its own process and waits until `probe` answers 200. BENCH_NODE_ARGS go to Node
 * (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, which NODE_OPTIONS refuses), to see where a bench's time goes;
 * BENCH_STDOUT names a file the process's standard output is added to (what `--trace-gc` prints, say).
 */
export async function startProcess(script: string, env: Record<string, string>, probe: string): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const stdout = process.env.BENCH_STDOUT;
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout ? openSync(stdout, 'a') : 'ignore', 'inherit'],
  });
  // Migrating and seeding a fresh database can take minutes on a busy machine; this only ends a hung start.
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(probe).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${script} did not answer ${probe}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Signs a person in through the sandbox's scripted approval and wx/cd, as a student or a coach (type 2),
 * bound to the coach whose link (`did`) brought them when given.
 */
export async function sandboxSignIn(
  api: string,
  openid: string,
  opts: { type?: 1 | 2; did?: string } = {},
): Promise<{ id: number; openid: string; did: string; token: string }> {
  const authorize = new URL(`${api}/sandbox/wechat/connect/oauth2/authorize`);
  for (const [k, v] of Object.entries({
    appid: 'wx5a1dbox0000000001',
    redirect_uri: `${api}/`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'bench',
    sandbox_openid: openid,
    sandbox_user_type: String(opts.type ?? 1),
  })) {
    authorize.searchParams.set(k, v);
  }
  const approval = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(approval.headers.get('location') ?? '').searchParams.get('code');
  if (!code) throw new Error(`sandbox approval for ${openid}: HTTP ${approval.status}`);
  const cd = new URL(`${api}/api/wx/cd`);
  cd.searchParams.set('code', code);
  cd.searchParams.set('app_id', 'wx5a1dbox0000000001');
  cd.searchParams.set('group', 'wechat');
  if (opts.did) cd.searchParams.set('did', opts.did);
  const res = await fetch(cd);
  const body = (await res.json()) as {
    msg: string;
    data: { access_token: string; did: string; analysis: { id: number; user_type: number } } | null;
  };
  if (!res.ok || !body.data) throw new Error(`login ${openid}: HTTP ${res.status} ${body.msg}`);
  if (body.data.analysis.user_type !== (opts.type ?? 1)) {
    throw new Error(`${openid} logged in as type ${body.data.analysis.user_type}`);
  }
  return { id: body.data.analysis.id, openid, did: body.data.did, token: body.data.access_token };
}

/** The operator token every bench server gets, for its job queue and imports. */
export const BENCH_OPS_TOKEN = 'bench-operator-token-0000000000';

/**
 * Waits until the server's job queue has nothing waiting or running. A fresh server with the demo data
 * makes the lighting exam's voices at start (a worker thread busy for several seconds); measuring before
 * it is done measured that work too (bench:paper's p99 twice what it is after it).
 */
export async function untilJobsIdle(api: string, token = BENCH_OPS_TOKEN): Promise<void> {
  type Queue = { name: string; created: number; retry: number; active: number };
  const deadline = Date.now() + 180_000;
  let busy: string[] = [];
  while (Date.now() < deadline) {
    const res = await fetch(`${api}/api/ops/jobs`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`ops/jobs: HTTP ${res.status}`);
    const { queues } = ((await res.json()) as { data: { queues: Queue[] } }).data;
    busy = queues.filter((q) => q.created + q.retry + q.active > 0).map((q) => q.name);
    if (!busy.length) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server's jobs did not finish: ${busy.join(', ')}`);
}

/** A student's access token. */
export async function sandboxLogin(api: string, openid: string): Promise<string> {
  return (await sandboxSignIn(api, openid)).token;
}

/** The built server the benches start: this tree's, or another build's (BENCH_SERVER, for before/after). */
function serverMain(): string {
  const main = resolve(process.env.BENCH_SERVER ?? join(import.meta.dirname, '../apps/api/dist/main.js'));
  if (!existsSync(main)) throw new Error(`Build first (npm run build): no ${main}`);
  return main;
}

/** Which build a bench ran, for its first line. */
export const serverBuild = () => `server ${relative(process.cwd(), serverMain()) || serverMain()}`;

/** What every bench server gets, on `port` with `dataDir`. */
const benchEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // Benches sign thousands of people in from one address.
  LOGIN_RATE_LIMIT: '0',
  SERVE_WEB: 'false',
  OPS_TOKEN: BENCH_OPS_TOKEN,
});

/** The built server on PGlite in a fresh DATA_DIR. */
export async function serverOnPglite(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-bench-'));
  const { api, server } = await startBenchServer('', dataDir, env);
  return {
    api,
    dataDir,
    server,
    async close() {
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server on a scratch PostgreSQL database (created here, dropped by `close`) and a fresh
 * DATA_DIR. BENCH_PG_URL names the PostgreSQL server (default: the local one).
 */
export async function serverOnScratchPostgres(env: Record<string, string> = {}) {
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `xueche_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-bench-'));
  const { api, server } = await startBenchServer(dbUrl.toString(), dataDir, env);
  return {
    api,
    dbUrl: dbUrl.toString(),
    dataDir,
    server,
    /** A connection to the PostgreSQL server (not the scratch database), and the scratch database's name. */
    admin,
    database,
    /** Stops the server (if still running), drops the database, removes DATA_DIR. */
    async close() {
      await stop(server);
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server on a free port with `dataDir` and the database at `dbUrl` (empty: PGlite in DATA_DIR),
 * once its start-up jobs are done. A second one on a database and DATA_DIR another already uses shares the
 * sandbox's keys there, as a second process behind a balancer would. Stopped by the caller.
 */
export async function startBenchServer(dbUrl: string, dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    serverMain(),
    { ...benchEnv(port, dataDir), DATABASE_URL: dbUrl, ...env },
    `${api}/api/healthz`,
  );
  await untilJobsIdle(api, env.OPS_TOKEN);
  return { api, server };
}

/** A demo field's id, through the field picker's calls as a throwaway student. */
export async function demoFieldId(api: string, name: string): Promise<number> {
  const { token } = await sandboxSignIn(api, `bench-field-${Date.now()}`);
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${api}/api${path}${path.includes('?') ? '&' : '?'}access-token=${token}`);
    return ((await res.json()) as { data: T }).data;
  };
  const loc = await get<{ provinces: { cities: { id: number }[] }[] }>('/v1/user/loc');
  for (const city of loc.provinces.flatMap((p) => p.cities)) {
    const top = await get<{ fields: { field_id: number; field_name: string }[] }>(
      `/v1/user/top-info?city_id=${city.id}`,
    );
    const field = top.fields.find((f) => f.field_name === name);
    if (field) return field.field_id;
  }
  throw new Error(`no demo field ${name}`);
}

/** USER_HZ: /proc's clock ticks per second on Linux. */
export const TICKS_PER_SECOND = 100;

/** utime + stime in clock ticks from a /proc/<pid>/stat line (Linux). */
const statTicks = (stat: string) => {
  const fields = stat.split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
};

/** A process's CPU ticks (all its threads), for how busy a server was; null where /proc is missing. */
export function cpuTicks(pid: number | undefined): number | null {
  try {
    return statTicks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU ticks of every PostgreSQL process on this machine (backends, WAL writer, checkpointer): the database's share. */
export function postgresTicks(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes('(postgres)')) sum += statTicks(stat);
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}
