// `npm run bench:light-voice`: how soon a student hears the night-lighting exam. For each of N runs
// (BENCH_RUNS, default 10) a fresh phone opens the webview exam of a demo field and the bench times, in the
// page's own clock: the page opening → the start button ready (the run drawn, every voice fetched and
// decoded), then the tap on start → the first instruction's voice starting (Web Audio's start()). The first
// run has a cold HTTP cache on a freshly started server (voices made on first request); the rest reuse the
// browser's cache as a returning student does. Figures, not pass/fail.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { demoFieldId, freePort, startProcess, stop } from './server';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const main = join(root, 'apps/api/dist/main.js');
if (!existsSync(main) || !existsSync(join(root, 'apps/web/dist/index.html')))
  throw new Error('Build first: npm run build');

const dataDir = mkdtempSync(join(tmpdir(), 'xueche-light-bench-'));
const port = await freePort();
const api = `http://127.0.0.1:${port}`;
const server = await startProcess(
  main,
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' },
  `${api}/api/healthz`,
);

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
  const fieldId = await demoFieldId(api, '白云嘉禾考场');
  // One phone keeps its HTTP cache across runs (a returning student); each run is a new page.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  await context.addInitScript(() => {
    const marks = { tap: 0, voice: 0 };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    addEventListener(
      'click',
      () => {
        marks.tap ||= performance.now();
      },
      true,
    );
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      marks.voice ||= performance.now();
      return start.apply(this, args);
    };
  });
  const ready: number[] = [];
  const voice: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    await page.goto(`${api}/light-webview/exam_g?field_id=${fieldId}`);
    const button = page.getByTestId('start-run');
    await button.waitFor();
    await page.waitForFunction(
      () => !(document.querySelector('[data-testid="start-run"]') as HTMLButtonElement | null)?.disabled,
      null,
      { timeout: 60_000 },
    );
    ready.push(await page.evaluate(() => performance.now()));
    await button.click();
    await page.waitForFunction(() => (window as unknown as { __marks: { voice: number } }).__marks.voice > 0, null, {
      timeout: 10_000,
    });
    const marks = await page.evaluate(() => (window as unknown as { __marks: { tap: number; voice: number } }).__marks);
    voice.push(marks.voice - marks.tap);
    await page.close();
  }
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
    return `first ${ms(values[0] as number)} · median ${ms(at(0.5))} · p90 ${ms(at(0.9))} · max ${ms(sorted.at(-1) as number)}`;
  };
  console.info(`Night-lighting exam, webview, field ${fieldId}, ${RUNS} runs on this machine:`);
  console.info(`  open → start ready (drawn, voices decoded): ${stats(ready)}`);
  console.info(`  tap start → first voice playing:            ${stats(voice)}`);
} finally {
  await browser.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
