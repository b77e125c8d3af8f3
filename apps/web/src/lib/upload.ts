import type { Envelope } from '@xueche/contract';
import { API_BASE, type ApiData, buildQuery } from './api';
import { ApiError } from './api-error';
import { acceptLanguage, t } from './i18n';
import { handleUnauthorized } from './login-failure';
import { getSession } from './session';
import { toast } from './toast';

/** The endpoints that take photos as multipart/form-data (their contract entries list no body). */
export type UploadRoute =
  | 'POST /v1/user/examine'
  | 'POST /v3/my/up'
  | 'POST /v1/pin/verify'
  | 'POST /v1/train/photos'
  | 'POST /v1/train/idenf'
  | 'POST /v1/train/plate'
  | 'POST /v1/train/driving';

/** Checked in the browser before sending; the server judges the bytes again (and re-encodes them). */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';
const TYPES = new Set(UPLOAD_ACCEPT.split(','));

/** Why a chosen file is refused before upload, or null. iOS turns HEIC photos into JPEG for this `accept`. */
export function checkFile(file: File): 'tooLarge' | 'badType' | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  // Some Android pickers give no type: the server's sniffing decides those.
  if (file.type && !TYPES.has(file.type)) return 'badType';
  return null;
}

/**
 * A multipart upload with progress: fetch reports no upload progress, XMLHttpRequest does. Same query
 * (access-token, did), same envelope and the same global rules (401, 500) as `api()`.
 */
export function uploadForm<K extends UploadRoute>(
  route: K,
  form: FormData,
  opts: {
    onProgress?: (loaded: number, total: number) => void;
    signal?: AbortSignal;
    /** What a refusal without a sentence of its own says (each area words its own). */
    failText?: string;
  } = {},
): Promise<ApiData<K>> {
  const path = route.slice(route.indexOf(' ') + 1);
  const session = getSession();
  const search = buildQuery(undefined, session).toString();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}${search ? `?${search}` : ''}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', acceptLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) opts.onProgress?.(event.loaded, event.total);
    };
    xhr.onerror = () => reject(new ApiError(0, t('common.networkError')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let envelope: Envelope<unknown> | undefined;
      try {
        const parsed = JSON.parse(xhr.responseText) as Envelope<unknown>;
        envelope = typeof parsed === 'object' && parsed !== null && 'code' in parsed ? parsed : undefined;
      } catch {
        envelope = undefined;
      }
      const code = envelope?.code ?? xhr.status;
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.code === 200 && envelope.status === 1) {
        resolve(envelope.data as ApiData<K>);
        return;
      }
      const data = envelope?.data as { errors?: Record<string, string> } | null | undefined;
      if (code === 401 && session.token) handleUnauthorized(t('login.sessionExpired'));
      if (code === 500) toast(t('error.server'), 'fail');
      reject(new ApiError(code, envelope?.msg || opts.failText || t('common.networkError'), data?.errors ?? {}));
    };
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Each file's share of one request's progress. The files travel in order, so bytes sent up to a file's
 * start belong to the ones before it; the multipart headers are spread evenly between them.
 */
export function perFileProgress(sizes: number[], loaded: number, total: number): number[] {
  if (total <= 0) return sizes.map(() => 0);
  const overhead = Math.max(0, total - sizes.reduce((a, b) => a + b, 0)) / sizes.length;
  let start = 0;
  return sizes.map((size) => {
    start += overhead;
    const share = size > 0 ? (loaded - start) / size : loaded >= total ? 1 : 0;
    start += size;
    return Math.min(1, Math.max(0, share));
  });
}
