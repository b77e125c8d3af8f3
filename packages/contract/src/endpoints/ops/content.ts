import { z } from 'zod';
import { ops } from '../../endpoint';
import { id } from '../../schemas';
import { adminLightSets, LightRecordingSaved } from '../admin/light-sets';

/**
 * The operator commands' content files: the question bank (`questions:*`), the fields' night-lighting sets
 * (`light:*`) and the exam site (`site:export`, `site:import`, `site:upload`). An import is checked whole:
 * any problem and nothing is stored (422, every problem listed in `data.errors`); exports are files.
 */

const int = z.number().int();
const fieldParams = z.object({ field_id: id });
/** An import file, taken whole as text. */
const File = z.string().describe('the file, as JSON (or CSV for the question bank)');

export const opsQuestionsImport = ops('POST', '/ops/questions/import', {
  input: 'file',
  body: File,
  response: z.object({
    chapters: z.object({ added: int, updated: int }),
    questions: z.object({ added: int, updated: int, unchanged: int }),
  }),
});

export const opsQuestionsExport = ops('GET', '/ops/questions/export', {
  query: z.object({ format: z.enum(['json', 'csv']).optional() }),
  response: z.string(),
  file: 'application/json',
});

export const opsLightSets = ops('GET', '/ops/light/sets', { response: adminLightSets.response });

/** The field's set (the standard one when it has none; header x-light-set-own says which). */
export const opsLightSetFile = ops('GET', '/ops/light/sets/:field_id', {
  params: fieldParams,
  response: z.string(),
  file: 'application/json',
});

const SetChange = z.object({ field_id: int, own: z.boolean(), version: z.string(), changed: z.boolean() });

export const opsLightSetImport = ops('PUT', '/ops/light/sets/:field_id', {
  params: fieldParams,
  input: 'file',
  body: File,
  response: SetChange,
});

export const opsLightSetReset = ops('DELETE', '/ops/light/sets/:field_id', {
  params: fieldParams,
  response: SetChange,
});

/**
 * Multipart `file` (MP3, M4A or WAV): the recording of instruction `key` in `voice` for the field's own set,
 * or the standard set without `field_id`; trimmed, normalised and stored as the console's upload is.
 */
export const opsLightRecording = ops('POST', '/ops/light/recordings', {
  input: 'multipart',
  query: z.object({ field_id: id.optional(), key: z.string().min(1).max(40), voice: z.string().min(1).max(16) }),
  response: LightRecordingSaved,
});

export const opsSiteFile = ops('GET', '/ops/site/fields/:field_id', {
  params: fieldParams,
  response: z.string(),
  file: 'application/json',
});

export const opsSiteImport = ops('PUT', '/ops/site/fields/:field_id', {
  params: fieldParams,
  input: 'file',
  body: File,
  response: z.object({ field_id: int, changed: z.boolean() }),
});

export const opsSiteInteractiveFile = ops('GET', '/ops/site/interactive', {
  response: z.string(),
  file: 'application/json',
});

export const opsSiteInteractiveImport = ops('PUT', '/ops/site/interactive', {
  input: 'file',
  body: File,
  response: z.object({ changed: z.boolean() }),
});

/** Multipart `file`: a 2:1 panorama; the URL to name in a site file. */
export const opsSitePanorama = ops('POST', '/ops/site/media/panorama', {
  input: 'multipart',
  response: z.object({ kind: z.literal('panorama'), url: z.string(), width: int, height: int, bytes: int }),
});

/** Multipart parts of a video folder (video, cover, playlist, segments): the folder's URL. */
export const opsSiteVideo = ops('POST', '/ops/site/media/video', {
  input: 'multipart',
  response: z.object({ kind: z.literal('video'), url: z.string(), duration_s: int, segments: int, bytes: int }),
});
