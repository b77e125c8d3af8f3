import type { AdminApiMap } from '@xueche/contract';
import { postForm } from '../../lib/upload';

/**
 * One image to POST /admin/content/images (multipart, field `file`); the server re-encodes it and answers with
 * the address it is served from. Refusals come back as the server words them (type, size, too small).
 */
export function uploadImage(file: File): Promise<AdminApiMap['POST /admin/content/images']['response']> {
  const form = new FormData();
  form.append('file', file);
  return postForm('POST /admin/content/images', form);
}
