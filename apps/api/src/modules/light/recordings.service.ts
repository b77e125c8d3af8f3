// The request's multipart methods (isMultipart, parts) are declared by the plugin's types.

import { randomBytes } from 'node:crypto';
import type {} from '@fastify/multipart';
import { LightVoiceName } from '@xueche/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { lightRecordings } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { instructionsOf, setOf } from './light.service';
import { RECORDING_PREFIX, recordingsOf, recordingUrl } from './recorded-voices';
import { prepareRecording, RECORDING_MAX_BYTES, RecordingRefused, type Tools } from './recording-audio';
import { STANDARD_SET } from './standard-set';
import { ensureVoices, type VoiceDeps } from './voices.service';

export interface RecordingDeps {
  db: Db;
  storage: ObjectStore;
  tools: Tools;
}

/** Which instruction, in which voice: a field's own set (`fieldId`) or the standard set (null). */
export interface RecordingTarget {
  fieldId: number | null;
  key: string;
  voice: string;
}

const ownerIs = (fieldId: number | null) =>
  fieldId === null ? isNull(lightRecordings.fieldId) : eq(lightRecordings.fieldId, fieldId);

const rowOf = (t: RecordingTarget) =>
  and(ownerIs(t.fieldId), eq(lightRecordings.itemKey, t.key), eq(lightRecordings.voice, t.voice));

/** The set whose recordings a console page shows: a field's own, or the standard one (null). */
async function recordedSet(db: Db, fieldId: number | null) {
  if (fieldId === null) return STANDARD_SET;
  const found = await setOf(db, fieldId);
  if (!found.own) throw invalidField('field_id', 'light_set_not_own');
  return found.set;
}

/**
 * A set's instructions for the console: each with its generated voice (to compare) and every recording,
 * marked `current` while the instruction keeps the words it was recorded for.
 */
export async function setRecordings(deps: VoiceDeps, fieldId: number | null) {
  const set = await recordedSet(deps.db, fieldId);
  const items = instructionsOf(set);
  const [recordings, { voices }] = await Promise.all([
    recordingsOf(deps.db, fieldId),
    ensureVoices(
      deps,
      items.map((i) => i.text),
    ),
  ]);
  return {
    field_id: fieldId,
    voices: [...new Set(recordings.map((r) => r.voice))],
    items: items.map((item) => ({
      key: item.key,
      text: item.text,
      synthetic: voices.get(item.text) as { audio: string; voice_ms: number },
      recordings: recordings
        .filter((r) => r.itemKey === item.key)
        .map((r) => ({
          voice: r.voice,
          audio: recordingUrl(r.key),
          voice_ms: r.voiceMs,
          bytes: r.bytes,
          uploaded_by: r.uploadedBy,
          uploaded_at: r.uploadedAt.toISOString(),
          current: r.text === item.text,
        })),
    })),
  };
}

/** The instruction a target names, in the set its recordings belong to: 400 for any other. */
async function instructionOf(db: Db, target: RecordingTarget) {
  const set = await recordedSet(db, target.fieldId);
  const item = instructionsOf(set).find((i) => i.key === target.key);
  if (!item) throw invalidField('key', 'light_item_unknown');
  return item;
}

/**
 * Stores an operator's recording of one instruction in one voice, replacing the one it had: the target
 * checked, the audio made what students hear (recording-audio.ts), the MP3 stored under a new name, then the
 * row; the replaced recording's file is removed after. Anything refused is a 400 with nothing stored.
 */
export async function saveRecording(deps: RecordingDeps, target: RecordingTarget, upload: Buffer, by: string) {
  const voice = LightVoiceName.safeParse(target.voice);
  if (!voice.success) throw invalidField('voice', 'light_voice_name');
  const t = { ...target, voice: voice.data };
  const item = await instructionOf(deps.db, t);
  let recording: Awaited<ReturnType<typeof prepareRecording>>;
  try {
    recording = await prepareRecording(deps.tools, upload);
  } catch (error) {
    if (!(error instanceof RecordingRefused)) throw error;
    throw invalidField('file', `light_recording_${error.problem}` as MessageKey);
  }
  const key = `${RECORDING_PREFIX}${randomBytes(12).toString('hex')}.mp3`;
  await deps.storage.put(key, recording.mp3, 'audio/mpeg');
  const values = {
    text: item.text,
    key,
    voiceMs: recording.voiceMs,
    bytes: recording.mp3.length,
    uploadedBy: by,
    uploadedAt: new Date(),
  };
  const [before] = await deps.db.select({ key: lightRecordings.key }).from(lightRecordings).where(rowOf(t));
  await deps.db
    .insert(lightRecordings)
    .values({ fieldId: t.fieldId, itemKey: t.key, voice: t.voice, ...values })
    .onConflictDoUpdate({
      target: [lightRecordings.fieldId, lightRecordings.itemKey, lightRecordings.voice],
      set: values,
    });
  if (before) await deps.storage.delete(before.key);
  return {
    field_id: t.fieldId,
    key: t.key,
    voice: t.voice,
    audio: recordingUrl(key),
    voice_ms: recording.voiceMs,
    bytes: recording.mp3.length,
    replaced: Boolean(before),
  };
}

/** Takes a recording away, its file after its row. */
export async function deleteRecording(deps: Omit<RecordingDeps, 'tools'>, target: RecordingTarget) {
  const [gone] = await deps.db.delete(lightRecordings).where(rowOf(target)).returning({ key: lightRecordings.key });
  if (gone) await deps.storage.delete(gone.key);
  return { deleted: Boolean(gone) };
}

/**
 * The one file of a multipart upload (`file`, RECORDING_MAX_BYTES at most) and its text fields (those sent
 * before the file: a form appends them first).
 */
export async function readRecordingForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, 'upload_not_multipart');
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  const parts = request.parts({
    limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5 },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw new AppError(400, 'upload_unknown_field', { field: part.fieldname });
    }
    file = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw invalidField('file', 'light_recording_too_large');
      throw error;
    });
  }
  if (!file?.length) throw invalidField('file', 'light_recording_missing');
  return { fields, file };
}
