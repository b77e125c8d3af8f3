// `npm run bench:qr`: what drawing QR codes costs everyone else. 8 clients draw distinct 1024 px codes for
// BENCH_SECONDS (10) while a probe asks GET /api/healthz every 100 ms; prints the probe's latency and the
// codes drawn. Twice: each client from one address (the per-address limit answers most of them), and each
// request from a new address (X-Forwarded-For from loopback, which the server trusts by default: a botnet,
// the worst case). Figures, not pass/fail. BENCH_SERVER: another build's dist/main.js, for before/after.
import { randomBytes } from 'node:crypto';
import { serverBuild, serverOnPglite } from './server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = 8;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function probe(api: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    await fetch(`${api}/api/healthz`).then((r) => r.arrayBuffer());
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 100));
  }
  return times.sort((a, b) => a - b);
}

async function client(api: string, until: number, address: () => string) {
  const counts = { drawn: 0, limited: 0, other: 0 };
  while (Date.now() < until) {
    const url = `${api}/api/v1/qr?size=1024&url=${encodeURIComponent(`/poster-info/${randomBytes(12).toString('hex')}`)}`;
    const res = await fetch(url, { headers: { 'x-forwarded-for': address() } });
    await res.arrayBuffer();
    if (res.status === 200) counts.drawn += 1;
    else if (res.status === 429) counts.limited += 1;
    else counts.other += 1;
  }
  return counts;
}

async function round(api: string, title: string, address: (client: number) => () => string) {
  const until = Date.now() + seconds * 1000;
  const [health, ...clients] = await Promise.all([
    probe(api, until),
    ...Array.from({ length: CLIENTS }, (_, i) => client(api, until, address(i))),
  ]);
  const sum = (k: 'drawn' | 'limited' | 'other') => clients.reduce((n, c) => n + c[k], 0);
  console.info({
    title,
    'healthz p50 ms': Math.round(percentile(health, 50)),
    'healthz p95 ms': Math.round(percentile(health, 95)),
    'healthz max ms': Math.round(health.at(-1) ?? Number.NaN),
    'codes drawn/s': Math.round(sum('drawn') / seconds),
    'refused (429)': sum('limited'),
    other: sum('other'),
  });
}

console.info(`bench:qr — ${serverBuild()}, ${CLIENTS} clients drawing distinct 1024 px codes, ${seconds} s each`);
const server = await serverOnPglite();
try {
  const quiet = await probe(server.api, Date.now() + 2000);
  console.info({ title: 'healthz alone', 'p50 ms': Math.round(percentile(quiet, 50)) });
  let next = 0;
  const fresh = () => `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next++ & 255}`;
  await round(server.api, 'a client an address', (i) => () => `192.0.2.${i + 1}`);
  await round(server.api, 'a new address each request', () => fresh);
} finally {
  await server.close();
}
