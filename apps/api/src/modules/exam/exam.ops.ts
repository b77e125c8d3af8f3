import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { fail, ok } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { OPS_IMPORT_LIMIT } from '../../platform/ops-api';
import { bankCsvRows, exportBank, importBank } from './bank.service';

/**
 * The question bank for operators, inside /api/ops (the operator token is checked there; docs/question-bank.md):
 *   POST /ops/questions/import   a bank file (JSON or CSV), stored whole or a 422 listing every problem
 *   GET  /ops/questions/export   the whole bank in the import format (?format=csv for CSV)
 */
export function examOpsRoutes(ops: FastifyInstance, { db }: Deps): void {
  ops.post('/questions/import', { bodyLimit: OPS_IMPORT_LIMIT }, async (request, reply) => {
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
}
