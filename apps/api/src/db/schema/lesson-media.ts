import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { lessons } from './content';

// ── Lesson videos uploaded from the operator console (issue 16): each upload and its transcode into HLS. ──

/**
 * One MP4 uploaded for a lesson and the background job that turns it into the HLS ladder
 * (modules/lessons/transcode.service.ts). `status` goes queued → running → ready | failed; a failed one can be
 * queued again. Only a ready one changes the lesson's `media`; a newer upload replaces an older one's result.
 */
export const lessonTranscodes = pgTable(
  'lesson_transcodes',
  {
    id,
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    /** The uploaded MP4 in the object store (`lessons/src-<hash>.mp4`), kept so a failed job can run again. */
    sourceKey: text('source_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The folder the HLS goes to, and the lesson's `media` once ready: `/api/files/lessons/m-<hash>`. */
    folder: text('folder').notNull(),
    /** queued | running | ready | failed */
    status: text('status').notNull().default('queued'),
    /** 0–100, from ffmpeg's -progress output. */
    progress: smallint('progress').notNull().default(0),
    /** Why the last run failed, as ffmpeg said it. */
    error: text('error'),
    /** The renditions made, e.g. ["360p", "540p"]. */
    renditions: jsonb('renditions').$type<string[]>().notNull().default([]),
    durationS: integer('duration_s'),
    attempts: integer('attempts').notNull().default(0),
    /** Who uploaded it: `operator:<name>`. */
    createdBy: text('created_by').notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [index('lesson_transcodes_lesson').on(t.lessonId, t.id)],
);
