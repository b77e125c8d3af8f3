import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { type Database, openDatabase, rowsOf } from '../../db/client';
import { coachProfiles, users } from '../../db/schema';
import { idleJobsBut } from '../../test/idle-jobs';
import { runOps } from '../../test/ops-cli';
import { testDatabase } from '../../test/test-app';
import { pgliteBossDb } from './pglite-boss-db';

/**
 * The queue itself, on this run's database (PGlite, or PostgreSQL with TEST_DATABASE_URL): jobs kept in
 * the database across a restart, and shared by several app instances, each job run by one of them.
 */

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

interface Instance {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** An app on `db`, listening, with its own data folder (and so its own sandbox). */
async function appOn(db: Database, env: Record<string, string> = {}): Promise<Instance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-jobs-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    JOBS_WORKERS: 'false',
    ...env,
  });
  const app = await buildApp(config, { database: db });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second connection to the same database, as another process would have: its own pool on PostgreSQL.
 * PGlite admits one process, so there the instances share it.
 */
async function secondConnection(): Promise<Database> {
  if (database.kind === 'pglite') return { ...database, close: async () => {} };
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return openDatabase({ url: pool.options.connectionString });
}

let phones = 0;
/** A coach who wants to hear about new students, by text. */
async function coachWithPhone(): Promise<{ id: number; phone: string }> {
  const n = ++phones;
  const key = randomBytes(6).toString('hex');
  const [user] = await database.db
    .insert(users)
    .values({ uid: `9${key}`, hashId: key, openid: `jobs-coach-${key}`, nickname: '教练', userType: 2 })
    .returning({ id: users.id });
  const phone = `135${String(process.pid % 10000).padStart(4, '0')}${String(n).padStart(4, '0')}`;
  const id = (user as { id: number }).id;
  await database.db.insert(coachProfiles).values({
    userId: id,
    realName: '赵教练',
    phone,
    smsSettings: { newStudent: true, newOrder: true, withdrawal: true },
  });
  return { id, phone };
}

