import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { startBackup } from './backup.service';

/**
 * Backups, inside /api/ops (the operator token is checked there):
 *   GET /ops/backup   the embedded install's database snapshot and DATA_DIR's files as one gzip'd tar,
 *                     streamed (npm run ops -- backup); 409 on PostgreSQL or while another one runs
 */
export function backupOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  ops.get('/backup', async (request, reply) => {
    const { stream, manifest, lockedMs } = await startBackup({
      db: deps.db,
      storage: deps.storage,
      dataDir: deps.config.dataDir,
    });
    // How long requests waited for the database while the snapshot was finished under its lock.
    request.log.info({ lockedMs }, 'backup: database snapshot taken');
    await audit(deps.db, 'ops-token', 'backup', { migrations: manifest.database.migrations, locked_ms: lockedMs });
    const name = `xueche-backup-${manifest.created_at.replace(/[-:]/g, '').replace(/\..*/, '')}.tar.gz`;
    return reply.type('application/gzip').header('content-disposition', `attachment; filename="${name}"`).send(stream);
  });
}
