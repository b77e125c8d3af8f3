import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteVideo } from '@xueche/contract';
import sharp from 'sharp';
import type { ObjectStore } from '../../adapters/object-store';
import { IMAGE_UPLOAD, MEDIA_STATIC, MEDIA_UPLOAD } from '../../db/schema/site-docs';
import { staticDir } from '../../paths';
import { lockState, previewPlaylistFrom } from '../lessons';

/**
 * The area's media: videos (a folder with video.mp4, cover.jpg and hls/index.m3u8 — a demo one in the
 * static folder, an operator's in the object store under `site/v-<hash>/`) and panorama images, and the
 * blurred previews of locked panoramas. Media never change under their names (demo ones only with a
 * deploy, uploads are named by their bytes' hash), so what is read about them is remembered per process.
 */

/** Uploaded media are served from here: `/api/files/site/<rest of the object key>`. */
export const SITE_FILES = '/files/site/';
const UPLOAD_URL = `/api${SITE_FILES}`;

/** A paid video plays this many seconds before the pay page (as the demo course's paid lessons). */
export const SITE_PREVIEW_S = 6;

/** Where a locked video's preview playlist is served (not JSON, so not in the contract). */
export const PREVIEW_PATH = '/v2/k2/preview.m3u8';

export interface MediaInfo {
  ref: string;
  mp4: string;
  hls: string;
  cover: string;
  duration_s: number;
  /** The whole video's playlist, and the folder its segments are served from. */
  playlist: string;
  segments: string;
}

/** `/api/files/site/v-…/hls/index.m3u8` → `site/v-…/hls/index.m3u8`. */
export const keyOfUrl = (url: string) => `site/${url.slice(UPLOAD_URL.length)}`;
export const urlOfKey = (key: string) => `${UPLOAD_URL}${key.slice('site/'.length)}`;

/** The bytes of an object, or null when there is none. */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Seconds of a VOD playlist: the sum of its segments. */
export function playlistSeconds(playlist: string): number {
  let total = 0;
  for (const m of playlist.matchAll(/^#EXTINF:([\d.]+)/gm)) total += Number.parseFloat(m[1] as string);
  return total;
}

const infos = new WeakMap<ObjectStore, Map<string, Promise<MediaInfo | null>>>();

/** What a video folder holds, or null when it does not exist. */
export function mediaInfo(store: ObjectStore, ref: string): Promise<MediaInfo | null> {
  let known = infos.get(store);
  if (!known) {
    known = new Map();
    infos.set(store, known);
  }
  const cached = known.get(ref);
  if (cached) return cached;
  const found = readMedia(store, ref).catch((error: unknown) => {
    known.delete(ref);
    throw error;
  });
  // A folder missing now may be uploaded later: only what exists is remembered.
  void found.then((info) => info ?? known.delete(ref)).catch(() => undefined);
  known.set(ref, found);
  return found;
}

async function readMedia(store: ObjectStore, ref: string): Promise<MediaInfo | null> {
  let playlist: string | null = null;
  if (MEDIA_STATIC.test(ref)) {
    playlist = await readFile(join(staticDir, ref.slice('/static/'.length), 'hls', 'index.m3u8'), 'utf8').catch(
      () => null,
    );
  } else if (MEDIA_UPLOAD.test(ref)) {
    playlist = (await readObject(store, `${keyOfUrl(ref)}/hls/index.m3u8`))?.toString('utf8') ?? null;
  }
  if (!playlist) return null;
  return {
    ref,
    mp4: `${ref}/video.mp4`,
    hls: `${ref}/hls/index.m3u8`,
    cover: `${ref}/cover.jpg`,
    duration_s: Math.round(playlistSeconds(playlist)),
    playlist,
    segments: `${ref}/hls/`,
  };
}

/** A locked video's playlist: the first SITE_PREVIEW_S seconds of it (lessons' previewPlaylistFrom). */
export async function previewOf(store: ObjectStore, ref: string): Promise<string | null> {
  const info = await mediaInfo(store, ref);
  return info ? previewPlaylistFrom(info.playlist, info.segments, SITE_PREVIEW_S) : null;
}

/**
 * A video as the contract shows it, locked or not by the lessons' rule: a free one whole; a paid one whole
 * when the field's course is bought, otherwise no MP4 and a playlist of its preview only. Null when the
 * folder is missing (an operator's upload that went away): the item shows without a video.
 */
export async function siteVideo(
  store: ObjectStore,
  ref: string | null,
  title: string,
  access: { free: boolean; isBuy: boolean },
): Promise<SiteVideo | null> {
  if (!ref) return null;
  const info = await mediaInfo(store, ref);
  if (!info) return null;
  const { locked, preview_s } = lockState({ free: access.free, previewS: SITE_PREVIEW_S }, access.isBuy);
  return {
    title,
    cover: info.cover,
    duration_s: info.duration_s,
    locked,
    preview_s,
    url: locked ? null : info.mp4,
    hls: locked ? `/api${PREVIEW_PATH}?media=${encodeURIComponent(ref)}` : info.hls,
  };
}

/** A panorama image's bytes, or null. */
export async function imageBytes(store: ObjectStore, ref: string): Promise<Buffer | null> {
  if (IMAGE_UPLOAD.test(ref)) return readObject(store, keyOfUrl(ref));
  if (!ref.startsWith('/static/panoramas/') || ref.includes('..')) return null;
  return readFile(join(staticDir, ref.slice('/static/'.length))).catch(() => null);
}

const blurs = new WeakMap<ObjectStore, Map<string, Promise<string>>>();

/**
 * The blurred preview of a locked panorama: made once with sharp (800 × 400, blurred so the yard's lines
 * cannot be read) and kept in the object store as `site/blur-<hash of the image>.jpg`, served like uploads.
 * In the store rather than the static folder: every process of an install (and the next deploy) shares it,
 * and nothing is written beside the code. Each process remembers the ones it has seen.
 */
export function blurredImage(store: ObjectStore, ref: string): Promise<string> {
  let known = blurs.get(store);
  if (!known) {
    known = new Map();
    blurs.set(store, known);
  }
  const cached = known.get(ref);
  if (cached) return cached;
  const made = makeBlur(store, ref).catch((error: unknown) => {
    known.delete(ref);
    throw error;
  });
  known.set(ref, made);
  return made;
}

async function makeBlur(store: ObjectStore, ref: string): Promise<string> {
  const bytes = await imageBytes(store, ref);
  if (!bytes) throw new Error(`panorama image ${ref} is missing`);
  const key = `site/blur-${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.jpg`;
  const existing = await store.get(key);
  if (existing) {
    existing.body.destroy();
    return urlOfKey(key);
  }
  const jpeg = await sharp(bytes)
    .resize(800, 400, { fit: 'fill' })
    .blur(14)
    .jpeg({ quality: 55, mozjpeg: true })
    .toBuffer();
  await store.put(key, jpeg, 'image/jpeg');
  return urlOfKey(key);
}
