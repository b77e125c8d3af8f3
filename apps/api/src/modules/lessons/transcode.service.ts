import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lessons, lessonTranscodes } from '../../db/schema';
import type { Deps } from '../../deps';
import { auditLine } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import { ffmpeg, probe } from './ffmpeg';
import { coverArgs, ladderArgs, ladderFor } from './hls-ladder';
import { keyOfUrl } from './media';
import type { ReceivedVideo } from './video-upload';

type Row = typeof lessonTranscodes.$inferSelect;

/** A transcode as the console shows it. */
export function transcodeView(r: Row) {
  return {
    id: r.id,
    lesson_id: r.lessonId,
    status: r.status as 'queued' | 'running' | 'ready' | 'failed',
    progress: r.progress,
    error: r.error,
    renditions: r.renditions,
    size_bytes: r.sizeBytes,
    attempts: r.attempts,
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
export type TranscodeView = ReturnType<typeof transcodeView>;

/** A received upload's transcode, queued (the job is sent once this commits: sendTranscode). */
export async function addTranscode(tx: Db, lessonId: number, video: ReceivedVideo, by: string) {
  const [lesson] = await tx
    .select({ id: lessons.id, media: lessons.media })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound('lesson_not_found');
  const [row] = await tx
    .insert(lessonTranscodes)
    .values({ lessonId, ...video, createdBy: by })
    .returning();
  return { lesson, transcode: transcodeView(row as Row) };
}

/** Puts a failed transcode back in the queue (409 unless it failed); the job is sent once this commits. */
export async function requeueTranscode(tx: Db, id: number) {
  const [before] = await tx.select().from(lessonTranscodes).where(eq(lessonTranscodes.id, id)).for('update');
  if (!before) throw notFound('transcode_not_found');
  if (before.status !== 'failed') throw new AppError(409, 'transcode_not_failed', { status: before.status });
  const [after] = await tx
    .update(lessonTranscodes)
    .set({ status: 'queued', progress: 0, error: null, updatedAt: sql`now()` })
    .where(eq(lessonTranscodes.id, id))
    .returning();
  return { before: transcodeView(before), after: transcodeView(after as Row) };
}

export async function sendTranscode(deps: Deps, id: number): Promise<void> {
  await deps.jobs.send('transcode-lesson', { transcodeId: id });
}

/** Each lesson's latest upload, by lesson id. */
export async function latestTranscodes(db: Db, lessonIds: number[]): Promise<Map<number, TranscodeView>> {
  if (!lessonIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([lessonTranscodes.lessonId])
    .from(lessonTranscodes)
    .where(inArray(lessonTranscodes.lessonId, lessonIds))
    .orderBy(lessonTranscodes.lessonId, desc(lessonTranscodes.id));
  return new Map(rows.map((r) => [r.lessonId, transcodeView(r)]));
}

export async function transcodeById(db: Db, id: number): Promise<TranscodeView> {
  const [row] = await db.select().from(lessonTranscodes).where(eq(lessonTranscodes.id, id));
  if (!row) throw notFound('transcode_not_found');
  return transcodeView(row);
}

const TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t', jpg: 'image/jpeg' };
const typeOf = (name: string) => TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Writes progress as ffmpeg reports it: a whole percent at a time, one write in flight at most, never 100
 * before the files are stored.
 */
function progressWriter(db: Db, id: number, durationS: number) {
  let written = 0;
  let busy = false;
  return (seconds: number) => {
    const percent = Math.min(99, Math.floor((seconds / durationS) * 100));
    if (busy || percent <= written) return;
    busy = true;
    written = percent;
    db.update(lessonTranscodes)
      .set({ progress: percent, updatedAt: sql`now()` })
      .where(eq(lessonTranscodes.id, id))
      .then(
        () => {
          busy = false;
        },
        () => {
          busy = false;
        },
      );
  };
}

/** Stores a finished ladder: segments and rendition playlists first, the master playlist last. */
async function storeLadder(deps: Deps, out: string, folderKey: string, names: string[]) {
  for (const name of names) {
    for (const file of (await readdir(join(out, name))).sort(
      (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
    )) {
      await deps.storage.put(`${folderKey}/hls/${name}/${file}`, await readFile(join(out, name, file)), typeOf(file));
    }
  }
  await deps.storage.put(`${folderKey}/cover.jpg`, await readFile(join(out, 'cover.jpg')), 'image/jpeg');
  await deps.storage.put(`${folderKey}/hls/index.m3u8`, await readFile(join(out, 'index.m3u8')), typeOf('index.m3u8'));
}

/**
 * The `transcode-lesson` job: the uploaded MP4 → the HLS ladder (hls-ladder.ts) and a cover, stored under the
 * upload's folder; then, in one transaction, the lesson points at it (media, cover, length) and the change is
 * in the audit log. ffmpeg refusing the file ends the upload "failed" with ffmpeg's words, and the job completes
 * (the console retries it); anything that stops the process mid-run leaves the job to pg-boss's retry.
 */
export async function runTranscode(deps: Deps, id: number): Promise<Record<string, unknown>> {
  const { db, config } = deps;
  const [row] = await db.select().from(lessonTranscodes).where(eq(lessonTranscodes.id, id));
  if (!row) return { skipped: 'no such transcode' };
  if (row.status === 'ready') return { skipped: 'already ready' };
  await db
    .update(lessonTranscodes)
    .set({
      status: 'running',
      progress: 0,
      error: null,
      attempts: sql`${lessonTranscodes.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(lessonTranscodes.id, id));

  const work = join(config.dataDir, 'work', `transcode-${id}-${Date.now()}`);
  const out = join(work, 'out');
  try {
    await mkdir(out, { recursive: true });
    const source = join(work, 'source.mp4');
    const object = await deps.storage.get(row.sourceKey);
    if (!object) throw new Error(`the uploaded file ${row.sourceKey} is missing from the store`);
    await pipeline(object.body, createWriteStream(source));
    const info = await probe(config.media.ffprobe, source);
    if (!info) throw new Error('ffprobe finds no video in the uploaded file');
    const ladder = ladderFor(info);
    await ffmpeg(
      config.media.ffmpeg,
      ladderArgs(source, out, ladder, info.hasAudio),
      progressWriter(db, id, info.durationS),
    );
    await ffmpeg(config.media.ffmpeg, coverArgs(source, join(out, 'cover.jpg'), info.durationS), () => {});
    const renditions = ladder.map((r) => r.name);
    await storeLadder(deps, out, keyOfUrl(row.folder), renditions);
    await pointLessonAt(db, row, renditions, Math.round(info.durationS));
    return { ready: row.folder, renditions };
  } catch (error) {
    const message = (error as Error).message.slice(0, 2000);
    await db
      .update(lessonTranscodes)
      .set({ status: 'failed', error: message, updatedAt: sql`now()` })
      .where(eq(lessonTranscodes.id, id));
    return { failed: message };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The transcode is ready and, unless a newer upload of the lesson already is, the lesson plays it. */
async function pointLessonAt(db: Db, row: Row, renditions: string[], durationS: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(lessonTranscodes)
      .set({ status: 'ready', progress: 100, renditions, durationS, error: null, updatedAt: sql`now()` })
      .where(eq(lessonTranscodes.id, row.id));
    const [newer] = await tx
      .select({ id: lessonTranscodes.id })
      .from(lessonTranscodes)
      .where(
        and(
          eq(lessonTranscodes.lessonId, row.lessonId),
          gt(lessonTranscodes.id, row.id),
          eq(lessonTranscodes.status, 'ready'),
        ),
      );
    if (newer) return;
    const [before] = await tx.select().from(lessons).where(eq(lessons.id, row.lessonId)).for('update');
    if (!before) return;
    const after = { media: row.folder, cover: `${row.folder}/cover.jpg`, duration_s: durationS };
    await tx
      .update(lessons)
      .set({ media: after.media, cover: after.cover, durationS })
      .where(eq(lessons.id, row.lessonId));
    await auditLine(tx, {
      actor: 'job:transcode-lesson',
      operatorId: null,
      action: 'lesson.video.ready',
      target: `lesson:${row.lessonId}`,
      detail: {
        before: { media: before.media, cover: before.cover, duration_s: before.durationS },
        after,
        transcode_id: row.id,
        renditions,
      },
    });
  });
}
