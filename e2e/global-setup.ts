import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumPath, launchServer } from './browser';

/** One server under test; each of the browser tests' workers has its own. */
export interface E2eServer {
  baseUrl: string;
  /** The server's operator token, for the operator commands. */
  opsToken: string;
  /** Everything the server printed, for a failed test's report (e2e/failure-report.ts). */
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
    /** One Chromium per worker, kept for the run (e2e/browser.ts connects to it): their WebSocket endpoints. */
    browsers: string[];
  }
}

const root = resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
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
 * Waits for the server to answer its health check, or to exit. How long migrating and seeding a fresh database
 * takes is the machine's business (a busy 2-core machine took over a minute), not something this setup checks;
 * the bound is only there so a server that hangs without exiting ends the run with its output.
 */
async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const seconds = Number(process.env.E2E_SERVER_START_S ?? 600);
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy in ${seconds} s:\n${output()}`);
}

/** Starts the real, built server (as `npm start` runs it) on a free port with a fresh embedded database. */
async function startServer(main: string): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-e2e-'));
  const port = await freePort();
  const opsToken = randomBytes(16).toString('hex');
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OPS_TOKEN: opsToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const take = (d: Buffer) => {
    if (output.length < 100_000) output += d;
    log.write(d);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  await waitForHealth(baseUrl, child, () => output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { server: { baseUrl, opsToken, logFile }, stop };
}

/**
 * Browser test files run as many at a time as the e2e project's `maxWorkers`, each worker against a server
 * of its own (its own embedded database and sandboxes), so no file sees another's people, jobs or settings.
 * Most of a browser test is waiting on the page, the server or a clip playing, which the other files fill.
 */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the fix, when Chromium is missing
  const main = join(root, 'apps/api/dist/main.js');
  const built = [main, join(root, 'apps/web/dist/index.html'), join(root, 'apps/admin/dist/index.html')];
  if (!built.every((file) => existsSync(file))) {
    throw new Error('Browser tests need the built app: run `npm run build` first (npm test does).');
  }
  // One after another: two embedded databases made at once on a busy 2-core machine take each other's CPU.
  const running: Awaited<ReturnType<typeof startServer>>[] = [];
  const launched: BrowserServer[] = [];
  const stopAll = () => Promise.all([...running.map((r) => r.stop()), ...launched.map((b) => b.close())]);
  try {
    for (let i = 0; i < Math.max(1, project.config.maxWorkers); i++) {
      running.push(await startServer(main));
      launched.push(await launchServer());
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide(
    'servers',
    running.map((r) => r.server),
  );
  project.provide(
    'browsers',
    launched.map((b) => b.wsEndpoint()),
  );
  return async () => {
    await stopAll();
  };
}
