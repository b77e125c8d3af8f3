import { opsEndpoints as o } from '@xueche/contract';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { fail } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { OPS_IMPORT_LIMIT } from '../../platform/ops-api';
import { opsRoute } from '../../platform/ops-route';
import { bankCsvRows, exportBank, importBank } from './bank.service';

/**
 * The question bank for operators, inside /api/ops (questions:import, questions:export; docs/question-bank.md):
 * a bank file (JSON or CSV) stored whole or a 422 listing every problem, and the whole bank in the import
 * format. The console imports through the same importBank.
 */
export function examOpsRoutes(ops: FastifyInstance, { db }: Deps): void {
  opsRoute(
    ops,
    db,
    o.opsQuestionsImport,
    async ({ body, request, reply, note }) => {
      const type = String(request.headers['content-type'] ?? '');
      const format = type.startsWith('text/csv') ? 'csv' : 'json';
      const result = await importBank(db, body, format);
      await note('questions.import', {
        format,
        bytes: Buffer.byteLength(body),
        ...(result.ok ? { summary: result.summary } : { errors: result.errors.length }),
      });
      if (!result.ok) {
        const msg = message('import_invalid', langOf(request), { count: String(result.errors.length) });
        return reply.status(422).send(fail(422, msg, { errors: result.errors }));
      }
      return result.summary;
    },
    { bodyLimit: OPS_IMPORT_LIMIT },
  );

  opsRoute(ops, db, o.opsQuestionsExport, async ({ query, reply, note }) => {
    const format = query.format ?? 'json';
    const file = await exportBank(db);
    await note('questions.export', { format, questions: file.questions.length });
    if (format === 'csv') {
      return reply.type('text/csv; charset=utf-8').send(stringify(bankCsvRows(file)));
    }
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(file, null, 2));
  });
}
