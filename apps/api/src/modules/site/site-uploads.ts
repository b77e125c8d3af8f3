import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { openImage, PIXEL_LIMITS, type PixelLimit, pixelWords } from '../../platform/image-guard';
import { playlistSeconds, urlOfKey } from './site-media';

/**
 * Operators' media for the exam site, uploaded through /api/ops into the object store and named by the
 * hash of their bytes (the same file twice is one object). Every file is judged from its bytes, never its
 * name or declared type:
 * - a panorama: a JPEG, PNG or WebP that decodes, 2:1 (equirectangular), 1024–8192 px wide; re-encoded as
 *   a JPEG without metadata → `site/p-<24 hex>.jpg`;
 * - a video: `video` (MP4: an `ftyp` box first), `cover` (an image, re-encoded as a JPEG), `playlist` (an
 *   HLS VOD playlist naming only the uploaded segments) and its `segment` files (MPEG-TS) →
 *   `site/v-<24 hex>/video.mp4`, `cover.jpg`, `hls/index.m3u8`, `hls/<segment>.ts` — the folder
 *   scripts/make-demo-media.sh makes.
 */

type Store = Deps['storage'];

const MB = 1024 * 1024;
const LIMITS = { image: 20 * MB, video: 60 * MB, cover: 4 * MB, playlist: 64 * 1024, segment: 20 * MB };
const MAX_SEGMENTS = 150;

const refuse = (field: string, problem: string) =>
  new AppError(400, 'site_upload_bad', { field, problem }, { errors: { [field]: problem } });
const missing = (field: string) =>
  new AppError(400, 'site_upload_missing', { field }, { errors: { [field]: 'missing' } });

/** An image field's header judged before anything is decoded (platform/image-guard.ts). */
async function openField(field: string, bytes: Buffer, limit: PixelLimit) {
  const opened = await openImage(bytes, limit);
  if (opened.ok) return opened;
  if (opened.reason !== 'too_many_pixels') {
    throw refuse(
      field,
      opened.reason === 'type' ? 'not a JPEG, PNG or WebP image' : 'the image is damaged or cannot be read',
    );
  }
  const words = pixelWords(opened.size, limit);
  throw new AppError(
    413,
    'upload_too_many_pixels',
    { field, ...words },
    { errors: { [field]: 'upload_too_many_pixels' } },
  );
}

const hash24 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 24);

interface Part {
  field: string;
  filename: string;
  bytes: Buffer;
}

