import multipart from '@fastify/multipart';
import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { AppError } from '../../platform/errors';
import { LIGHT_RESET, lightSetTarget, resetLightSet } from './light-set-changes';
import { fieldSet, importSet, listSets } from './light-sets.service';
import { RECORDING_MAX_BYTES } from './recording-audio';
import { lightRecordingTarget, recordingTarget, toolsOf } from './recording-target';
import { deleteRecording, readRecordingForm, saveRecording, setRecordings } from './recordings.service';

/**
 * The console's lighting sets (reviewer, admin): the same rules as `light:export`, `light:import` and
 * `light:reset` (light.ops.ts), audited with the set before and after.
 */
export function lightAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const prepareVoices = () => deps.jobs.send('prepare-light-voices', null);

  adminRoute(api, db, e.adminLightSets, async () => listSets(db));

  adminRoute(api, db, e.adminLightSetFile, async ({ query }) => {
    const { own, version, set } = await fieldSet(db, query.field_id);
    return { field_id: query.field_id, own, version, content: `${JSON.stringify(set, null, 2)}\n` };
  });

  adminRoute(api, db, e.adminLightSetImport, async ({ body, audited }) => {
    const result = await audited(
      'light.import',
      async (tx) => {
        const imported = await importSet(tx, body.field_id, body.content);
        if (!imported.ok) {
          throw new AppError(422, 'import_invalid', { count: String(imported.errors.length) }, imported);
        }
        const { changed, before, after } = imported;
        return {
          result: { field_id: body.field_id, own: true, version: after.version, changed },
          target: `light-set:${body.field_id}`,
          before,
          after,
        };
      },
      `light-set:${body.field_id}`,
    );
    // After the commit: the voices are made in the background, before students ask where possible.
    if (result.changed) await prepareVoices();
    return result;
  });

  adminRoute(api, db, e.adminLightSetReset, async ({ body, audited }) =>
    audited(LIGHT_RESET, (tx) => resetLightSet(tx, body.field_id), lightSetTarget(body.field_id)),
  );

  // Recorded voices (issue 32): what each instruction has, an upload (multipart only here), a removal.
  adminRoute(api, db, e.adminLightRecordings, async ({ query }) => setRecordings(deps, query.field_id ?? null));

  api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: RECORDING_MAX_BYTES } });
    adminRoute(uploads, db, e.adminLightRecordingUpload, async ({ request, operator, auditedAfter }) => {
      const { fields, file } = await readRecordingForm(request);
      const target = recordingTarget(fields);
      return auditedAfter(
        'light.recording.upload',
        async () => {
          const saved = await saveRecording({ ...deps, tools: toolsOf(deps) }, target, file, operator.actor);
          return { result: saved, target: saved.audio, after: saved };
        },
        lightRecordingTarget(target),
      );
    });
  });

  adminRoute(api, db, e.adminLightRecordingDelete, async ({ body, auditedAfter }) => {
    const target = { fieldId: body.field_id, key: body.key, voice: body.voice };
    return auditedAfter(
      'light.recording.delete',
      async () => ({ result: await deleteRecording(deps, target), before: body }),
      lightRecordingTarget(target),
    );
  });
}
