import { buffer } from 'node:stream/consumers';
import type { ObjectStore } from '../../adapters/object-store';

/**
 * Where a lesson's video is. `lessons.media` holds either a demo folder's name (served from
 * /static/media/<folder>/: video.mp4, cover.jpg, hls/index.m3u8) or, for a video uploaded from the console and
 * transcoded, the URL of its folder in the object store, `/api/files/lessons/m-<24 hex>` (cover.jpg,
 * hls/index.m3u8 — the master playlist — and hls/<rendition>/index.m3u8 with its segments). An uploaded video
 * is HLS only: no MP4 is handed out, so every player takes the ladder. An empty `media` is a lesson whose video
 * has not been made yet.
 */

/** Uploaded lessons' files are served from here: `/api/files/lessons/<rest of the object key>`. */
export const LESSON_FILES = '/files/lessons/';
const UPLOAD_URL = `/api${LESSON_FILES}`;
const UPLOADED = /^\/api\/files\/lessons\/m-[0-9a-f]{24}$/;

export const isUploaded = (media: string) => UPLOADED.test(media);

/** `/api/files/lessons/m-…` → `lessons/m-…`, and back. */
export const keyOfUrl = (url: string) => `lessons/${url.slice(UPLOAD_URL.length)}`;
export const urlOfKey = (key: string) => `${UPLOAD_URL}${key.slice('lessons/'.length)}`;

export function mediaUrls(media: string): { mp4: string | null; hls: string; cover: string } {
  if (isUploaded(media)) return { mp4: null, hls: `${media}/hls/index.m3u8`, cover: `${media}/cover.jpg` };
  const base = `/static/media/${media}`;
  return { mp4: `${base}/video.mp4`, hls: `${base}/hls/index.m3u8`, cover: `${base}/cover.jpg` };
}

/** An object's text, or null when there is none. */
export async function readText(store: ObjectStore, key: string): Promise<string | null> {
  const object = await store.get(key);
  return object ? (await buffer(object.body)).toString('utf8') : null;
}

/**
 * The playlist a preview of an uploaded video is cut from: the best rendition the master playlist names (the
 * preview is what sells the course), and the folder its segments are in.
 */
export async function previewSource(
  store: ObjectStore,
  media: string,
): Promise<{ playlist: string; folder: string } | null> {
  const master = await readText(store, `${keyOfUrl(media)}/hls/index.m3u8`);
  const variants = (master ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const best = variants.at(-1);
  if (!best || !/^[0-9]{3,4}p\/index\.m3u8$/.test(best)) return null;
  const playlist = await readText(store, `${keyOfUrl(media)}/hls/${best}`);
  if (!playlist) return null;
  return { playlist, folder: `${media}/hls/${best.slice(0, best.indexOf('/'))}/` };
}
