import multipart from '@fastify/multipart';
import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { fail } from '../../platform/envelope';
import { langOf, message } from '../../platform/messages';
import { opsRoute } from '../../platform/ops-route';
import { LIGHT_RESET, lightSetTarget, resetLightSet } from './light-set-changes';
import { fieldSet, importSet, listSets } from './light-sets.service';
import { RECORDING_MAX_BYTES } from './recording-audio';
import { lightRecordingTarget, toolsOf } from './recording-target';
import { readRecordingForm, saveRecording } from './recordings.service';

/**
 * Operators' side of the lighting sets, inside /api/ops (light:sets, light:export, light:import,
 * light:reset): every field's set, one as a file (the standard set when it has none; header x-light-set-own
 * says which), a file stored whole or a 422 listing every problem by path (its voices then queued), and back
 * to the standard set (the console's change, light-set-changes.ts). Changes are audited before and after.
 */
export function lightOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db } = deps;

  opsRoute(ops, db, o.opsLightSets, async () => listSets(db));

  opsRoute(ops, db, o.opsLightSetFile, async ({ params, reply, note }) => {
    const { own, version, set } = await fieldSet(db, params.field_id);
    await note('light.export', { own, version });
    return reply
      .type('application/json; charset=utf-8')
      .header('x-light-set-own', String(own))
      .header('x-light-set-version', version)
      .send(`${JSON.stringify(set, null, 2)}\n`);
  });

  // The file is the body: its problems are answered by path (422) and noted, not thrown.
  opsRoute(ops, db, o.opsLightSetImport, async ({ params, body, request, reply, note }) => {
    const result = await importSet(db, params.field_id, body);
    if (!result.ok) {
      await note('light.import', { errors: result.errors.length }, lightSetTarget(params.field_id));
      const msg = message('import_invalid', langOf(request), { count: String(result.errors.length) });
      return reply.status(422).send(fail(422, msg, { errors: result.errors }));
    }
    const { changed, before, after } = result;
    await note('light.import', { changed, before, after }, lightSetTarget(params.field_id));
    // Queued after the write: the voices are made in the background, before students ask where possible.
    if (changed) await deps.jobs.send('prepare-light-voices', null);
    return { field_id: params.field_id, own: true, version: after.version, changed };
  });

  opsRoute(ops, db, o.opsLightSetReset, async ({ params, audited }) =>
    audited(LIGHT_RESET, (tx) => resetLightSet(tx, params.field_id), lightSetTarget(params.field_id)),
  );

  // A recorded voice (light:voice-upload), stored as the console's upload is. Multipart only here.
  ops.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: RECORDING_MAX_BYTES } });
    opsRoute(uploads, db, o.opsLightRecording, async ({ query, request, actor, auditedAfter }) => {
      const target = { fieldId: query.field_id ?? null, key: query.key, voice: query.voice };
      const { file } = await readRecordingForm(request);
      return auditedAfter(
        'light.recording.upload',
        async () => {
          const saved = await saveRecording({ ...deps, tools: toolsOf(deps) }, target, file, actor);
          return { result: saved, target: saved.audio, after: saved };
        },
        lightRecordingTarget(target),
      );
    });
  });
}
