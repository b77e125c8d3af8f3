import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdtemp, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { copyFolder, refreshCopy } from './folder-copy';
import { holdDeletes } from './held-deletes';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  DATABASE_FOLDER,
  MANIFEST_NAME,
  migrationLevel,
  tableCounts,
} from './manifest';
import { TAR_END, tarHeader, tarPadding } from './tar';

/** DATA_DIR's folders that are not part of a backup: the database (copied from its snapshot) and scratch. */
const SCRATCH = new Set([DATABASE_FOLDER, 'work']);
const STAGING_PREFIX = '.backup-';

/** One backup at a time per database: a second would only double the work and the held deletions. */
const running = new WeakSet<PGlite>();

export interface BackupSource {
  db: Db;
  storage: ObjectStore;
  dataDir: string;
}

/** The embedded database kept in a folder, which is what a backup copies; null for PostgreSQL or memory. */
function embeddedOnDisk(db: Db): PGlite | null {
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite && client.dataDir ? client : null;
}

/**
 * A transaction-consistent copy of the embedded database's folder. PGlite runs one statement at a time
 * and a transaction holds its lock from BEGIN to COMMIT, so inside a transaction of our own nothing else
 * runs: the CHECKPOINT writes every committed change into the data files, the counts describe exactly
 * what is copied, and the copy sees no transaction half done. Requests wait meanwhile, so the folder is
 * first copied without the lock and then, under it, only what changed since is copied again
 * (docs/decisions/010-backups-of-the-embedded-install.md).
 */
async function snapshotDatabase(client: PGlite, into: string) {
  const source = client.dataDir as string;
  // File times are kept at the kernel's clock tick; a second's margin covers it.
  const since = Date.now() - 1000;
  await copyFolder(source, into);
  return client.transaction(async (tx) => {
    const locked = performance.now();
    const query = (text: string) => tx.query(text);
    await tx.exec('checkpoint');
    const migrations = await migrationLevel(query);
    const tables = await tableCounts(query);
    // runExclusive: also keeps out the few PGlite calls that take only the statement lock (dumpDataDir).
    await client.runExclusive(async () => refreshCopy(source, into, since));
    return { migrations, tables, lockedMs: Math.round(performance.now() - locked) };
  });
}

/** Folders and regular files under `dir`, depth first in name order, as [absolute path, archive path, kind]. */
async function* walk(
  dir: string,
  prefix: string,
  skip: (name: string) => boolean,
): AsyncGenerator<[string, string, 'file' | 'folder']> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (skip(entry.name)) continue;
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield [join(dir, entry.name), path, 'folder'];
      yield* walk(join(dir, entry.name), path, () => false);
    } else if (entry.isFile()) yield [join(dir, entry.name), path, 'file'];
  }
}

/** One file as tar blocks, hashed as it is read; a file gone since it was listed is left out. */
async function* fileEntry(absolute: string, path: string, files: BackupManifest['files']): AsyncGenerator<Buffer> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const info = await handle.stat();
    const hash = createHash('sha256');
    yield tarHeader(path, info.size, info.mtimeMs / 1000);
    let left = info.size;
    while (left > 0) {
      const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(Math.min(left, 256 * 1024)) });
      // Uploads are written once under new names; one that shrinks while read was rewritten meanwhile.
      if (bytesRead === 0) throw new Error(`${path} changed while it was copied; take the backup again`);
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      left -= bytesRead;
      yield chunk;
    }
    yield tarPadding(info.size);
    files.push({ path, size: info.size, sha256: hash.digest('hex') });
  } finally {
    await handle.close();
  }
}

async function* archive(
  staging: string,
  dataDir: string,
  manifest: Omit<BackupManifest, 'files' | 'folders'>,
): AsyncGenerator<Buffer> {
  const files: BackupManifest['files'] = [];
  const folders: string[] = [DATABASE_FOLDER];
  const entries = async function* (found: AsyncGenerator<[string, string, 'file' | 'folder']>) {
    for await (const [absolute, path, kind] of found) {
      if (kind === 'file') yield* fileEntry(absolute, path, files);
      else {
        folders.push(path);
        yield tarHeader(path, 0, Date.now() / 1000, 'folder');
      }
    }
  };
  yield tarHeader(DATABASE_FOLDER, 0, Date.now() / 1000, 'folder');
  yield* entries(walk(join(staging, DATABASE_FOLDER), DATABASE_FOLDER, () => false));
  // The rest of DATA_DIR after the snapshot: every file a snapshot row names is there (deletions are
  // held until the end), and a file stored since is there without its row, which is harmless.
  const skip = (name: string) => SCRATCH.has(name) || name.startsWith(STAGING_PREFIX);
  yield* entries(walk(dataDir, '', skip));
  const bytes = Buffer.from(JSON.stringify({ ...manifest, files, folders } satisfies BackupManifest, null, 1));
  yield tarHeader(MANIFEST_NAME, bytes.length, Date.now() / 1000);
  yield bytes;
  yield tarPadding(bytes.length);
  yield TAR_END;
}

/**
 * Starts a backup of a running embedded install: the database's snapshot first, then DATA_DIR's files
 * (uploads, the sandbox's state, the operator token), as one gzip'd tar with the manifest last. Answers
 * once the snapshot is taken, with the archive as a stream. Uploads deleted meanwhile are deleted when
 * the archive is complete. `afterSnapshot` lets a test act between the two steps.
 */
export async function startBackup(
  source: BackupSource,
  opts: { afterSnapshot?: () => Promise<void> } = {},
): Promise<{ stream: Readable; manifest: Omit<BackupManifest, 'files' | 'folders'>; lockedMs: number }> {
  const client = embeddedOnDisk(source.db);
  if (!client) throw new AppError(409, 'backup_not_embedded');
  if (running.has(client)) throw new AppError(409, 'backup_running');
  running.add(client);
  const release = holdDeletes(source.storage);
  let staging: string | undefined;
  const cleanup = async () => {
    if (staging) await rm(staging, { recursive: true, force: true });
    running.delete(client);
    await release();
  };
  try {
    // What a backup cut off by a crash left behind (one server per DATA_DIR, one backup at a time).
    for (const name of await readdir(source.dataDir)) {
      if (name.startsWith(STAGING_PREFIX)) await rm(join(source.dataDir, name), { recursive: true, force: true });
    }
    staging = await mkdtemp(join(source.dataDir, STAGING_PREFIX));
    const { migrations, tables, lockedMs } = await snapshotDatabase(client, join(staging, DATABASE_FOLDER));
    const manifest: Omit<BackupManifest, 'files' | 'folders'> = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      database: { kind: 'pglite', migrations, tables },
      storage: source.storage.kind,
    };
    await opts.afterSnapshot?.();
    // The fastest level: half the time of the default for a sixth more bytes, and uploads are JPEG and MP4.
    const gzip = createGzip({ level: 1 });
    pipeline(Readable.from(archive(staging, source.dataDir, manifest)), gzip)
      .catch(() => {})
      .finally(cleanup);
    return { stream: gzip, manifest, lockedMs };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
