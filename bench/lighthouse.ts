// `npm run bench:lighthouse`: Lighthouse's mobile performance (score, LCP, FCP, TBT, CLS, requests, bytes) and
// accessibility (score and the audits that fail) of '/', '/ke', a mock exam, '/train/index', '/light', '/k2vr',
// '/pin', '/fivevr' and '/center' as a signed-in student with an exam field, next to a bare Vite + React +
// react-router page built in this run and served the same way (@fastify/static, precompressed), both behind the
// same HTTPS + HTTP/2 front. Each page is measured 3 times (BENCH_RUNS), cold HTTP cache with the session kept
// (Lighthouse clears the cache, not localStorage); medians are printed. Figures, not pass/fail: Lighthouse finds
// this CPU slow and other work on the machine moves them, so compare the columns of one run rather than trusting
// absolutes.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import * as Lantern from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { BENCH_OPS_TOKEN, freePort, sandboxSignIn, startProcess, stop, untilJobsIdle } from './server';
import { tlsFront } from './tls-front';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * A folder to keep every run's full Lighthouse report in (JSON), for reading what it found, with beside each
 * the requests and tasks Lighthouse's simulation counted towards its LCP (`…-lcp-graph.txt`).
 */
const REPORTS = process.env.BENCH_REPORTS;
/**
 * Lighthouse's categories to run: both by default; BENCH_CATEGORIES=accessibility for a quicker look at that one
 * alone (its audits read the page once loaded, so one run says it all: BENCH_RUNS=1).
 */
const CATEGORIES = (process.env.BENCH_CATEGORIES ?? 'performance,accessibility').split(',').filter(Boolean);
const PERFORMANCE = CATEGORIES.includes('performance');
const ACCESSIBILITY = CATEGORIES.includes('accessibility');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Both pages behind an HTTPS + HTTP/2 front (bench/tls-front.ts), as phones reach them in production (WeChat
 * wants HTTPS; docs/deploy.md's nginx speaks HTTP/2). BENCH_TLS=0: plain HTTP/1.1 from the servers themselves.
 */
const TLS = process.env.BENCH_TLS !== '0';
// The flags Debian's Chromium needs on these machines (headless, no sandbox, no GPU, nothing fetched in the
// background).
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(TLS ? ['--ignore-certificate-errors'] : []),
];

const main = join(root, 'apps/api/dist/main.js');
if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  throw new Error('Build first: npm run build');
}
const scratch = mkdtempSync(join(tmpdir(), 'xueche-lighthouse-'));

/** The built server on a free port with a fresh embedded database, as `npm start` runs it. */
async function startApp() {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const dataDir = join(scratch, 'data');
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    OPS_TOKEN: BENCH_OPS_TOKEN,
  };
  const server = await startProcess(main, env, `${api}/api/healthz`);
  // Timings only: the accessibility audits read the loaded page, whatever else the machine is doing.
  if (PERFORMANCE) await untilJobsIdle(api).catch((error: unknown) => stop(server).then(() => Promise.reject(error)));
  return { api, server };
}

async function call<T>(api: string, route: string, token: string, body?: Record<string, string>): Promise<T> {
  const url = new URL(`/api${route}`, api);
  url.searchParams.set('access-token', token);
  const res = await fetch(url, body ? { method: 'POST', body: new URLSearchParams(body) } : {});
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${route}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * A returning student, as the app stores one after login (lib/session.ts storeLogin): the demo student who
 * follows the official account (no follow dialog), with an exam field chosen (no field picker).
 */
async function signInStudent(api: string) {
  const login = await sandboxSignIn(api, 'o5bxStudentXiaoHong000000003');
  const user = await call<Record<string, unknown>>(api, '/v1/user/base', login.token);
  const loc = await call<{ provinces: { cities: { id: number }[] }[] }>(api, '/v1/user/loc', login.token);
  const cityId = loc.provinces[0]?.cities[0]?.id;
  if (!cityId) throw new Error('the demo data has no city with exam fields');
  const top = await call<{ fields: { field_id: number }[] }>(api, `/v1/user/top-info?city_id=${cityId}`, login.token);
  const fieldId = String(top.fields[0]?.field_id);
  const { field } = await call<{ field: unknown }>(api, '/v1/user/update-field', login.token, { field_id: fieldId });
  const paper = await call<{ id: string }>(api, '/v1/exam/paper', login.token, { subject: '1' });
  const day = 24 * 60 * 60 * 1000;
  const storage = {
    'Login-Status': { v: 2, e: Date.now() + 7 * day },
    'Access-Token': { v: login.token },
    'User-Info': { v: { ...user, field: Number(fieldId) } },
    'User-Did': { v: login.did },
    'Field-Info': { v: field },
  };
  return { storage, paperId: paper.id };
}

/** A bare Vite + React + react-router page (one route, some text), built with the repo's Vite, precompressed. */
async function buildBare(): Promise<string> {
  const dir = join(scratch, 'bare');
  mkdirSync(dir);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>bare</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

function Home() {
  return (
    <main>
      <h1>学车</h1>
      <p>理论练习、模拟考试、课程视频和考场资讯，都在这里。</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`,
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: 'dist', target: 'es2022', modulePreload: { polyfill: false } },
  });
  const dist = join(dir, 'dist');
  for (const file of readdirSync(join(dist, 'assets'))) {
    const path = join(dist, 'assets', file);
    writeFileSync(`${path}.br`, brotliCompressSync(readFileSync(path)));
  }
  return dist;
}

/** Serves the bare page as the API serves the app: assets cached a year, precompressed, pages no-cache. */
async function serveBare(dist: string) {
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: dist,
    preCompressed: true,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}`, app };
}

/** Debian's Chromium with a debugging port for Lighthouse and its own profile (where the session is kept). */
async function startChromium() {
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${join(scratch, 'profile')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`Chromium did not start (${CHROMIUM})`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child };
}

/** Puts the stored session into the browser's profile, on the app's origin. */
async function storeSession(port: number, origin: string, storage: Record<string, unknown>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, JSON.stringify(value));
  }, storage);
  await page.close();
  await browser.close(); // disconnects; the browser and its profile stay
}

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  requests: number;
  kb: number;
  /** Lighthouse's opportunities and diagnostics that cost LCP or TBT, for reading what to fix. */
  flagged: string[];
  /** The accessibility score (0–100), and each failing audit with its first offending elements. */
  a11y: number;
  a11yFailing: string[];
}

