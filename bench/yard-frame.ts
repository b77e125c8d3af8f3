// `npm run bench:yard`: how soon the 3D yard shows. For each of N runs (BENCH_RUNS, default 8) a page opens
// '/wx_fivevr' of a demo field without a session (as a shared link does) and the bench reads, in the
// page's clock: its first frame counted from the page's start (what a person waits: the app, the yard's
// chunks with three.js, the layout read, the scene built and drawn) and from the scene's construction.
// The first run has a cold HTTP cache; the rest reuse it. WebGL runs on SwiftShader here (no GPU), so the
// figures are the CPU's; a phone's GPU draws faster. Figures, not pass/fail.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_OPS_TOKEN, demoFieldId, freePort, startProcess, stop, untilJobsIdle } from './server';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const main = join(root, 'apps/api/dist/main.js');
if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html')))
  throw new Error('Build first: npm run build');

const dataDir = mkdtempSync(join(tmpdir(), 'xueche-yard-bench-'));
const port = await freePort();
const api = `http://127.0.0.1:${port}`;
const server = await startProcess(
  main,
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    OPS_TOKEN: BENCH_OPS_TOKEN,
  },
  `${api}/api/healthz`,
);
await untilJobsIdle(api);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const name = '朝阳东坝考场';
  const field = { field_id: await demoFieldId(api, name), field_name: name };
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const fromStart: number[] = [];
  const fromScene: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    await page.goto(`${api}/wx_fivevr?field_id=${field.field_id}`);
    const canvas = page.getByTestId('yard-canvas');
    await page.waitForFunction(
      () => document.querySelector('[data-first-frame-at]')?.getAttribute('data-first-frame-at'),
      null,
      { timeout: 60_000 },
    );
    fromStart.push(Number(await canvas.getAttribute('data-first-frame-at')));
    fromScene.push(Number(await canvas.getAttribute('data-first-frame')));
    await page.close();
  }
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `first ${ms(values[0] as number)} · median ${ms(sorted[Math.floor(sorted.length / 2)] as number)} · max ${ms(sorted.at(-1) as number)}`;
  };
  console.info(`3D yard of ${field.field_name}, ${RUNS} runs, 390×844 @2x, SwiftShader:`);
  console.info(`  page start → first frame:    ${stats(fromStart)}`);
  console.info(`  scene built → first frame:   ${stats(fromScene)}`);
} finally {
  await browser.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
