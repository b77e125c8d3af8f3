import type { AdminApiMap } from '@xueche/contract';
import { ApiError, currentCsrfToken } from '../../lib/api';

type Uploaded = AdminApiMap['POST /admin/courses/lessons/video']['response'];

/**
 * Sends a lesson's MP4 as the request body (the server streams it to disk), reporting the share sent so far.
 * XMLHttpRequest rather than fetch: only it tells how much of an upload has gone.
 */
export function uploadVideo(lessonId: number, file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/courses/lessons/video?lesson_id=${lessonId}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.setRequestHeader('x-csrf-token', currentCsrfToken());
    xhr.setRequestHeader('accept-language', 'zh-CN');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.floor((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, '网络连接失败，请检查网络后重试'));
    xhr.onload = () => {
      let reply: { status?: number; msg?: string; data?: unknown } = {};
      try {
        reply = JSON.parse(xhr.responseText);
      } catch {
        // Not our envelope (a proxy's page): the status says enough.
      }
      if (xhr.status === 200 && reply.status === 1) resolve(reply.data as Uploaded);
      else reject(new ApiError(xhr.status, reply.msg || `上传失败（${xhr.status}）`));
    };
    xhr.send(file);
  });
}
