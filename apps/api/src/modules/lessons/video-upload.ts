import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { probe } from './ffmpeg';

/** An uploaded lesson MP4, checked and in the object store, and where its HLS will go. */
export interface ReceivedVideo {
  sourceKey: string;
  sizeBytes: number;
  folder: string;
}

/**
 * The most pixels a lesson video's frame may have: 4K (3840×2160, DCI 4096×2160, either way up) with room to
 * spare. The ladder's top rung is 720p, and ffmpeg's memory and time grow with the source's frames.
 */
const VIDEO_MAX_PIXELS = 4096 * 2304;

const notMp4 = () => new AppError(400, 'lesson_video_not_mp4', {}, { errors: { file: 'not_mp4' } });

/** An MP4 (ISO base media) file starts with a box whose type is `ftyp`, whatever the file is called. */
async function startsLikeMp4(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    return bytesRead === 12 && head.toString('latin1', 4, 8) === 'ftyp';
  } finally {
    await handle.close();
  }
}

/**
 * Streams a console upload to a work file (never whole in memory while it arrives), stopping at the size
 * limit; judges it by its bytes (an `ftyp` box first, and a video stream ffprobe can read) and only then puts it
 * in the object store as `lessons/src-<24 hex of its SHA-256>.mp4`. A refused file leaves nothing behind.
 */
export async function receiveVideo(deps: Deps, body: Readable, declaredBytes: number | undefined) {
  const max = deps.config.media.maxUploadBytes;
  const tooLarge = () => new AppError(413, 'lesson_video_too_large', { mb: String(Math.round(max / 1024 / 1024)) });
  if (declaredBytes !== undefined && declaredBytes > max) {
    body.resume();
    throw tooLarge();
  }
  const dir = join(deps.config.dataDir, 'work');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `upload-${randomBytes(8).toString('hex')}.mp4`);
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > max) return done(tooLarge());
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      createWriteStream(file),
    );
    if (size === 0) throw new AppError(400, 'lesson_video_missing', {}, { errors: { file: 'missing' } });
    if (!(await startsLikeMp4(file))) throw notMp4();
    // Judged on the size ffprobe reads: a video refused here is never decoded by a transcode.
    const probed = await probe(deps.config.media.ffprobe, file);
    if (!probed) throw notMp4();
    if (probed.width * probed.height > VIDEO_MAX_PIXELS) {
      const size = `${probed.width}×${probed.height}`;
      throw new AppError(413, 'lesson_video_too_many_pixels', { size }, { errors: { file: 'too_many_pixels' } });
    }
    const name = hash.digest('hex').slice(0, 24);
    const sourceKey = `lessons/src-${name}.mp4`;
    // The store takes whole objects; the limit above bounds what this holds.
    await deps.storage.put(sourceKey, await readFile(file), 'video/mp4');
    return { sourceKey, sizeBytes: size, folder: `/api/files/lessons/m-${name}` } satisfies ReceivedVideo;
  } finally {
    await rm(file, { force: true });
  }
}
