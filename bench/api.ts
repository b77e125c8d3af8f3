// `npm run bench:api`: throughput and latency of two authenticated hot reads (GET v1/user/base: token,
// contract serialisation, envelope; GET v1/exam/practice: a page of sequential practice with the person's
// marks) next to a bare Fastify route on the same machine, in the same run, on PGlite and on PostgreSQL.
// Each server runs in its own process; autocannon runs here. Figures, not pass/fail.
//
// BENCH_DATABASES (pglite,postgres), BENCH_SECONDS (10), BENCH_CONNECTIONS (20); BENCH_PG_URL names the
// PostgreSQL server a scratch database is made on; BENCH_SERVER another build's dist/main.js (before/after:
// docs/performance.md).
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  freePort,
  sandboxLogin,
  serverBuild,
  serverOnPglite,
  serverOnScratchPostgres,
  startProcess,
  stop,
} from './server';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

async function run(title: string, url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
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

const helloPort = await freePort();
const hello = await startProcess(
  join(root, 'bench/hello.mjs'),
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/hello`,
);
console.info(`bench:api — ${serverBuild()}, ${connections} connections, ${seconds} s each`);
try {
  for (const database of databases) {
    const server = database === 'postgres' ? await serverOnScratchPostgres() : await serverOnPglite();
    try {
      const token = await sandboxLogin(server.api, 'bench-user');
      const authed = (path: string) => `${server.api}${path}${path.includes('?') ? '&' : '?'}access-token=${token}`;
      console.info(`— ${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
      // Bare right before each, so both see the machine as it was then.
      const bare = await run('bare Fastify GET /hello', `http://127.0.0.1:${helloPort}/hello`);
      const base = await run('GET /api/v1/user/base', authed('/api/v1/user/base'));
      const practice = await run('GET /api/v1/exam/practice', authed('/api/v1/exam/practice?subject=1'));
      console.info(
        `ratio ÷ bare (${database}): user/base ${(base['req/s'] / bare['req/s']).toFixed(2)}, ` +
          `exam/practice ${(practice['req/s'] / bare['req/s']).toFixed(2)}`,
      );
    } finally {
      await server.close();
    }
  }
} finally {
  await stop(hello);
}
