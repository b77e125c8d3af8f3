import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { SANDBOX_PAY_KEYS_FILE } from '@xueche/sandbox';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrationsDir } from '../paths';
import { withDatabase } from '../test/global-setup';

/**
 * The previous release's database, made by scripts/make-upgrade-fixture.ts (docs/deploy.md#upgrades):
 * its migrations as they were, and every row of its tables after its demo seed and a small install's
 * users, their answers, orders, the ledger and points.
 */
interface Fixture {
  commit: string;
  migrations: { journal: { entries: { tag: string }[] }; sql: Record<string, string> };
  tables: Record<string, Record<string, unknown>[]>;
  sequences: Record<string, number | null>;
}
const fixture = JSON.parse(
  gunzipSync(readFileSync(join(import.meta.dirname, '../test/fixtures/previous-release.json.gz'))).toString('utf8'),
) as Fixture;

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The previous release's schema, from its own migrations, and its rows as they were. */
async function buildPreviousRelease(migrate: (folder: string) => Promise<void>, query: Query): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'xueche-previous-migrations-'));
  mkdirSync(join(folder, 'meta'));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(fixture.migrations.journal));
  for (const [tag, text] of Object.entries(fixture.migrations.sql)) writeFileSync(join(folder, `${tag}.sql`), text);
  await migrate(folder);
  rmSync(folder, { recursive: true, force: true });
  // Rows as they were, and only those (some migrations insert rows of their own, which the fixture holds
  // too), triggers off (coach_point_totals comes from the fixture, not from point_entries).
  const all = Object.keys(fixture.tables).map((t) => `public.${quoted(t)}`);
  await query(`truncate ${all.join(', ')}`);
  await query('set session_replication_role = replica');
  for (const [table, rows] of Object.entries(fixture.tables)) {
    if (rows.length === 0) continue;
    const t = `public.${quoted(table)}`;
    await query(`insert into ${t} select * from json_populate_recordset(null::${t}, $1::json)`, [JSON.stringify(rows)]);
  }
  await query('set session_replication_role = origin');
  for (const [sequence, value] of Object.entries(fixture.sequences)) {
    if (value !== null) await query(`select setval('public.${quoted(sequence)}', ${Number(value)})`);
  }
}

/**
 * Old rows this release changes on purpose, each with why: which rows, which column, and what it must hold
 * now. Everything else in an old row stays as it was.
 */
const MEANT: Record<string, { rows: (row: Record<string, unknown>) => boolean; column: string; now: RegExp }[]> = {
  // The demo coaches for hire (the demo-train-… ones and the two demo coaches who also offer hours) get a
  // phone where they had none, so a paid booking shows one to call.
  users: [
    {
      rows: (r) => /^demo-(train|coach)-/.test(String(r.openid)) && r.phone === null,
      column: 'phone',
      now: /^1\d{10}$/,
    },
  ],
  // The demo signs' static files became atlas drawings under the same names (migration 0024, docs/atlas.md).
  questions: [
    {
      rows: (r) => /^\/static\/signs\/[a-z0-9-]+\.svg$/.test(String(r.image)),
      column: 'image',
      now: /^atlas:[a-z0-9-]+$/,
    },
  ],
};

/** The fixture's rows, with the changes this release means to make (MEANT) checked and taken as the old values. */
async function rowsExpected(query: Query, table: string): Promise<Record<string, unknown>[]> {
  let rows = fixture.tables[table] ?? [];
  for (const change of MEANT[table] ?? []) {
    const ids = rows.filter(change.rows).map((r) => r.id);
    const now = new Map(
      (
        await query(`select id, ${quoted(change.column)} as v from public.${quoted(table)} where id = any($1)`, [ids])
      ).map((r) => [r.id, r.v]),
    );
    for (const id of ids) expect(String(now.get(id)), `${table} ${id}: ${change.column}`).toMatch(change.now);
    rows = rows.map((r) => (change.rows(r) ? { ...r, [change.column]: now.get(r.id) } : r));
  }
  return rows;
}

/** Rows of the fixture no longer in the table with the same values in their old columns. */
async function rowsLost(query: Query, table: string): Promise<Record<string, unknown>[]> {
  const rows = await rowsExpected(query, table);
  if (rows.length === 0) return [];
  const types = new Map(
    (
      await query(
        `select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [table],
      )
    ).map((c) => [c.column_name as string, c.data_type as string]),
  );
  // json has no equality; compare it as jsonb.
  const columns = Object.keys(rows[0] as object)
    .map((c) => (types.get(c) === 'json' ? `${quoted(c)}::jsonb` : quoted(c)))
    .join(', ');
  const t = `public.${quoted(table)}`;
  return query(
    `select ${columns} from json_populate_recordset(null::${t}, $1::json) except all select ${columns} from ${t}`,
    [JSON.stringify(rows)],
  );
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it(`a database made by the previous release (${fixture.commit.slice(0, 7)}) starts under this one and keeps every row`, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-upgrade-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  writeFileSync(join(dataDir, SANDBOX_PAY_KEYS_FILE), readFileSync(inject('sandboxPayKeys')));

  // The previous release's install: PGlite in DATA_DIR, or a PostgreSQL database of its own.
  const url = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let open: () => Promise<{ query: Query; close(): Promise<void> }>;
  if (url) {
    const name = `xueche_upgrade_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    databaseUrl = withDatabase(url, name);
    open = async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return {
        query: async (text, params) => (await client.query(text, params)).rows,
        close: () => client.end(),
      };
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await buildPreviousRelease(
      (migrationsFolder) => migrateNodePg(drizzleNodePg(client), { migrationsFolder }),
      async (text, params) => (await client.query(text, params)).rows,
    );
    await client.end();
  } else {
    open = async () => {
      const client = new PGlite({ dataDir: join(dataDir, 'pglite') });
      return {
        query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
        close: () => client.close(),
      };
    };
    const client = new PGlite({ dataDir: join(dataDir, 'pglite') });
    await buildPreviousRelease(
      (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
      async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    );
    await client.close();
  }

  // This release starts on it as `npm start` would: its migrations, the demo seed, the job queue.
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      JOBS_WORKERS: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  await app.ready();
  const health = await app.inject({ url: '/api/healthz' });
  await app.close();
  expect(health.statusCode).toBe(200);

  const after = await open();
  try {
    const applied = await after.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied[0]?.n).toBe(journal.entries.length);
    const tables = new Set(
      (
        await after.query(
          `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )
      ).map((t) => t.table_name as string),
    );
    const filled = Object.entries(fixture.tables).filter(([, rows]) => rows.length > 0);
    expect(filled.length).toBeGreaterThan(40);
    for (const [table] of Object.entries(fixture.tables)) {
      expect(tables.has(table), `table ${table} is gone`).toBe(true);
      expect(await rowsLost(after.query, table), `rows of ${table} lost or changed`).toEqual([]);
    }
  } finally {
    await after.close();
  }
}, 240_000);
