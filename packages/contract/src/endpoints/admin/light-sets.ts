import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The fields' night-lighting instruction sets (issue 12), as `light:export`/`light:import`/`light:reset` handle
 * them: sets have no review state, so the reviewers' job is to check a field's set and import, export or take
 * it back to the standard set. An import is checked whole: any problem and nothing is stored (422, each
 * problem by its path).
 */

const REVIEWERS = ['reviewer', 'admin'] as const;
const int = z.number().int();
const Order = z.enum(['fixed', 'random']);

export const adminLightSets = adminGet('/admin/reviews/light-sets', {
  operator: REVIEWERS,
  response: z.object({
    standard: z.object({ version: z.string(), items: int, draw: int }),
    fields: z.array(
      z.object({
        field_id: int,
        field_name: z.string(),
        city: z.string(),
        /** The field has its own set; otherwise the standard set stands in. */
        own: z.boolean(),
        version: z.string(),
        items: int,
        draw: int,
        order: Order,
        updated_at: z.string().nullable(),
      }),
    ),
  }),
});

const SetChange = z.object({ field_id: int, own: z.boolean(), version: z.string(), changed: z.boolean() });

/** The field's set as the import file (its own, or the standard one). */
export const adminLightSetFile = adminGet('/admin/reviews/light-sets/file', {
  operator: REVIEWERS,
  query: z.object({ field_id: id }),
  response: z.object({ field_id: int, own: z.boolean(), version: z.string(), content: z.string() }),
});

/** `content`: the set file's text. Stored whole; the new set's voices are prepared in the background. */
export const adminLightSetImport = adminPost('/admin/reviews/light-sets/import', {
  operator: REVIEWERS,
  body: z.object({ field_id: id, content: z.string().min(1).max(100_000) }),
  response: SetChange,
});

/** Back to the standard set. */
export const adminLightSetReset = adminPost('/admin/reviews/light-sets/reset', {
  operator: REVIEWERS,
  body: z.object({ field_id: id }),
  response: SetChange,
});

// ── Recorded voices (issue 32) ──

const Audio = z.object({ audio: z.string(), voice_ms: int });

export const LightRecording = z.object({
  voice: z.string(),
  /** Served like the generated voices; the MP3 as students hear it (trimmed, loudness-normalised). */
  audio: z.string(),
  /** The recording's length once trimmed: the 5-second window starts when it ends. */
  voice_ms: int,
  bytes: int,
  uploaded_by: z.string(),
  uploaded_at: z.string(),
  /** False when the instruction's words changed since: students then hear the generated voice. */
  current: z.boolean(),
});

/**
 * A set's instructions with their generated voice and every recording. Without `field_id`, the standard
 * set (whose recordings every field without its own set plays); a field without its own set is a 400.
 */
export const adminLightRecordings = adminGet('/admin/reviews/light-sets/recordings', {
  operator: REVIEWERS,
  query: z.object({ field_id: id.optional() }),
  response: z.object({
    field_id: int.nullable(),
    voices: z.array(z.string()),
    items: z.array(
      z.object({
        key: z.string(),
        text: z.string(),
        synthetic: Audio,
        recordings: z.array(LightRecording),
      }),
    ),
  }),
});

export const LightRecordingSaved = z.object({
  field_id: int.nullable(),
  key: z.string(),
  voice: z.string(),
  audio: z.string(),
  voice_ms: int,
  bytes: int,
  /** True when it replaced an earlier recording of this instruction in this voice. */
  replaced: z.boolean(),
});

/**
 * Multipart: `field_id` (none for the standard set), `key` (the instruction), `voice` (its name, e.g.
 * 男声), then `file`: MP3, M4A or WAV, 16 MB at most. The server trims the silence around the words,
 * normalises the loudness and stores an MP3; not audio, nothing but silence or longer than 30 s is a 400 and
 * nothing is stored.
 */
export const adminLightRecordingUpload = adminPost('/admin/reviews/light-sets/recordings', {
  operator: REVIEWERS,
  response: LightRecordingSaved,
});

/** Takes one recording away: the instruction is read by another voice's recording or the generated voice. */
export const adminLightRecordingDelete = adminPost('/admin/reviews/light-sets/recordings/delete', {
  operator: REVIEWERS,
  body: z.object({ field_id: id.nullable(), key: z.string().min(1).max(40), voice: z.string().min(1).max(16) }),
  response: z.object({ deleted: z.boolean() }),
});
