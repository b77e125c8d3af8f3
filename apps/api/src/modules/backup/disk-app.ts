import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SANDBOX_PAY_KEYS_FILE } from '@xueche/sandbox';
import { inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { resolveOpsToken } from '../../platform/ops-token';
import type { TestApp } from '../../test/test-app';

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
  copyFileSync(inject('sandboxPayKeys'), join(dataDir, SANDBOX_PAY_KEYS_FILE));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    LOGIN_RATE_LIMIT: '0',
    JOBS_WORKERS: 'false',
    SEED_DEMO: 'false',
  });
  const app = await buildApp(config, { database });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    url,
    dataDir,
    opsToken: resolveOpsToken(undefined, dataDir),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
