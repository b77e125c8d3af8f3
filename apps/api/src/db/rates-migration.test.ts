import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { withDatabase } from '../test/global-setup';

/**
 * Migration 0021 turns the rates an operator set under the previous release (fractions, and per cent for
 * the coach-for-hire fee) into whole basis points under their new keys, exactly.
 */
const RATES_MIGRATION = '0021_rates_basis_points';

interface Journal {
  entries: { tag: string }[];
}
const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as Journal;

/** This repository's migrations before 0021, in a folder of their own. */
function migrationsBefore(): string {
  const folder = mkdtempSync(join(tmpdir(), 'xueche-before-rates-'));
  mkdirSync(join(folder, 'meta'));
  const upto = journal.entries.findIndex((e) => e.tag === RATES_MIGRATION);
  expect(upto).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, upto);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(migrationsDir, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
  return folder;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** A database of its own (PGlite in memory, or a scratch PostgreSQL database) and a way to migrate it. */
async function scratch(): Promise<{ query: Query; migrate(folder: string): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const client = new PGlite();
    cleanups.push(() => client.close());
    const db = drizzlePglite(client);
    return {
      query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
      migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    };
  }
  const name = `xueche_rates_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const client = new pg.Client({ connectionString: withDatabase(url, name) });
  await client.connect();
  cleanups.push(async () => {
    await client.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const db = drizzleNodePg(client);
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    migrate: (migrationsFolder) => migrateNodePg(db, { migrationsFolder }),
  };
}

it('0021 stores every rate as whole basis points under its new key, exactly (0.29 → 2900)', async () => {
  const { query, migrate } = await scratch();
  const before = migrationsBefore();
  await migrate(before);
  rmSync(before, { recursive: true, force: true });

  // As an operator could have left them under the previous release.
  const set = '2026-11-30T01:02:03.000Z';
  const old: [string, unknown][] = [
    ['commission.l1_rate', 0.29],
    ['commission.l2_rate', 0.07],
    ['train.fee_percent', 15],
    [
      'coach.levels',
      [
        { level: 1, points: 0, bonus: 0 },
        { level: 2, points: 300, bonus: 0.035 },
        { level: 3, points: 2000, bonus: 0.1234 },
      ],
    ],
    ['wish.daily_limit', 4],
  ];
  for (const [key, value] of old) {
    await query(`insert into settings (key, value, updated_at) values ($1, $2::jsonb, $3)`, [
      key,
      JSON.stringify(value),
      set,
    ]);
  }

  await migrate(migrationsDir);

  const rows = await query(`select key, value, updated_at from settings order by key`);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  expect(stored).toEqual({
    'commission.l1_bp': 2900,
    'commission.l2_bp': 700,
    'train.fee_bp': 1500,
    'coach.levels': [
      { level: 1, points: 0, bonus_bp: 0 },
      { level: 2, points: 300, bonus_bp: 350 },
      { level: 3, points: 2000, bonus_bp: 1234 },
    ],
    'wish.daily_limit': 4,
  });
  // When the operator set them is kept.
  for (const r of rows) expect(new Date(r.updated_at as string).toISOString()).toBe(set);

  // The same statements over odd values: an empty level list stays empty (not null), a rate that is not a
  // number is dropped (its default applies, as it did), one beyond 100 % is held to it.
  await query(`delete from settings`);
  await query(`insert into settings (key, value) values ('coach.levels', '[]'), ('commission.l1_rate', '"0.2"'),
    ('commission.l2_rate', '1.5')`);
  const statements = readFileSync(join(migrationsDir, `${RATES_MIGRATION}.sql`), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) await query(statement);
  expect(await query(`select key, value from settings order by key`)).toEqual([
    { key: 'coach.levels', value: [] },
    { key: 'commission.l2_bp', value: 10_000 },
  ]);
}, 120_000);
