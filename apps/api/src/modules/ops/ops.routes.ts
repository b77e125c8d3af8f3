import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { fail, ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { langOf, message } from '../../platform/messages';
import { operatorsOpsRoutes } from '../admin/operators.ops';
import { backupOpsRoutes } from '../backup/backup.ops';
import { certificationOpsRoutes } from '../certification/certification.ops';
import { refundOrder } from '../commerce/refund.service';
import { bankCsvRows, exportBank, importBank } from '../exam/bank.service';
import { jobsOpsRoutes } from '../jobs/jobs.ops';
import { lightOpsRoutes } from '../light/light.ops';
import { pinOpsRoutes } from '../pin/pin.ops';
import { siteOpsRoutes } from '../site/site.ops';
import { trainBookingOpsRoutes } from '../train/booking.ops';
import { trainOpsRoutes } from '../train/train.ops';
import { walletOpsRoutes } from '../wallet/wallet.ops';
import { wishOpsRoutes } from '../wish/wish.ops';
import { audit } from './audit.service';
import { opsBody } from './ops-input';
import { isOpsToken } from './ops-token';

/** Bank files can be large: a 10,000-question bank is a few megabytes. */
const IMPORT_LIMIT = 64 * 1024 * 1024;

const RefundRequest = z.object({
  order_no: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/),
  /** Fen; the whole unrefunded amount when left out. */
  amount: z.number().int().positive().optional(),
  /** The idempotency key: the same number refunds once. */
  refund_no: z.string().regex(/^[0-9A-Za-z_\-|*@]{1,64}$/),
  reason: z.string().max(80).optional(),
});

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** /api/ops: operator actions, authorised by the operator token (docs/question-bank.md). */
export function opsRoutes(app: FastifyInstance, deps: Deps, opsToken: string): void {
  const { db } = deps;
  app.register(
    async (ops) => {
      // Import files are read as text: the importer reports problems by line, which a parsed body loses.
      ops.removeContentTypeParser('application/json');
      ops.addContentTypeParser(
        ['application/json', 'text/csv', 'text/plain'],
        { parseAs: 'string', bodyLimit: IMPORT_LIMIT },
        (_req, body, done) => done(null, body),
      );
      ops.addHook('onRequest', async (request) => {
        if (!isOpsToken(bearer(request), opsToken)) throw new AppError(401, 'ops_unauthorized');
      });

      // Coach certification review (npm run ops -- coach:pending | coach:review).
      certificationOpsRoutes(ops, deps);

      ops.post('/questions/import', { bodyLimit: IMPORT_LIMIT }, async (request, reply) => {
        const type = String(request.headers['content-type'] ?? '');
        const format = type.startsWith('text/csv') ? 'csv' : 'json';
        const content = typeof request.body === 'string' ? request.body : '';
        const result = await importBank(db, content, format);
        await audit(db, 'ops-token', 'questions.import', {
          format,
          bytes: Buffer.byteLength(content),
          ...(result.ok ? { summary: result.summary } : { errors: result.errors.length }),
        });
        if (!result.ok) {
          const msg = message('import_invalid', langOf(request), { count: String(result.errors.length) });
          return reply.status(422).send(fail(422, msg, { errors: result.errors }));
        }
        return ok(result.summary);
      });

      ops.get('/questions/export', async (request, reply) => {
        const format = (request.query as { format?: string }).format === 'csv' ? 'csv' : 'json';
        const file = await exportBank(db);
        await audit(db, 'ops-token', 'questions.export', { format, questions: file.questions.length });
        if (format === 'csv') {
          return reply.type('text/csv; charset=utf-8').send(stringify(bankCsvRows(file)));
        }
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(file, null, 2));
      });

      ops.post('/refunds', async (request) => {
        const input = opsBody(RefundRequest, request.body);
        const { order_no, amount, refund_no, reason } = input;
        const result = await refundOrder(deps, {
          orderNo: order_no,
          amountFen: amount,
          refundNo: refund_no,
          reason: reason ?? '',
        }).catch(async (error: unknown) => {
          await audit(db, 'ops-token', 'order.refund', { ...input, error: (error as Error).message });
          throw error;
        });
        await audit(db, 'ops-token', 'order.refund', { ...input, status: result.status });
        return ok(result);
      });

      // withdrawal:pending and withdrawal:review (issue 6).
      walletOpsRoutes(ops, deps);

      // The wish wall's answers (wish:list, wish:answer).
      wishOpsRoutes(ops, deps);

      // The job queue: what it holds, what failed, a sweep run now (jobs, jobs:run).
      jobsOpsRoutes(ops, deps);

      // Each field's night-lighting set: list, export, import, back to the standard one (light:*).
      lightOpsRoutes(ops, deps);

      // Car owners of the shuttle: verification review (pin:pending, pin:review).
      pinOpsRoutes(ops, deps);

      // Coach for hire: the coaches' three checks (train:pending, train:review).
      trainOpsRoutes(ops, deps);
      // Coach for hire: the sandbox's test clock for a booking (train:end-session).
      trainBookingOpsRoutes(ops, deps);

      // The exam site: a field's yard, panoramas and interactive videos, media uploads, practice
      // applications (site:export, site:import, site:upload, site:pending, site:decide).
      siteOpsRoutes(ops, deps);

      // The operator console's accounts: the first one is made here (operator:add, operator:list,
      // operator:reset-totp, operator:reset-password, operator:disable, operator:enable).
      operatorsOpsRoutes(ops, deps);

      // The embedded install's backup, streamed while it runs (backup; docs/deploy.md).
      backupOpsRoutes(ops, deps);
    },
    { prefix: '/ops' },
  );
}
