import type { Deps } from '../../deps';
import { AppError, invalidField } from '../../platform/errors';
import type { Tools } from './recording-audio';
import type { RecordingTarget } from './recordings.service';

/** The programs that make a recording what students hear: the ones lesson transcoding is configured with. */
export const toolsOf = (deps: Pick<Deps, 'config'>): Tools => ({
  ffmpeg: deps.config.media.ffmpeg,
  ffprobe: deps.config.media.ffprobe,
});

/** The audit line's target: the set (a field, or the standard one), the instruction and the voice. */
export const lightRecordingTarget = (t: RecordingTarget) =>
  `light-recording:${t.fieldId ?? 'standard'}:${t.key}:${t.voice}`;

/** A multipart form's target fields: `field_id` (empty or absent for the standard set), `key`, `voice`. */
export function recordingTarget(fields: Record<string, string>): RecordingTarget {
  const raw = fields.field_id?.trim() ?? '';
  if (raw && !/^[1-9]\d{0,9}$/.test(raw)) {
    throw new AppError(400, 'bad_request', { fields: 'field_id' }, { errors: { field_id: 'not an id' } });
  }
  const key = fields.key?.trim() ?? '';
  if (!key) throw invalidField('key', 'light_item_unknown');
  return { fieldId: raw ? Number(raw) : null, key, voice: fields.voice ?? '' };
}
