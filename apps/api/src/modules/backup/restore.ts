import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../../db/client';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  DATABASE_FOLDER,
  journal,
  MANIFEST_NAME,
  migrationLevel,
  tableCounts,
} from './manifest';
import { readTar } from './tar';

type Written = { size: number; sha256: string };
/** Takes one entry's bytes (to a file, or nowhere) and says how many there were and their hash. */
type Sink = {
  file(path: string, body: AsyncIterable<Buffer>): Promise<Written>;
  folder(path: string): Promise<void>;
};

async function* hashing(body: AsyncIterable<Buffer>, into: Written & { hash: ReturnType<typeof createHash> }) {
  for await (const chunk of body) {
    into.hash.update(chunk);
    into.size += chunk.length;
    yield chunk;
  }
}

/** A path inside the archive that stays inside the folder it is restored into. */
function safePath(path: string): string {
  const parts = path.split('/');
  if (path.includes('\\') || parts.some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`the archive names a path outside its folder: ${JSON.stringify(path)}`);
  }
  return path;
}

/**
 * Reads a backup from end to end, hands each file to `sink` and checks the result against the manifest,
 * which must come last: an archive cut short, altered, or missing a file is refused. Answers the manifest.
 */
export async function readBackup(file: string, sink: Sink): Promise<BackupManifest> {
  const gunzip = createGunzip();
  createReadStream(file)
    .on('error', (error) => gunzip.destroy(error))
    .pipe(gunzip);
  const seen = new Map<string, Written>();
  const folders = new Set<string>();
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of readTar(gunzip)) {
      if (manifest) throw new Error('the archive goes on after its manifest');
      if (entry.path === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
        continue;
      }
      const path = safePath(entry.path);
      if (seen.has(path) || folders.has(path)) throw new Error(`the archive holds ${path} twice`);
      if (entry.kind === 'folder') {
        folders.add(path);
        await sink.folder(path);
      } else seen.set(path, await sink.file(path, entry.body));
    }
  } catch (error) {
    gunzip.destroy();
    throw new Error(`${file} is not a whole backup: ${(error as Error).message}`);
  }
  if (!manifest) throw new Error(`${file} is not a whole backup: it has no manifest (cut short?)`);
  if (manifest.format !== BACKUP_FORMAT) throw new Error(`${file} is not a backup of this kind (${manifest.format})`);
  for (const f of manifest.files) {
    const got = seen.get(f.path);
    if (!got) throw new Error(`${file} lacks ${f.path}, which its manifest lists`);
    if (got.size !== f.size || got.sha256 !== f.sha256) throw new Error(`${f.path} in ${file} is damaged (checksum)`);
  }
  if (seen.size !== manifest.files.length) throw new Error(`${file} holds files its manifest does not list`);
  const listed = new Set(manifest.folders);
  if (listed.size !== folders.size || [...folders].some((f) => !listed.has(f))) {
    throw new Error(`${file}'s folders are not those its manifest lists`);
  }
  return manifest;
}

/** Checks a backup without writing anything. */
export function verifyBackup(file: string): Promise<BackupManifest> {
  return readBackup(file, {
    async file(_path, body) {
      const into = { size: 0, sha256: '', hash: createHash('sha256') };
      for await (const _ of hashing(body, into));
      return { size: into.size, sha256: into.hash.digest('hex') };
    },
    async folder() {},
  });
}

export interface RestoreReport {
  manifest: BackupManifest;
  files: number;
  bytes: number;
  rows: number;
  /** The migration level after this release's migrations ran on the restored database. */
  migrated: { count: number; last: string | null };
}

async function isEmptyOrAbsent(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Restores a backup into an empty DATA_DIR, offline (the server must not run on it). Every file is
 * checked against the manifest; the database is opened, its rows counted against the manifest's, and
 * this release's migrations applied, as the server would at start. On any failure the folder is emptied
 * again and the error says why.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreReport> {
  const target = resolve(dataDir);
  if (!(await isEmptyOrAbsent(target))) {
    throw new Error(`${target} is not empty: restore only into an empty DATA_DIR (move the old one aside first)`);
  }
  await mkdir(target, { recursive: true, mode: 0o700 });
  try {
    const manifest = await readBackup(file, {
      async file(path, body) {
        const out = join(target, path);
        await mkdir(dirname(out), { recursive: true, mode: 0o700 });
        const into = { size: 0, sha256: '', hash: createHash('sha256') };
        await pipeline(Readable.from(hashing(body, into)), createWriteStream(out, { flags: 'wx', mode: 0o600 }));
        return { size: into.size, sha256: into.hash.digest('hex') };
      },
      async folder(path) {
        await mkdir(join(target, path), { recursive: true, mode: 0o700 });
      },
    });
    const known = journal().length;
    if (manifest.database.migrations.count > known) {
      throw new Error(
        `the backup's database has ${manifest.database.migrations.count} migrations and this release knows ${known}: restore it with the release that made it`,
      );
    }
    const countRows = (tables: Record<string, number>) => {
      for (const [name, count] of Object.entries(manifest.database.tables)) {
        if (tables[name] !== count) {
          throw new Error(
            `table ${name} has ${tables[name] ?? 'no'} rows after the restore; the manifest says ${count}`,
          );
        }
      }
      return Object.values(tables).reduce((sum, n) => sum + n, 0);
    };
    let rows = 0;
    if (manifest.database.migrations.count < known) {
      // An older release's backup: its rows are counted before this release's migrations may change them.
      const raw = new PGlite({ dataDir: join(target, DATABASE_FOLDER) });
      try {
        rows = countRows(await tableCounts((text) => raw.query(text)));
      } finally {
        await raw.close();
      }
    }
    // Opened as the server opens it: this release's migrations run, or throw if the database cannot take them.
    const database = await openDatabase({ dataDir: target });
    let migrated: RestoreReport['migrated'];
    try {
      const query = async (text: string) => ({ rows: await rowsOf(database.db, sql.raw(text)) });
      migrated = await migrationLevel(query);
      if (manifest.database.migrations.count === known) rows = countRows(await tableCounts(query));
    } finally {
      await database.close();
    }
    return {
      manifest,
      files: manifest.files.filter((f) => !f.path.startsWith(`${DATABASE_FOLDER}/`)).length,
      bytes: manifest.files.reduce((sum, f) => sum + f.size, 0),
      rows,
      migrated,
    };
  } catch (error) {
    for (const name of await readdir(target)) await rm(join(target, name), { recursive: true, force: true });
    throw error;
  }
}
