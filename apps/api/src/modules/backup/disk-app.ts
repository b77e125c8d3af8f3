import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../db/client';
import { resolveOpsToken } from '../../platform/ops-token';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The real app as `npm start` runs it: the embedded database in DATA_DIR/pglite on disk (the test
 * database, migrated and seeded, unpacked there; migrated on the spot when the run is on PostgreSQL),
 * uploads in DATA_DIR/uploads, listening on a free port. Backups are of this kind of install only.
 */
export async function startDiskApp(): Promise<TestApp & { opsToken: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xueche-disk-'));
  const dump = inject('pgliteDump');
  const database = await openDatabase({
    dataDir,
    pglite: dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : undefined,
  });
  const t = await startTestApp({}, { database, dataDir });
  return { ...t, opsToken: resolveOpsToken(undefined, dataDir) };
}
