import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The operator token of the server under test, for the operator commands. */
    opsToken: string;
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

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
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
  throw new Error(`the server did not become healthy in 60 s:\n${output()}`);
}

/** Starts the real, built server (as `npm start` runs it) on a free port with a fresh embedded database. */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail early, with the fix, when Chromium is missing
  const main = join(root, 'apps/api/dist/main.js');
  const built = [main, join(root, 'apps/web/dist/index.html'), join(root, 'apps/admin/dist/index.html')];
  if (!built.every((file) => existsSync(file))) {
    throw new Error('Browser tests need the built app: run `npm run build` first (npm test does).');
  }
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
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('opsToken', opsToken);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
