import type { AdminApiMap, AdminApiRoute, Envelope } from '@xueche/contract';
import { ApiError, currentCsrfToken } from './api';

/**
 * A multipart POST of the console (a file with its fields), which `api()` does not send: the session's CSRF
 * token goes with it, and refusals come back as the server words them.
 */
export async function postForm<K extends AdminApiRoute & `POST ${string}`>(
  route: K,
  form: FormData,
): Promise<AdminApiMap[K]['response']> {
  let res: Response;
  try {
    res = await fetch(`/api${route.slice('POST '.length)}`, {
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', 'accept-language': 'zh-CN', 'x-csrf-token': currentCsrfToken() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, '网络连接失败，请检查网络后重试');
  }
  const envelope = (await res.json().catch(() => undefined)) as Envelope<AdminApiMap[K]['response']> | undefined;
  if (res.ok && envelope?.status === 1) return envelope.data;
  throw new ApiError(res.status, envelope?.msg || `上传失败（${res.status}）`);
}
