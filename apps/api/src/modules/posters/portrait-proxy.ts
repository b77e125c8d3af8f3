import type { Db } from '../../db/client';
import { userByHashId } from '../user';
import { isWechatAvatarHost } from './coach-card';

const MAX_BYTES = 1024 * 1024;
const TIMEOUT_MS = 5000;
const IMAGE_TYPES = /^image\/(jpeg|png|webp|gif)\b/i;

export type PortraitResult = { ok: true; type: string; bytes: Buffer } | { ok: false };

/**
 * A person's WeChat head portrait, fetched by the server so the poster canvas may draw it and still be
 * exported (WeChat's image hosts send no CORS headers). Only WeChat's avatar hosts are fetched — a head
 * portrait someone set to another address is never requested from here — without redirects, with a
 * time and size limit.
 */
export async function fetchPortrait(db: Db, did: string, fetchImpl: typeof fetch = fetch): Promise<PortraitResult> {
  const user = await userByHashId(db, did);
  if (!user?.headPortrait) return { ok: false };
  let url: URL;
  try {
    url = new URL(user.headPortrait);
  } catch {
    return { ok: false };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false };
  if (!isWechatAvatarHost(url.hostname)) return { ok: false };
  try {
    const res = await fetchImpl(url, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const type = res.headers.get('content-type') ?? '';
    const length = Number(res.headers.get('content-length') ?? 0);
    if (res.status !== 200 || !IMAGE_TYPES.test(type) || length > MAX_BYTES) return { ok: false };
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) return { ok: false };
    return { ok: true, type: type.split(';')[0] as string, bytes };
  } catch {
    return { ok: false };
  }
}
