// bench:yard's page-side instruments and the drive it plays: a sampler of requestAnimationFrame intervals, the
// moment the drive page's car is drivable, and a player of a coach's input log that presses the page's
// controls as the drive's ticks reach each event. They run in the page, so their timing is the page's clock
// and no round trip to the bench lies between a tick and its touch. Beside them, from the bench's side: the
// browser's CPU by thread over a sample (/proc) and, on request, the page's CPU profile.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { YardLayout } from '@xueche/contract';
import type { Script } from '@xueche/yard-rules';
import type { BrowserContext, Page } from 'playwright-core';
import { sandboxSignIn } from './server';

/** What the instruments keep on `window`. */
interface Bench {
  /** rAF intervals, ms, since `frames.start()`. */
  frames: { start(): void; stop(): number[] };
  /** performance.now() when the drive stage's data-phase first read 'ready' (null until then). */
  readyAt: number | null;
  drive?: { applied: { t: number; at: number }[]; done: boolean };
}
type BenchWindow = Window & { __bench: Bench };

/**
 * Installs the instruments on every page of `context`, before the app's own scripts. The sampler's own rAF
 * callback costs microseconds a frame; the ready watch stops once it has seen 'ready', so it does not watch
 * the drive's data-tick writes.
 */
export async function instrument(context: BrowserContext): Promise<void> {
  // tsx compiles with keepNames: the functions below name their inner functions through esbuild's `__name`,
  // which the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  await context.addInitScript(() => {
    let deltas: number[] = [];
    let on = false;
    let last = 0;
    const frame = () => {
      if (!on) return;
      const now = performance.now();
      if (last) deltas.push(now - last);
      last = now;
      requestAnimationFrame(frame);
    };
    const bench: Bench = {
      frames: {
        start() {
          deltas = [];
          last = 0;
          on = true;
          requestAnimationFrame(frame);
        },
        stop() {
          on = false;
          return deltas;
        },
      },
      readyAt: null,
    };
    (window as unknown as BenchWindow).__bench = bench;
    const watch = new MutationObserver(() => {
      const stage = document.querySelector('[data-testid="drive-stage"]');
      if (stage?.getAttribute('data-phase') !== 'ready') return;
      bench.readyAt = performance.now();
      watch.disconnect();
    });
    watch.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
  });
}

/** The yard canvas's drawing buffer, px. */
export const canvasSize = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="yard-canvas"]') as HTMLCanvasElement;
    return `canvas ${canvas.width}×${canvas.height} px`;
  });

/** Samples rAF intervals in `page` for `ms` of its time. */
export async function sampleFrames(page: Page, ms: number): Promise<number[]> {
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.frames.start());
  await page.waitForTimeout(ms);
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.frames.stop());
}

/** The drive page's 'ready', in the page's clock (from navigation start). */
export async function readyAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.readyAt, null, {
    timeout: 60_000,
  });
  return Number(await handle.jsonValue());
}

export interface Played {
  /** rAF intervals from 开始 to the item's end (or the script's end, then 2 s more). */
  frames: number[];
  /** The ticks the model stepped and the page's ms they took: the model keeps real time at 20/s. */
  ticks: number;
  ms: number;
  /** How many ticks after its own each event was pressed, at most. */
  lateBy: number;
  phase: string;
  examiner: string;
}

/**
 * Presses 开始, then plays `script` in real time: when a frame leaves the drive at or past an event's tick
 * (the stage's data-tick changes in the scene's frame callback), the event's controls are clicked at once,
 * as a thumb would, and the rAF sampler runs until the examiner ends the item.
 */
export async function playDrive(page: Page, script: Script): Promise<Played> {
  const started = await page.evaluate((events) => {
    const bench = (window as unknown as BenchWindow).__bench;
    const stage = document.querySelector('[data-testid="drive-stage"]') as HTMLElement;
    const button = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null;
    const drive = { applied: [] as { t: number; at: number }[], done: false };
    bench.drive = drive;
    let next = 0;
    let braking = true;
    const play = () => {
      const tick = Number(stage.getAttribute('data-tick'));
      // The controls come with the 'driving' phase's render.
      if (!button('brake')) return;
      for (; next < events.length && (events[next]?.t ?? 0) <= tick; next++) {
        const { t, gear, wheel, pedal } = events[next] as (typeof events)[number];
        if (gear) button(`gear-${gear}`)?.click();
        if (wheel !== undefined) button(wheel > 0 ? 'wheel-left' : wheel < 0 ? 'wheel-right' : 'wheel-centre')?.click();
        if (pedal && (pedal === 'brake') !== braking) {
          button('brake')?.click();
          braking = pedal === 'brake';
        }
        drive.applied.push({ t, at: tick });
      }
      if (next >= events.length) drive.done = true;
    };
    new MutationObserver(play).observe(stage, { attributes: true, attributeFilter: ['data-tick'] });
    bench.frames.start();
    button('drive-start')?.click();
    return performance.now();
  }, script.events);
  const timeout = (script.ticks / 20) * 1000 * 2 + 30_000;
  await page.waitForFunction(
    () => {
      const b = (window as unknown as BenchWindow).__bench;
      const phase = document.querySelector('[data-testid="drive-stage"]')?.getAttribute('data-phase');
      return phase === 'over' || b.drive?.done;
    },
    null,
    { timeout, polling: 250 },
  );
  // The script's last moves may come after the examiner's end; give a drive still going two seconds more.
  const phaseNow = () => page.getByTestId('drive-stage').getAttribute('data-phase');
  for (let i = 0; i < 8 && (await phaseNow()) !== 'over'; i++) await page.waitForTimeout(250);
  return page.evaluate((since) => {
    const bench = (window as unknown as BenchWindow).__bench;
    const stage = document.querySelector('[data-testid="drive-stage"]') as HTMLElement;
    const frames = bench.frames.stop();
    const applied = bench.drive?.applied ?? [];
    return {
      frames,
      ticks: Number(stage.getAttribute('data-tick')),
      ms: performance.now() - since,
      lateBy: Math.max(0, ...applied.map((a) => a.at - a.t)),
      phase: stage.getAttribute('data-phase') ?? '',
      examiner: document.querySelector('[data-testid="examiner"]')?.textContent ?? '',
    };
  }, started);
}

