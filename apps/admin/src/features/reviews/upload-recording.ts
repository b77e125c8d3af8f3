import type { AdminApiMap } from '@xueche/contract';
import { postForm } from '../../lib/upload';

/**
 * One recording to POST /admin/reviews/light-sets/recordings (multipart: the target's fields first, then
 * `file`); the server trims, normalises and stores it. Refusals come back as the server words them.
 */
export function uploadRecording(
  target: { fieldId: number | null; key: string; voice: string },
  file: File,
): Promise<AdminApiMap['POST /admin/reviews/light-sets/recordings']['response']> {
  const form = new FormData();
  if (target.fieldId !== null) form.append('field_id', String(target.fieldId));
  form.append('key', target.key);
  form.append('voice', target.voice);
  form.append('file', file);
  return postForm('POST /admin/reviews/light-sets/recordings', form);
}
