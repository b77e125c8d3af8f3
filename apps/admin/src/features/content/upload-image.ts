import type { AdminApiMap, Envelope } from '@xueche/contract';
import { ApiError, currentCsrfToken } from '../../lib/api';

type Uploaded = AdminApiMap['POST /admin/content/images']['response'];

/**
 * One image to POST /admin/content/images (multipart, field `file`); the server re-encodes it and answers with
 * the address it is served from. Refusals come back as the server words them (type, size, too small).
 */
export async function uploadImage(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch('/api/admin/content/images', {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', 'accept-language': 'zh-CN', 'x-csrf-token': currentCsrfToken() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  const envelope = (await res.json().catch(() => undefined)) as Envelope<Uploaded> | undefined;
  if (res.ok && envelope?.status === 1) return envelope.data;
  throw new ApiError(res.status, envelope?.msg || `上传失败（${res.status}）`);
}