/** Reads a multipart upload's files (fields must be among `limits`), each within its size. */
async function readParts(request: FastifyRequest, limits: Record<string, number>, files: number): Promise<Part[]> {
  if (!request.isMultipart()) throw new AppError(400, 'upload_not_multipart');
  const parts: Part[] = [];
  try {
    for await (const part of request.parts({
      limits: { files, fields: 0, fileSize: Math.max(...Object.values(limits)) },
    })) {
      if (part.type !== 'file') continue;
      const limit = limits[part.fieldname];
      if (!limit) {
        part.file.resume();
        throw new AppError(
          400,
          'upload_unknown_field',
          { field: part.fieldname },
          { errors: { [part.fieldname]: 'unknown' } },
        );
      }
      const bytes = await part.toBuffer();
      if (bytes.length > limit) {
        throw new AppError(413, 'site_upload_too_large', { field: part.fieldname, mb: String(Math.round(limit / MB)) });
      }
      parts.push({ field: part.fieldname, filename: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'site_upload_too_large', { field: 'file', mb: '60' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new AppError(413, 'upload_too_many');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(400, 'upload_not_multipart');
    throw error;
  }
  return parts;
}

/** A panorama from `file`: checked, re-encoded and stored; its URL is what an import file names. */
export async function uploadPanorama(store: Store, request: FastifyRequest) {
  const parts = await readParts(request, { file: LIMITS.image }, 1);
  const file = parts.find((p) => p.field === 'file');
  if (!file?.bytes.length) throw missing('file');
  const { image, width, height } = await openField('file', file.bytes, PIXEL_LIMITS.panorama);
  if (Math.abs(width - 2 * height) > 2)
    throw refuse('file', `${width}×${height} is not 2:1 (an equirectangular panorama)`);
  if (width < 1024 || width > 8192) throw refuse('file', `${width} px wide (1024–8192)`);
  let jpeg: Buffer;
  try {
    jpeg = await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  } catch {
    throw refuse('file', 'the image is damaged or cannot be read');
  }
  const key = `site/p-${hash24(jpeg)}.jpg`;
  await store.put(key, jpeg, 'image/jpeg');
  return { kind: 'panorama' as const, url: urlOfKey(key), width, height, bytes: jpeg.length };
}

const isMp4 = (b: Buffer) => b.length > 12 && b.subarray(4, 8).toString('latin1') === 'ftyp';
const isTs = (b: Buffer) => b.length >= 188 && b[0] === 0x47 && (b.length < 376 || b[188] === 0x47);
const SEGMENT_NAME = /^[A-Za-z0-9_-]{1,40}\.ts$/;

/**
 * A video folder from its parts: checked as a whole before anything is stored, then stored file by file
 * under a folder named by the MP4's hash (a retry after a failure writes the same names).
 */
export async function uploadVideo(store: Store, request: FastifyRequest) {
  const parts = await readParts(
    request,
    { video: LIMITS.video, cover: LIMITS.cover, playlist: LIMITS.playlist, segment: LIMITS.segment },
    MAX_SEGMENTS + 3,
  );
  const one = (field: string) => {
    const found = parts.filter((p) => p.field === field);
    if (found.length > 1) throw refuse(field, 'sent twice');
    if (!found[0]?.bytes.length) throw missing(field);
    return found[0];
  };
  const video = one('video');
  if (!isMp4(video.bytes)) throw refuse('video', 'not an MP4 (no ftyp box at its start)');
  const cover = one('cover');
  const { image: coverImage } = await openField('cover', cover.bytes, PIXEL_LIMITS.cover);
  let coverJpeg: Buffer;
  try {
    coverJpeg = await coverImage
      .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refuse('cover', 'the image is damaged or cannot be read');
  }
  const playlist = one('playlist').bytes.toString('utf8');
  if (!playlist.startsWith('#EXTM3U')) throw refuse('playlist', 'not an HLS playlist (#EXTM3U first)');
  if (!/^#EXT-X-ENDLIST/m.test(playlist)) throw refuse('playlist', 'not a VOD playlist (no #EXT-X-ENDLIST)');
  const named = playlist
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const segments = new Map<string, Buffer>();
  for (const part of parts.filter((p) => p.field === 'segment')) {
    const name = part.filename.split(/[\\/]/).pop() ?? '';
    if (!SEGMENT_NAME.test(name)) throw refuse('segment', `${part.filename}: a segment is named like seg00.ts`);
    if (segments.has(name)) throw refuse('segment', `${name} sent twice`);
    if (!isTs(part.bytes)) throw refuse('segment', `${name} is not MPEG-TS`);
    segments.set(name, part.bytes);
  }
  if (!named.length) throw refuse('playlist', 'names no segments');
  for (const name of named) {
    if (!SEGMENT_NAME.test(name)) throw refuse('playlist', `${name}: segments are plain names like seg00.ts`);
    if (!segments.has(name)) throw refuse('segment', `${name} is in the playlist but was not sent`);
  }
  for (const name of segments.keys()) {
    if (!named.includes(name)) throw refuse('segment', `${name} was sent but the playlist does not name it`);
  }
  const seconds = playlistSeconds(playlist);
  if (seconds <= 0 || seconds > 900) throw refuse('playlist', `${seconds.toFixed(1)} s long (up to 900 s)`);

  const folder = `site/v-${hash24(video.bytes)}`;
  await store.put(`${folder}/video.mp4`, video.bytes, 'video/mp4');
  await store.put(`${folder}/cover.jpg`, coverJpeg, 'image/jpeg');
  for (const [name, bytes] of segments) await store.put(`${folder}/hls/${name}`, bytes, 'video/mp2t');
  // The playlist last: a folder counts as there (site-media.ts reads it) only once all its parts are.
  await store.put(`${folder}/hls/index.m3u8`, Buffer.from(playlist), 'application/vnd.apple.mpegurl');
  const bytes = video.bytes.length + coverJpeg.length + [...segments.values()].reduce((n, b) => n + b.length, 0);
  return {
    kind: 'video' as const,
    url: urlOfKey(folder),
    duration_s: Math.round(seconds),
    segments: segments.size,
    bytes,
  };
}
