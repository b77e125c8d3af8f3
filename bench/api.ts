// `npm run bench:api`: throughput and latency of two authenticated hot reads (GET v1/user/base: token,
// contract serialisation, envelope; GET v1/exam/practice: a page of sequential practice with the person's
// marks) next to a bare Fastify route on the same machine, in the same run, on PGlite and on PostgreSQL.
// Each server runs in its own process; autocannon runs here. Figures, not pass/fail.
//
// Beside req/s, each run prints the serving process's CPU time per request (user + system, all its threads,
// from /proc), and bare ÷ hot read of those ("by CPU"; on PostgreSQL the database's CPU is not in it).
// autocannon and the servers share this machine's cores, so req/s also measures the client and whatever else
// runs; CPU per request leaves the client out. Neither holds still when the machine itself slows down
// (docs/performance.md, "The hot read's ratio, today").
//
// BENCH_DATABASES (pglite,postgres), BENCH_SECONDS (10), BENCH_CONNECTIONS (20); BENCH_PG_URL names the
// PostgreSQL server a scratch database is made on; BENCH_SERVER another build's dist/main.js (before/after:
// docs/performance.md).

import type { ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  cpuTicks,
  freePort,
  sandboxLogin,
  serverBuild,
  serverOnPglite,
  serverOnScratchPostgres,
  startProcess,
  stop,
  TICKS_PER_SECOND,
} from './server';

const root = resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

/** Loads `url` for BENCH_SECONDS; `serving` is the process that answers, whose CPU per request is measured. */
async function run(title: string, url: string, serving: ChildProcess) {
  const before = cpuTicks(serving.pid);
  const result = await autocannon({ url, connections, duration: seconds });
  const after = cpuTicks(serving.pid);
  const cpuUs =
    before !== null && after !== null && result.requests.total > 0
      ? ((after - before) / TICKS_PER_SECOND / result.requests.total) * 1e6
      : null;
  const line = {
    title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'server CPU µs/req': cpuUs === null ? null : Math.round(cpuUs * 10) / 10,
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
      const bare = await run('bare Fastify GET /hello', `http://127.0.0.1:${helloPort}/hello`, hello);
      const base = await run('GET /api/v1/user/base', authed('/api/v1/user/base'), server.server);
      const practice = await run('GET /api/v1/exam/practice', authed('/api/v1/exam/practice?subject=1'), server.server);
      console.info(
        `ratio ÷ bare (${database}): user/base ${(base['req/s'] / bare['req/s']).toFixed(2)}, ` +
          `exam/practice ${(practice['req/s'] / bare['req/s']).toFixed(2)}`,
      );
      const bareCpu = bare['server CPU µs/req'];
      const baseCpu = base['server CPU µs/req'];
      if (bareCpu && baseCpu) {
        console.info(`ratio ÷ bare by CPU (${database}): user/base ${(bareCpu / baseCpu).toFixed(2)}`);
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await stop(hello);
}