async function inbox(instance: Instance, phone: string): Promise<string[]> {
  const res = await instance.app.inject({ url: `/sandbox/sms/messages?phone=${phone}` });
  return (res.json() as { messages: { template_param: { detail: string } }[] }).messages.map(
    (m) => m.template_param.detail,
  );
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  output: { by?: string; sent?: boolean } | null;
}
const jobsById = (ids: string[]) =>
  rowsOf<JobRow>(
    database.db,
    sql`select id, state, retry_count, output from pgboss.job where id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );

const notice = (coachId: number, detail: string) => ({ coachId, event: 'newStudent' as const, detail });

describe('jobs in the database', () => {
  it('with workers, the sweeps are queued by their schedule and run without anyone asking', async () => {
    // A database of its own: a sweep the schedule queues here must not be left for the tests below.
    const own = await testDatabase();
    const instance = await appOn(own, { JOBS_WORKERS: 'true' });
    try {
      // pg-boss's cron runs in the working processes, one of them per slot; a new database's first slot
      // is taken at once.
      const ran = () =>
        rowsOf<{ n: number }>(
          own.db,
          sql`select count(*)::int as n from pgboss.job where name = 'close-expired-orders'
              and state = 'completed' and output->>'by' = ${instance.app.jobs.instance}`,
        );
      await expect.poll(async () => (await ran())[0]?.n, { timeout: 120_000 }).toBeGreaterThan(0);
    } finally {
      await instance.close();
      await own.close();
    }
  }, 180_000);

  it('a job queued before a restart runs in the app that opens the database next', async () => {
    const coach = await coachWithPhone();
    const first = await appOn(database);
    const id = (await first.app.jobs.send('coach-notice', notice(coach.id, '重启前'))) as string;
    await first.close();

    const second = await appOn(database);
    try {
      expect(await second.app.jobs.workNow('coach-notice')).toBe(1);
      expect(await inbox(second, coach.phone)).toEqual(['重启前']);
      expect(await jobsById([id])).toEqual([
        {
          id,
          state: 'completed',
          retry_count: 0,
          output: expect.objectContaining({ sent: true, by: second.app.jobs.instance }),
        },
      ]);
    } finally {
      await second.close();
    }
  });

  it('two app instances on one database: each job queued by one runs exactly once', async () => {
    const coach = await coachWithPhone();
    const a = await appOn(database);
    const other = await secondConnection();
    // Every text goes to a's sandbox, whichever instance sends it: one inbox to count.
    const b = await appOn(other, { SMS_API_BASE: `${a.url}/sandbox/sms` });
    try {
      const details = Array.from({ length: 20 }, (_, i) => `第${i + 1}条`);
      const ids = (await Promise.all(
        details.map((d) => a.app.jobs.send('coach-notice', notice(coach.id, d))),
      )) as string[];
      // Both work the queue at the same moment; pg-boss hands each job to one of them.
      const [ranA, ranB] = await Promise.all([a.app.jobs.workNow('coach-notice'), b.app.jobs.workNow('coach-notice')]);
      expect(ranA + ranB).toBe(20);
      expect((await inbox(a, coach.phone)).sort()).toEqual([...details].sort());
      const rows = await jobsById(ids);
      expect(rows).toHaveLength(20);
      for (const row of rows) {
        expect(row).toMatchObject({ state: 'completed', retry_count: 0 });
        expect([a.app.jobs.instance, b.app.jobs.instance]).toContain(row.output?.by);
      }
    } finally {
      await b.close();
      await a.close();
      await other.close();
    }
  });

  it("a job queued by one instance runs in another's workers, without anyone asking", async () => {
    const coach = await coachWithPhone();
    const queuer = await appOn(database);
    const other = await secondConnection();
    const worker = await appOn(other, { JOBS_WORKERS: 'true', SMS_API_BASE: `${queuer.url}/sandbox/sms` });
    try {
      const id = (await queuer.app.jobs.send('coach-notice', notice(coach.id, '后台'))) as string;
      await expect.poll(async () => (await jobsById([id]))[0]?.state, { timeout: 60_000 }).toBe('completed');
      expect((await jobsById([id]))[0]?.output?.by).toBe(worker.app.jobs.instance);
      expect(await inbox(queuer, coach.phone)).toEqual(['后台']);
    } finally {
      await worker.close();
      await queuer.close();
      await other.close();
    }
  });

  it('closing an app waits for the job it is running', async () => {
    const instance = await appOn(database, { JOBS_WORKERS: 'true' });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const handlers = idleJobsBut({
      'coach-notice': async () => {
        started();
        await gate;
        return { finished: true };
      },
    });
    instance.app.jobs.handleWith(handlers);
    const id = (await instance.app.jobs.send('coach-notice', notice(0, '慢'))) as string;
    await running;
    const closing = instance.close();
    expect((await jobsById([id]))[0]?.state).toBe('active');
    finish();
    await closing;
    expect((await jobsById([id]))[0]).toMatchObject({ state: 'completed', output: { finished: true } });
  });
});

describe('seeing and running jobs as an operator', () => {
  const OPS_TOKEN = 'jobs-test-ops-token-00001';

  it('a job out of retries ends failed with its error, and operators see it', async () => {
    const coach = await coachWithPhone();
    // A template Aliyun does not know: the provider refuses every attempt.
    const instance = await appOn(database, { OPS_TOKEN, SMS_NOTICE_TEMPLATE_CODE: 'SMS_NOTICE' });
    try {
      const id = (await instance.app.jobs.send('coach-notice', notice(coach.id, '总是失败'))) as string;
      // The first attempt and the five retries coach-notice allows, without waiting out the backoff.
      expect(await instance.app.jobs.workNow('coach-notice', { skipDelays: true })).toBe(6);
      expect(await inbox(instance, coach.phone)).toEqual([]);
      expect((await jobsById([id]))[0]).toMatchObject({ state: 'failed', retry_count: 5 });

      const { code, stdout } = await runOps(['jobs'], { url: instance.url, token: OPS_TOKEN });
      expect(code).toBe(0);
      expect(stdout).toMatch(/^coach-notice: created 0, retry 0, active 0, completed \d+, failed 1$/m);
      expect(stdout).toContain(
        `coach-notice  ${id}  after 6 attempt(s): 短信服务: isv.SMS_TEMPLATE_ILLEGAL 该账号下找不到对应模板`,
      );
    } finally {
      await instance.close();
    }
  });

  it('an operator runs a sweep now; its outcome is kept in the database', async () => {
    const instance = await appOn(database, { OPS_TOKEN });
    try {
      // A sweep an earlier instance's schedule queued may be waiting: run it, so this one is queued anew.
      await instance.app.jobs.workNow('close-expired-orders');
      const run = (queue: string) =>
        instance.app.inject({
          method: 'POST',
          url: `/api/ops/jobs/${queue}`,
          headers: { authorization: `Bearer ${OPS_TOKEN}` },
        });
      const queued = await run('close-expired-orders');
      expect(queued.statusCode).toBe(200);
      const { id } = (queued.json() as { data: { id: string } }).data;
      // Already waiting: not queued twice.
      expect((await run('close-expired-orders')).json()).toMatchObject({ data: { id: null } });
      expect(await instance.app.jobs.workNow('close-expired-orders')).toBe(1);
      expect((await jobsById([id]))[0]).toMatchObject({
        state: 'completed',
        retry_count: 0,
        output: { closed: 0, by: instance.app.jobs.instance },
      });
      // Only sweeps: a notice carries a coach and a text, which an operator does not make up.
      expect((await run('coach-notice')).statusCode).toBe(400);
      expect((await run('nothing')).statusCode).toBe(400);
    } finally {
      await instance.close();
    }
  });
});

describe("pg-boss on PGlite's one connection", () => {
  it('a maintenance script that fails halfway is rolled back and leaves the connection usable', async () => {
    const client = new PGlite();
    try {
      const db = pgliteBossDb(client);
      await db.executeSql('create table t (x int primary key)', []);
      // pg-boss's shape: BEGIN, settings, an advisory lock, the work, COMMIT; here the work fails.
      const script = `BEGIN; SET LOCAL lock_timeout = '30s'; SELECT pg_advisory_xact_lock(1);
        INSERT INTO t VALUES (1); INSERT INTO t VALUES (1); COMMIT;`;
      await expect(db.executeSql(script, [])).rejects.toThrow(/duplicate key/);
      expect((await db.executeSql('select count(*)::int as n from t', [])).rows).toEqual([{ n: 0 }]);
      await db.executeSql('BEGIN; INSERT INTO t VALUES (2); COMMIT;', []);
      expect((await db.executeSql('select x from t where x = $1', [2])).rows).toEqual([{ x: 2 }]);
    } finally {
      await client.close();
    }
  });
});