/** A task's largest kinds of work by their summed time, e.g. `ParseHTML 20.1, Layout 9.3`. */
function cpuParts(node: { childEvents: { name: string; dur?: number }[] }): string {
  const byName = new Map<string, number>();
  for (const e of node.childEvents) byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * What Lantern counted towards the LCP it just simulated: each node of its optimistic and pessimistic LCP graphs
 * (requests and main-thread tasks) with its simulated start and end, so a report says which request or task
 * sits on the path to the largest paint. Read from the simulator Lighthouse ran in this process.
 */
function lcpGraph(): string {
  const lines: string[] = [];
  for (const label of ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint']) {
    const timings = Lantern.Simulation.Simulator.allNodeTimings.get(label);
    if (!timings) continue;
    lines.push(`# ${label}`);
    const rows = [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      let what: string;
      if (node.type === 'network') {
        const { resourceType, priority, transferSize, url } = node.request;
        what = `${resourceType ?? '?'} ${priority} ${(transferSize / 1024).toFixed(1)} KB ${pathOf(url)}`;
      } else {
        const evals = [...node.getEvaluateScriptURLs()].map((u) => ` eval ${pathOf(u)}`).join('');
        const layout = node.didPerformLayout() ? ' layout' : '';
        what = `cpu ${(node.duration / 1000).toFixed(1)} ms observed${evals}${layout} [${cpuParts(node)}]`;
      }
      lines.push(`${t.startTime.toFixed(0).padStart(6)} → ${t.endTime.toFixed(0).padStart(6)}  ${what}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function measure(url: string, port: number, reportName: string): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (REPORTS) {
    writeFileSync(join(REPORTS, `${reportName}.json`), result.report as string);
    if (PERFORMANCE) writeFileSync(join(REPORTS, `${reportName}-lcp-graph.txt`), lcpGraph());
  }
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const flagged = Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 0.9 && ((a.metricSavings?.LCP ?? 0) > 0 || (a.metricSavings?.TBT ?? 0) > 0),
    )
    .map(
      (a) =>
        `${a.id} (LCP −${Math.round(a.metricSavings?.LCP ?? 0)} ms, TBT −${Math.round(a.metricSavings?.TBT ?? 0)} ms)`,
    );
  const requests = audit('network-requests')?.details;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    fcp: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    requests: requests && 'items' in requests ? requests.items.length : Number.NaN,
    kb: (audit('total-byte-weight')?.numericValue ?? Number.NaN) / 1024,
    flagged,
    a11y: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    a11yFailing: failingAccessibility(lhr),
  };
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The weighted accessibility audits that fail, each as `id: selector; selector …` (the first few elements). */
function failingAccessibility(lhr: Result): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => {
      const details = lhr.audits[ref.id]?.details;
      const items: unknown[] = details && 'items' in details ? details.items : [];
      const nodes = items
        .map((item) => (item as { node?: { selector?: string; explanation?: string } }).node)
        .filter((node) => node?.selector)
        .slice(0, 4)
        .map(
          (node) => `${node?.selector}${node?.explanation ? ` (${node.explanation.split('\n').at(-1)?.trim()})` : ''}`,
        );
      return `${ref.id} (weight ${ref.weight}, ${items.length} element${items.length === 1 ? '' : 's'}): ${nodes.join('; ')}`;
    });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

if (REPORTS) mkdirSync(REPORTS, { recursive: true });
const started: { stop: () => Promise<unknown> }[] = [];
try {
  const { api, server } = await startApp();
  started.push({ stop: () => stop(server) });
  const bare = await serveBare(await buildBare());
  started.push({ stop: () => bare.app.close() });
  // What the browser opens: the servers themselves, or the TLS front before each.
  const front = async (url: string) => {
    if (!TLS) return url;
    const tls = await tlsFront(url);
    started.push({ stop: tls.close });
    return tls.url;
  };
  const appUrl = await front(api);
  const bareUrl = await front(bare.url);
  const browser = await startChromium();
  started.push({
    stop: async () => {
      browser.child.kill('SIGTERM');
      if (browser.child.exitCode === null) await new Promise((r) => browser.child.once('exit', r));
    },
  });
  const { storage, paperId } = await signInStudent(api);
  await storeSession(browser.port, appUrl, storage);
  const pages = [
    { name: 'bare page', url: `${bareUrl}/` },
    { name: "app '/'", url: `${appUrl}/` },
    { name: "app '/ke'", url: `${appUrl}/ke` },
    { name: 'app mock exam', url: `${appUrl}/ke/exam/${paperId}` },
    // The new areas (issue 28): their first screens show the student's field (its city, its instructions,
    // its yard, the trips to it).
    { name: "app '/train/index'", url: `${appUrl}/train/index` },
    { name: "app '/light'", url: `${appUrl}/light` },
    { name: "app '/k2vr'", url: `${appUrl}/k2vr` },
    { name: "app '/pin'", url: `${appUrl}/pin` },
    // The 3D yard: its page shows the stage at once and three.js draws into it later.
    { name: "app '/fivevr'", url: `${appUrl}/fivevr` },
    { name: "app '/center'", url: `${appUrl}/center` },
  ];
  // BENCH_PAGES=train,pin: only the pages whose names contain one of these (the bare page always).
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  if (only) pages.splice(1, pages.length, ...pages.slice(1).filter((p) => only.some((o) => p.name.includes(o))));
  const runs = new Map<string, Figures[]>(pages.map((p) => [p.name, []]));
  // Round-robin, so a slow spell of the machine touches every page alike.
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      const name = `${page.name.replace(/\W+/g, '-')}${run}`;
      // Lighthouse now and then fails to record a trace (NO_NAVSTART) and asks to be run again: once more.
      const figures = await measure(page.url, browser.port, name).catch((error: unknown) => {
        console.warn(`run ${run} ${page.name}: ${(error as Error).message}; measuring again`);
        return measure(page.url, browser.port, name);
      });
      runs.get(page.name)?.push(figures);
      console.info(
        `run ${run} ${page.name}: ${PERFORMANCE ? `score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms` : ''}${ACCESSIBILITY ? ` accessibility ${figures.a11y}` : ''}`,
      );
    }
  }

  const medians = pages.map((page) => {
    const list = runs.get(page.name) ?? [];
    const pick = (f: (x: Figures) => number) => median(list.map(f));
    return {
      page: page.name,
      score: pick((x) => x.score),
      lcp: pick((x) => x.lcp),
      fcp: pick((x) => x.fcp),
      tbt: pick((x) => x.tbt),
      cls: pick((x) => x.cls),
      requests: pick((x) => x.requests),
      kb: pick((x) => x.kb),
      flagged: list.at(-1)?.flagged ?? [],
      a11y: list.at(-1)?.a11y ?? Number.NaN,
      a11yFailing: list.at(-1)?.a11yFailing ?? [],
    };
  });
  const base = medians[0];
  const rows = [
    ['page', 'score', 'vs bare', 'LCP ms', 'LCP × bare', 'FCP ms', 'TBT ms', 'CLS', 'requests', 'KB'],
    ...medians.map((m) => [
      m.page,
      String(m.score),
      base ? String(m.score - base.score) : '',
      m.lcp.toFixed(0),
      base ? (m.lcp / base.lcp).toFixed(2) : '',
      m.fcp.toFixed(0),
      m.tbt.toFixed(0),
      m.cls.toFixed(3),
      String(m.requests),
      m.kb.toFixed(0),
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  if (PERFORMANCE) {
    console.info(
      `\nMedians of ${RUNS} (Lighthouse mobile, simulated throttling, cold HTTP cache, signed in${TLS ? ', HTTPS + HTTP/2' : ', HTTP/1.1'}):`,
    );
    for (const row of rows)
      console.info(row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '));
    for (const m of medians) {
      if (m.flagged.length) console.info(`${m.page}, flagged by Lighthouse (last run):\n  ${m.flagged.join('\n  ')}`);
    }
  }
  if (ACCESSIBILITY) {
    // The same on every run (the audits read the loaded page), so the last run's.
    console.info('\nAccessibility (Lighthouse mobile, last run): score, then the audits that fail');
    for (const m of medians) {
      console.info(`${m.page.padEnd(20)} ${String(m.a11y).padStart(3)}`);
      for (const failing of m.a11yFailing) console.info(`  ${failing}`);
    }
  }
} finally {
  for (const running of started.reverse()) await running.stop();
  rmSync(scratch, { recursive: true, force: true });
}
