import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../paths';

/** The backup's last entry: what it holds, so a restore can check every byte and row against it. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  database: {
    kind: 'pglite';
    /** How many of the committed migrations had been applied, and the last one's name. */
    migrations: { count: number; last: string | null };
    /** Rows of each table of the app (schema public) in the snapshot. */
    tables: Record<string, number>;
  };
  /** Where the uploads were: `disk` (in this backup, under uploads/) or `s3` (in the bucket, not in it). */
  storage: 'disk' | 's3';
  /** Every other file of the archive, in order. */
  files: { path: string; size: number; sha256: string }[];
  /** Its folders, empty ones included (PostgreSQL's data folder needs them). */
  folders: string[];
}

export const BACKUP_FORMAT = 'xueche-backup/1';
export const MANIFEST_NAME = 'manifest.json';
/** The snapshot of the embedded database's folder, inside the archive and inside DATA_DIR. */
export const DATABASE_FOLDER = 'pglite';

/** This release's migrations, oldest first (drizzle's journal). */
export function journal(): { when: number; tag: string }[] {
  const file = join(migrationsDir, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The migrations a database has had, by drizzle's own table (its timestamps are the journal's). */
export async function migrationLevel(query: Query): Promise<{ count: number; last: string | null }> {
  const { rows } = await query('select created_at from drizzle.__drizzle_migrations order by created_at');
  const applied = (rows as { created_at: string | number }[]).map((r) => Number(r.created_at));
  const last = applied.at(-1);
  return { count: applied.length, last: journal().find((m) => m.when === last)?.tag ?? (last ? String(last) : null) };
}

/** Each table of the app and its rows, counted in one statement. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const { rows: tables } = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = (tables as { name: string }[]).map((t) => t.name);
  if (names.length === 0) return {};
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const { rows } = await query(
    `select ${names.map((n, i) => `(select count(*) from public.${quoted(n)}) as c${i}`).join(', ')}`,
  );
  const counts = rows[0] as Record<string, string | number>;
  return Object.fromEntries(names.map((n, i) => [n, Number(counts[`c${i}`])]));
}
