// `npx tsx scripts/make-upgrade-fixture.ts <commit>`: the database of the release at <commit>, for the
// upgrade test (apps/api/src/test/upgrade.test.ts), written to apps/api/src/test/fixtures/previous-release.json.gz.
//
// That commit is checked out in a temporary git worktree (sharing this checkout's node_modules, its own
// workspace packages), and its own bench/seed-scale.ts makes a small install on the local PostgreSQL: its
// migrations, its demo seed, and users, their answers, orders, the ledger and points as its code shapes
// them. The fixture keeps that commit's migrations (SQL and journal, so the test builds exactly its
// schema) and every row of every table of schema public as JSON, with the sequences' positions. Run it at
// each release with the commit of the release before (docs/deploy.md#upgrades). Needs psql and PostgreSQL
// at BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), as bench:seed-scale does.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'apps/api/src/test/fixtures/previous-release.json.gz');
const given = process.argv[2];
if (!given) {
  console.error('Usage: npx tsx scripts/make-upgrade-fixture.ts <commit of the previous release>');
  process.exit(1);
}
const commit = execFileSync('git', ['rev-parse', '--verify', `${given}^{commit}`], { cwd: root })
  .toString()
  .trim();
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'xueche_upgrade_fixture';

const tree = mkdtempSync(join(tmpdir(), 'xueche-release-'));
execFileSync('git', ['worktree', 'add', '--detach', tree, commit], { cwd: root, stdio: 'inherit' });
try {
  // This checkout's installed packages, but that commit's own workspace packages (@xueche/*).
  mkdirSync(join(tree, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '@xueche') continue;
    symlinkSync(join(root, 'node_modules', name), join(tree, 'node_modules', name));
  }
  mkdirSync(join(tree, 'node_modules/@xueche'));
  for (const name of readdirSync(join(root, 'node_modules/@xueche'))) {
    symlinkSync(readlinkSync(join(root, 'node_modules/@xueche', name)), join(tree, 'node_modules/@xueche', name));
  }

  // A small install: enough rows that every hot table holds some, few enough for a fixture under 1 MB.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'bench/seed-scale.ts'], {
    cwd: tree,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_PG_URL: adminUrl,
      SCALE_DB: database,
      SCALE_USERS: '60',
      SCALE_ANSWERS: '1500',
      SCALE_ORDERS: '40',
      SCALE_QUESTIONS: '40',
    },
  });
  if (seeded.status !== 0) throw new Error(`seed-scale at ${commit} exited with ${seeded.status}`);

  const drizzle = join(tree, 'apps/api/drizzle');
  const journal = JSON.parse(readFileSync(join(drizzle, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const migrations = Object.fromEntries(
    journal.entries.map((e) => [e.tag, readFileSync(join(drizzle, `${e.tag}.sql`), 'utf8')]),
  );

  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows: tableRows } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables: Record<string, unknown[]> = {};
  for (const { name } of tableRows) {
    const { rows } = await db.query(`select coalesce(json_agg(t order by t), '[]') as rows from public."${name}" t`);
    tables[name] = rows[0].rows;
  }
  const { rows: sequenceRows } = await db.query<{ name: string; value: string | null }>(
    `select sequencename as name, last_value as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  await db.end();

  const fixture = {
    commit,
    made_at: new Date().toISOString(),
    migrations: { journal, sql: migrations },
    tables,
    sequences: Object.fromEntries(sequenceRows.map((s) => [s.name, s.value === null ? null : Number(s.value)])),
  };
  mkdirSync(join(out, '..'), { recursive: true });
  writeFileSync(out, gzipSync(JSON.stringify(fixture), { level: 9 }));
  const rows = Object.values(tables).reduce((sum, t) => sum + t.length, 0);
  const filled = Object.values(tables).filter((t) => t.length > 0).length;
  console.info(
    `${out}: ${commit.slice(0, 7)}, ${journal.entries.length} migrations, ${rows} rows in ${filled} of ${tableRows.length} tables, ${Math.round(readFileSync(out).length / 1024)} KB`,
  );
} finally {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'inherit' });
  rmSync(tree, { recursive: true, force: true });
}
