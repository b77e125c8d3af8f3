import type { AdminApiMap, Envelope } from '@xueche/contract';
import { ApiError, currentCsrfToken } from '../../lib/api';

type Saved = AdminApiMap['POST /admin/reviews/light-sets/recordings']['response'];

/**
 * One recording to POST /admin/reviews/light-sets/recordings (multipart: the target's fields first, then
 * `file`); the server trims, normalises and stores it. Refusals come back as the server words them.
 */
export async function uploadRecording(
  target: { fieldId: number | null; key: string; voice: string },
  file: File,
): Promise<Saved> {
  const form = new FormData();
  if (target.fieldId !== null) form.append('field_id', String(target.fieldId));
  form.append('key', target.key);
  form.append('voice', target.voice);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch('/api/admin/reviews/light-sets/recordings', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', 'accept-language': 'zh-CN', 'x-csrf-token': currentCsrfToken() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  const envelope = (await res.json().catch(() => undefined)) as Envelope<Saved> | undefined;
  if (res.ok && envelope?.status === 1) return envelope.data;
  throw new ApiError(res.status, envelope?.msg || `上传失败（${res.status}）`);
}
