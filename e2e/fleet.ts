// A fleet for the scale-out test: several API processes (the built server, as `npm start` runs it) on one
// PostgreSQL database and one Redis, behind a round-robin proxy.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

const main = resolve(import.meta.dirname, '../apps/api/dist/main.js');

/** PostgreSQL and Redis as CI and this machine's kind provide them; TEST_DATABASE_URL / TEST_REDIS_URL override. */
export const services = {
  postgres: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((ok) => {
    const socket = connect({ host: hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });
}

/** Fails with what to do when PostgreSQL or Redis is not there: the test cannot mean anything without them. */
export async function requireServices(): Promise<void> {
  const missing = [];
  if (!(await answers(services.postgres))) missing.push(`PostgreSQL at ${services.postgres} (TEST_DATABASE_URL)`);
  if (!(await answers(services.redis))) missing.push(`Redis at ${services.redis} (TEST_REDIS_URL)`);
  if (missing.length) {
    throw new Error(`The scale-out test runs API processes on a shared PostgreSQL and Redis. Not reachable: ${missing.join('; ')}.
Start them (Debian: apt-get install postgresql redis-server), or point the variables at running ones.`);
  }
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
export async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: services.postgres });
  await admin.connect();
  const name = `xueche_fleet_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(services.postgres);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface ApiProcess {
  name: string;
  url: string;
  dataDir: string;
  /** What the process printed, for a failing test to show. */
  output(): string;
  /** Starts the process (again, after a stop or a kill) with the same settings and waits until it is healthy. */
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** One API process with its own port and data folder; `env` adds to the common settings. */
export function apiProcess(name: string, port: number, env: Record<string, string>): ApiProcess {
  const dataDir = mkdtempSync(join(tmpdir(), `xueche-${name}-`));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    url,
    dataDir,
    output: () => output,
    async start() {
      child = spawn(process.execPath, ['--enable-source-maps', main], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SERVE_WEB: 'false',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (exited()) throw new Error(`${name} exited while starting:\n${output}`);
        if (
          await fetch(`${url}/api/healthz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`${name} did not become healthy:\n${output}`);
    },
    async kill(signal) {
      if (exited()) return;
      const gone = new Promise((r) => child?.once('exit', r));
      child?.kill(signal);
      await gone;
    },
  };
}

export const removeDataDirs = (...processes: ApiProcess[]) => {
  for (const p of processes) rmSync(p.dataDir, { recursive: true, force: true });
};

/**
 * A round-robin HTTP proxy, as nginx's default upstream balancing does it: each request goes to the next
 * process in turn; a process that refuses the connection is skipped, as nginx marks a dead upstream.
 */
export async function roundRobinProxy(upstreams: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const forward = (
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
    tries: number,
  ) => {
    const target = new URL(upstreams[next++ % upstreams.length] as string);
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', () => {
      const send = (left: number, to: URL) => {
        const upstream = httpRequest(
          {
            host: to.hostname,
            port: to.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => {
          if (left > 0) send(left - 1, new URL(upstreams[next++ % upstreams.length] as string));
          else res.writeHead(502).end();
        });
        upstream.end(Buffer.concat(body));
      };
      send(tries, target);
    });
  };
  const server: Server = createServer((req, res) => forward(req, res, upstreams.length - 1));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/**
 * A request straight to one process of the fleet, carrying the public Host the proxy in front would pass on
 * (fetch cannot set Host, and a process with PUBLIC_URL set refuses any other).
 */
export function toOne(
  process: string,
  publicUrl: string,
  path: string,
  init: { method: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  const to = new URL(process);
  return new Promise((ok, fail) => {
    const req = httpRequest(
      {
        host: to.hostname,
        port: to.port,
        method: init.method,
        path,
        headers: { ...init.headers, host: new URL(publicUrl).host },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}
