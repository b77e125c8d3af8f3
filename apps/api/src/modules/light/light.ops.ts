import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { fail, ok } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { opsInput } from '../../platform/ops-input';
import { fieldSet, importSet, listSets, resetSet } from './light-sets.service';

const FieldId = z.coerce.number().int().positive();

/**
 * Operators' side of the lighting sets, inside /api/ops (the operator token is checked there):
 *   GET    /ops/light/sets            every field: its own set or the standard one, and the version
 *   GET    /ops/light/sets/:field_id  the field's set as a file (the standard set when it has none;
 *                                     header x-light-set-own says which)
 *   PUT    /ops/light/sets/:field_id  a set file: stored whole, or a 422 listing every problem by path
 *                                     and nothing stored; the new set's voices are queued
 *   DELETE /ops/light/sets/:field_id  back to the standard set
 * Changes are audited with the set before and after.
 */
export function lightOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const fieldOf = (request: { params: unknown }) =>
    opsInput(FieldId, (request.params as { field_id: string }).field_id);

  ops.get('/light/sets', async () => ok(await listSets(db)));

  ops.get('/light/sets/:field_id', async (request, reply) => {
    const fieldId = fieldOf(request);
    const { own, version, set } = await fieldSet(db, fieldId);
    await audit(db, 'ops-token', 'light.export', { field_id: fieldId, own, version });
    return reply
      .type('application/json; charset=utf-8')
      .header('x-light-set-own', String(own))
      .header('x-light-set-version', version)
      .send(`${JSON.stringify(set, null, 2)}\n`);
  });

  ops.put('/light/sets/:field_id', async (request, reply) => {
    const fieldId = fieldOf(request);
    const content = typeof request.body === 'string' ? request.body : '';
    const result = await importSet(db, fieldId, content);
    if (!result.ok) {
      await audit(db, 'ops-token', 'light.import', { field_id: fieldId, errors: result.errors.length });
      const msg = message('import_invalid', langOf(request), { count: String(result.errors.length) });
      return reply.status(422).send(fail(422, msg, { errors: result.errors }));
    }
    const { changed, before, after } = result;
    await audit(db, 'ops-token', 'light.import', { field_id: fieldId, changed, before, after });
    // Queued after the write: the voices are made in the background, before students ask where possible.
    if (changed) await deps.jobs.send('prepare-light-voices', null);
    return ok({ field_id: fieldId, own: true, version: after.version, changed });
  });

  ops.delete('/light/sets/:field_id', async (request) => {
    const fieldId = fieldOf(request);
    const { changed, before, after } = await resetSet(db, fieldId);
    await audit(db, 'ops-token', 'light.reset', { field_id: fieldId, changed, before, after });
    return ok({ field_id: fieldId, own: false, version: after.version, changed });
  });
}
