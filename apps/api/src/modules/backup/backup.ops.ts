import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { startBackup } from './backup.service';

/**
 * Backups, inside /api/ops (backup): the embedded install's database snapshot and DATA_DIR's files as one
 * gzip'd tar, streamed; 409 on PostgreSQL or while another one runs.
 */
export function backupOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  opsRoute(ops, deps.db, o.opsBackup, async ({ request, reply, note }) => {
    const { stream, manifest, lockedMs } = await startBackup({
      db: deps.db,
      storage: deps.storage,
      dataDir: deps.config.dataDir,
    });
    // How long requests waited for the database while the snapshot was finished under its lock.
    request.log.info({ lockedMs }, 'backup: database snapshot taken');
    await note('backup', { migrations: manifest.database.migrations, locked_ms: lockedMs });
    const name = `xueche-backup-${manifest.created_at.replace(/[-:]/g, '').replace(/\..*/, '')}.tar.gz`;
    return reply.type('application/gzip').header('content-disposition', `attachment; filename="${name}"`).send(stream);
  });
}
