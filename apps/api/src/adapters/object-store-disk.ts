import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { checkKey, type ObjectStore, type StoredObject } from './object-store';

/** Where the disk store's signed URLs point: the API serves them (certification.routes.ts). */
export const SIGNED_FILES_PATH = '/api/files/signed/';

/** The disk keeps no metadata: an object's type comes from its name's extension. */
const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

export interface DiskStoreOptions {
  /** The folder keys are paths under (DATA_DIR/uploads: `cert/…` and `portraits/…`, as before this store). */
  root: string;
  /** A secret every process of the install shares (the operator token): signed URLs use a key made from it. */
  secret: string;
  /** Milliseconds; injectable so tests can sign URLs that have already expired. */
  now?: () => number;
}

export interface DiskStore extends ObjectStore {
  readonly kind: 'disk';
  /** The object a signed URL names, or null when its signature is wrong or its time is up. */
  openSigned(key: string, expires: string, signature: string): Promise<StoredObject | null>;
}

/**
 * Files under a folder, readable by this user only. Signed URLs are the API's own: the key, a Unix
 * expiry time and an HMAC-SHA256 of both.
 */
export function diskStore(opts: DiskStoreOptions): DiskStore {
  const now = opts.now ?? Date.now;
  // Derived, so a link's signature says nothing about the secret itself.
  const signingKey = createHmac('sha256', opts.secret).update('xueche signed file links').digest();
  const fileOf = (key: string) => join(opts.root, checkKey(key));
  const sign = (key: string, expires: string) =>
    createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');

  async function get(key: string): Promise<StoredObject | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    const contentType = TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
    return { body: handle.createReadStream(), contentType, size: info.size };
  }

  return {
    kind: 'disk',
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { mode: 0o600 });
    },
    get,
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async signedUrl(key, ttlSeconds) {
      checkKey(key);
      const expires = String(Math.floor(now() / 1000) + ttlSeconds);
      return `${SIGNED_FILES_PATH}${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    async openSigned(key, expires, signature) {
      if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now()) return null;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return get(key);
    },
    close() {},
  };
}