async function call<T>(api: string, route: string, token: string, body?: Record<string, string>): Promise<T> {
  const url = new URL(`${api}/api${route}`);
  url.searchParams.set('access-token', token);
  const res = await fetch(url, body ? { method: 'POST', body: new URLSearchParams(body) } : undefined);
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${route}: ${envelope.msg}`);
  return envelope.data;
}

/**
 * A returning student of the demo data with `fieldId` as their exam field, as the app stores one after login
 * (lib/session.ts storeLogin; the same as bench:lighthouse), put into every page of `context`; and the
 * field's yard layout.
 */
export async function signedInStudent(api: string, context: BrowserContext, fieldId: number) {
  const login = await sandboxSignIn(api, 'o5bxStudentXiaoHong000000003');
  const user = await call<Record<string, unknown>>(api, '/v1/user/base', login.token);
  const { field } = await call<{ field: unknown }>(api, '/v1/user/update-field', login.token, {
    field_id: String(fieldId),
  });
  const layout = await call<YardLayout>(api, `/v2/k2/map-info?field_id=${fieldId}`, login.token);
  const day = 24 * 60 * 60 * 1000;
  const storage = {
    'Login-Status': { v: 2, e: Date.now() + 7 * day },
    'Access-Token': { v: login.token },
    'User-Info': { v: { ...user, field: fieldId } },
    'User-Did': { v: login.did },
    'Field-Info': { v: field },
  };
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, JSON.stringify(value));
  }, storage);
  return layout;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * With BENCH_PROFILE=<dir>, a CPU profile of the page's main thread while `work` runs, written to
 * `<dir>/<label>.cpuprofile` (open it in Chrome's DevTools) and summed here by script file: where the page's
 * time goes, standing and driving. Without it, `work` alone.
 */
export async function profiled<T>(page: Page, label: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${label}.cpuprofile`), JSON.stringify(profile));
  const nodes = new Map((profile.nodes as ProfileNode[]).map((n) => [n.id, n]));
  const deltas = profile.timeDeltas ?? [];
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const ms = (deltas[i] ?? 0) / 1000;
    const file = frame?.url ? (frame.url.split('/').pop() ?? frame.url) : frame?.functionName || '?';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${frame?.functionName || '(anonymous)'} ${file}:${frame?.lineNumber ?? 0}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const total = (profile.endTime - profile.startTime) / 1000;
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.info(`  profile '${label}' (${(total / 1000).toFixed(1)} s, self time of the main thread):`);
  console.info(`${top(byFile, 10)}\n  by function:\n${top(byFunction, 15)}`);
  return result;
}

/** Each thread's CPU time (user + system, clock ticks of 10 ms) of the processes under this one, by "type thread". */
function threadTimes(): Map<string, number> {
  const times = new Map<string, number>();
  if (!existsSync('/proc/self/stat')) return times;
  const parent = new Map<number, number>();
  const stats = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      stats.set(Number(entry), readFileSync(`/proc/${entry}/cmdline`, 'utf8'));
    } catch {} // gone meanwhile
  }
  const ours = (pid: number): boolean => {
    for (let p = parent.get(pid); p; p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  for (const [pid, cmdline] of stats) {
    if (!cmdline.includes('chromium') || !ours(pid)) continue;
    const type = /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        // A pool's threads are one row (SwiftShader's are Thread<00>, Thread<01>, … and stay apart).
        const comm =
          tid === String(pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')).replace(/\d+$/, '#');
        const [utime, stime] = stat
          .slice(stat.lastIndexOf(')') + 2)
          .split(' ')
          .slice(11, 13)
          .map(Number);
        const key = `${type} ${comm}`;
        times.set(key, (times.get(key) ?? 0) + (utime ?? 0) + (stime ?? 0));
      }
    } catch {} // gone meanwhile
  }
  return times;
}

/** The browser's CPU time over a stretch: ms per second in all, and by process type and thread. */
export interface CpuUse {
  total: number;
  threads: (readonly [string, number])[];
}

/**
 * The browser's CPU time while `work` runs, per second of it, by process type and thread (threads of a pool
 * summed): who does the drawing. SwiftShader draws on its own threads of the GPU process; the page's main
 * thread mostly waits for them. CPU time, unlike a frame's interval, does not grow when other work on the
 * machine takes the cores. Linux only (/proc); null elsewhere.
 */
export async function cpuWhile<T>(work: () => Promise<T>): Promise<[T, CpuUse | null]> {
  const before = threadTimes();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const after = threadTimes();
  if (!after.size) return [result, null];
  const threads = [...after]
    .map(([key, ticks]) => [key, ((ticks - (before.get(key) ?? 0)) * 10) / seconds] as const)
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1]);
  return [result, { total: threads.reduce((sum, [, ms]) => sum + ms, 0), threads }];
}
