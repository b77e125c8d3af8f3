// `npm run bench:api`: throughput and latency of an authenticated API read (token lookup, query, contract
// serialisation, envelope) next to a bare Fastify route on the same machine, in the same run.
// Each server runs in its own process; autocannon runs here. Figures, not pass/fail.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { freePort, sandboxLogin, startProcess, stop } from './server';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const line = {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.info(line);
  return line;
}

const main = join(root, 'apps/api/dist/main.js');
if (!existsSync(main)) throw new Error('Build first: npm run build');

const dataDir = mkdtempSync(join(tmpdir(), 'xueche-bench-'));
const apiPort = await freePort();
const helloPort = await freePort();
const api = `http://127.0.0.1:${apiPort}`;
const env: Record<string, string> = {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SERVE_WEB: 'false',
  LOGIN_RATE_LIMIT: '0',
};
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else env.DATABASE_URL = '';

const apiProcess = await startProcess(main, env, `${api}/api/healthz`);
const helloProcess = await startProcess(
  join(root, 'bench/hello.mjs'),
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/hello`,
);
try {
  const token = await sandboxLogin(api, 'bench-user');

  console.info(
    `bench:api — ${connections} connections, ${seconds} s each, database: ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const bare = await run('bare Fastify GET /hello', `http://127.0.0.1:${helloPort}/hello`);
  const base = await run('GET /api/v1/user/base', `${api}/api/v1/user/base?access-token=${token}`);
  console.info(`ratio user/base ÷ bare: ${(base['req/s'] / bare['req/s']).toFixed(2)}`);
} finally {
  await stop(apiProcess);
  await stop(helloProcess);
  rmSync(dataDir, { recursive: true, force: true });
}
