import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { loggerOptions } from '../../platform/logging';
import { testDatabase } from '../../test/test-app';
import { openJobs } from './jobs';

/**
 * What pg-boss's errors leave in the log when its database is PostgreSQL reached by a URL with a password.
 * pg-pool hangs the whole client (its connection parameters) on the error an idle connection dies with, and
 * pg-boss passes that error on; the log must keep the message and the code, never the client.
 */

const PASSWORD = 'Jobs-Log-Secret-4711';
const USER = 'xueche_jobs_log';

/** A PostgreSQL message: its type, its length, its body. */
function packet(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const errorPacket = (severity: string, code: string, text: string) =>
  packet('E', Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${text}\0\0`));
const ready = packet('Z', Buffer.from('I'));

/**
 * A stand-in PostgreSQL on a loopback port (for runs without one): it takes any sign-in, refuses every
 * query (42501), and `terminate()` ends its connections as pg_terminate_backend does — a FATAL 57P01 sent to
 * the idle connection, then the socket closed.
 */
async function refusingServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = Buffer.alloc(0);
    let started = false;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      while (buffer.length >= 5) {
        if (!started) {
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const sslRequest = buffer.readInt32BE(4) === 80877103;
          buffer = buffer.subarray(length);
          if (sslRequest) socket.write('N');
          else {
            started = true;
            socket.write(Buffer.concat([packet('R', Buffer.alloc(4)), ready]));
          }
          continue;
        }
        const type = String.fromCharCode(buffer[0] as number);
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        buffer = buffer.subarray(1 + length);
        if (type === 'Q' || type === 'S') {
          socket.write(Buffer.concat([errorPacket('ERROR', '42501', 'permission denied for schema pgboss'), ready]));
        }
        if (type === 'X') socket.end();
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/xueche`,
    connected: () => sockets.size > 0,
    terminate() {
      for (const socket of sockets) {
        socket.end(errorPacket('FATAL', '57P01', 'terminating connection due to administrator command'));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** pg-boss's pool as openJobs makes it from the app's: only the URL is read. */
const reachedBy = (url: string) =>
  ({ kind: 'postgres', db: { $client: new pg.Pool({ connectionString: url }) } }) as unknown as Database;

let lines: string[];
let log: ReturnType<typeof Fastify>['log'];
beforeAll(() => {
  lines = [];
  const stream = new Writable({
    write: (chunk, _encoding, done) => {
      lines.push(String(chunk));
      done();
    },
  });
  log = Fastify({ logger: loggerOptions('info', stream) }).log;
});

/** What the log may not hold: the password, and the client's connection parameters. */
function expectNoClient(text: string) {
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(USER);
  for (const field of ['connectionParameters', 'client_encoding', 'application_name', '"host"', '"port"', 'ssl']) {
    expect(text, field).not.toContain(field);
  }
}

const errorLines = () => lines.filter((line) => line.includes('jobs: pg-boss'));

describe('pg-boss errors in the log', () => {
  it('an idle connection the server ends: the message and code, without the client or the password', async () => {
    lines.length = 0;
    let close: () => Promise<void>;
    if (process.env.TEST_DATABASE_URL) {
      // The run's PostgreSQL: a database of this test's, signed in with a password (trust takes any).
      const database = await testDatabase();
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const url = new URL(pool.options.connectionString ?? '');
      url.password = PASSWORD;
      const jobs = await openJobs(reachedBy(url.toString()), log, { work: false });
      await pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'xueche-jobs' and datname = current_database()`,
      );
      close = async () => {
        await jobs.stop();
        await database.close();
      };
    } else {
      const server = await refusingServer();
      await expect(openJobs(reachedBy(server.url), log, { work: false })).rejects.toMatchObject({ code: '42501' });
      expect(server.connected()).toBe(true);
      server.terminate();
      close = server.close;
    }
    try {
      await expect.poll(errorLines, { timeout: 10_000 }).not.toEqual([]);
    } finally {
      await close();
    }
    expectNoClient(lines.join(''));
    const [line] = errorLines();
    expect(JSON.parse(line as string)).toMatchObject({
      level: 50,
      msg: 'jobs: pg-boss',
      error: { message: 'terminating connection due to administrator command', code: '57P01' },
    });
    expect((line as string).length).toBeLessThan(400);
  });
});
