import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client';
import { openJobs } from '../modules/jobs/jobs';
import { seedDemo } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory dump each test file starts from. */
    pgliteDump: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    pgTemplate: string;
    /** The sandbox merchant's WeChat Pay keys, made once per run (apps/sandbox/src/test/global-setup.ts). */
    sandboxPayKeys: string;
  }
}

/**
 * What every test file starts from, made once: the migrations, the demo seed and pg-boss's own tables. A
 * file then gets a copy (copying is far cheaper than migrating again); seeding and pg-boss's setup in each file
 * cost two seconds a file on this machine.
 */
async function prepare(database: Database): Promise<void> {
  await seedDemo(database.db);
  const silent = { error() {}, warn() {}, info() {}, debug() {} } as unknown as Parameters<typeof openJobs>[1];
  await (await openJobs(database, silent, { work: false })).stop();
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `xueche_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const migrated = await openDatabase({ url: withDatabase(url, template) });
    await prepare(migrated);
    await migrated.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'xueche-test-'));
  const migrated = await openDatabase({});
  await prepare(migrated);
  const dump = await (
    migrated.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
  ).$client.dumpDataDir('none');
  await migrated.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
