/**
 * The operator commands for backups of the embedded install (docs/deploy.md#backup-and-restore):
 *   npm run ops -- backup [file]                       through the running server, which streams it
 *   npm run ops -- restore <file> [--data-dir <dir>]   offline, into an empty DATA_DIR
 */
import { createWriteStream, existsSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { opsEndpoints as o } from '@xueche/contract';
import type { OpsClient } from '../../platform/ops-client';
import type { BackupManifest } from './manifest';
import { restoreBackup, verifyBackup } from './restore';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function describe(manifest: BackupManifest): string {
  const tables = Object.values(manifest.database.tables);
  const rows = tables.reduce((sum, n) => sum + n, 0);
  const uploads = manifest.files.filter((f) => f.path.startsWith('uploads/')).length;
  const where =
    manifest.storage === 's3' ? 'uploads are in the bucket, not in this backup' : `${uploads} uploaded files`;
  return `taken ${manifest.created_at}, database at migration ${manifest.database.migrations.last} (${tables.length} tables, ${rows} rows), ${where}`;
}

/**
 * Streams the server's backup into `<file>.partial`, reads it back against its manifest, and only then
 * renames it: a file under the final name is always a whole, checked backup.
 */
export async function backup(ops: OpsClient, args: string[]): Promise<void> {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const file = resolve(args[0] ?? `xueche-backup-${stamp}.tar.gz`);
  if (existsSync(file)) fail(`${file} already exists; name another file.`);
  const res = await ops.fetch(o.opsBackup);
  if (!res.ok || !res.body) {
    const reply = (await res.json().catch(() => ({ msg: res.statusText }))) as { msg: string };
    fail(`The server refused the backup (${res.status}): ${reply.msg}`);
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(res.body as ReadableStream),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    // On the disk before it gets its name, so a crash cannot leave a named but empty backup.
    const written = await open(partial, 'r+');
    await written.sync();
    await written.close();
  } catch (error) {
    await rm(partial, { force: true });
    fail(`The backup was cut off (${(error as Error).message}); nothing was kept. Run it again.`);
  }
  let manifest: BackupManifest;
  try {
    manifest = await verifyBackup(partial);
  } catch (error) {
    await rm(partial, { force: true });
    fail(`The backup did not check out: ${(error as Error).message}. Nothing was kept; run it again.`);
  }
  await rename(partial, file);
  const size = manifest.files.reduce((sum, f) => sum + f.size, 0);
  process.stdout.write(
    `Backup written: ${file}\n  ${describe(manifest)}; ${manifest.files.length} files, ${megabytes(size)} before compression.\n  Restore it with: npm run ops -- restore ${file} --data-dir <empty folder>\n`,
  );
}

/** Restores a backup into an empty DATA_DIR (the one given, or DATA_DIR, or .data); no server is needed. */
export async function restore(args: string[]): Promise<void> {
  const at = args.indexOf('--data-dir');
  const dataDir = at >= 0 ? args[at + 1] : (process.env.DATA_DIR ?? '.data');
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--data-dir');
  if (!file || !dataDir) fail('Usage: npm run ops -- restore <file> [--data-dir <empty folder>]');
  if (!existsSync(file)) fail(`No such file: ${file}`);
  try {
    const report = await restoreBackup(file, dataDir);
    const { count, last } = report.migrated;
    const before = report.manifest.database.migrations;
    const migrated = count > before.count ? `; migrated from ${before.last} to ${last}` : '';
    process.stdout.write(
      `Restored ${file} into ${resolve(dataDir)}\n  ${describe(report.manifest)}; ${report.rows} rows counted and checked, every file's checksum checked${migrated}.\n  Start the server on it: DATA_DIR=${resolve(dataDir)} npm start\n`,
    );
  } catch (error) {
    fail(`Nothing was restored: ${(error as Error).message}`);
  }
}
