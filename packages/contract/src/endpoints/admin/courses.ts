import { z } from 'zod';
import { type AdminEndpoint, adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The console's courses and lesson videos (content, admin): each exam field's course, its chapters and lessons
 * — created, edited, put in order, retired — and a lesson's MP4 uploaded and transcoded to HLS in the background,
 * its progress polled. Retired chapters and lessons, and lessons whose video is not made yet, are hidden from
 * students.
 */

const CONTENT = ['content', 'admin'] as const;
const int = z.number().int();
const Title = (max: number) => z.string().trim().min(1, '请填写名称').max(max, `最多 ${max} 个字`);

export const TranscodeStatus = z.enum(['queued', 'running', 'ready', 'failed']);

export const Transcode = z.object({
  id: int,
  lesson_id: int,
  status: TranscodeStatus,
  /** 0–100 */
  progress: int,
  /** ffmpeg's words when it failed. */
  error: z.string().nullable(),
  renditions: z.array(z.string()),
  size_bytes: int,
  attempts: int,
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const AdminCourse = z.object({
  id: int,
  field_id: int,
  field_name: z.string(),
  city_name: z.string(),
  title: z.string(),
  chapters: int,
  lessons: int,
  /** Lessons students see: video made, not retired. */
  live_lessons: int,
});

export const AdminLesson = z.object({
  id: int,
  chapter_id: int,
  title: z.string(),
  summary: z.string(),
  free: z.boolean(),
  /** Seconds a non-buyer may watch of a paid lesson. */
  preview_s: int,
  duration_s: int,
  sort: int,
  retired: z.boolean(),
  views: int,
  cover: z.string(),
  /** The master playlist students get; null before a video is made. */
  hls: z.string().nullable(),
  /** The latest upload's transcode, if any. */
  transcode: Transcode.nullable(),
});

export const AdminChapter = z.object({
  id: int,
  title: z.string(),
  sort: int,
  retired: z.boolean(),
  lessons: z.array(AdminLesson),
});

export const adminCourses = adminGet('/admin/courses', {
  operator: CONTENT,
  response: z.object({
    list: z.array(AdminCourse),
    /** Fields that have no course yet: a course can be made for them. */
    fields_without_course: z.array(z.object({ id: int, name: z.string(), city_name: z.string() })),
  }),
});

export const adminCourse = adminGet('/admin/courses/detail', {
  operator: CONTENT,
  query: z.object({ id }),
  response: z.object({ course: AdminCourse, chapters: z.array(AdminChapter) }),
});

/** Makes a field's course (no `id`) or renames one. */
export const adminCourseSave = adminPost('/admin/courses/save', {
  operator: CONTENT,
  body: z.object({ id: id.optional(), field_id: id.optional(), title: Title(40) }),
  response: AdminCourse,
});

export const adminChapterSave = adminPost('/admin/courses/chapters/save', {
  operator: CONTENT,
  body: z.object({ id: id.optional(), course_id: id.optional(), title: Title(40) }),
  response: z.object({ id: int, title: z.string(), sort: int }),
});

export const adminLessonSave = adminPost('/admin/courses/lessons/save', {
  operator: CONTENT,
  body: z.object({
    id: id.optional(),
    /** A new lesson's chapter, or the chapter an existing one moves to (within its course). */
    chapter_id: id.optional(),
    title: Title(60),
    summary: z.string().trim().max(500, '最多 500 个字').default(''),
    free: z.boolean().default(false),
    preview_s: z.number().int().min(0, '试看秒数不能为负').max(600, '试看最多 600 秒').default(0),
  }),
  response: AdminLesson,
});

/** The new order of a course's chapters, or of a chapter's lessons: every one of them, first to last. */
export const adminCourseOrder = adminPost('/admin/courses/order', {
  operator: CONTENT,
  body: z.object({
    kind: z.enum(['chapters', 'lessons']),
    /** The course (chapters) or the chapter (lessons). */
    parent_id: id,
    ids: z.array(id).min(1).max(500),
  }),
  response: z.object({ ids: z.array(int) }),
});

/** Retires (hides from students) or brings back a chapter or a lesson. */
export const adminCourseRetire = adminPost('/admin/courses/retire', {
  operator: CONTENT,
  body: z.object({ kind: z.enum(['chapter', 'lesson']), id, retired: z.boolean() }),
  response: z.object({ id: int, retired: z.boolean() }),
});

/**
 * A lesson's MP4, the request body itself (`application/octet-stream`, streamed; judged by its bytes, not its
 * name), the lesson named in the query. Answers at once with the queued transcode.
 */
const videoQuery = z.object({ lesson_id: id });
const videoBase = adminPost('/admin/courses/lessons/video', {
  operator: CONTENT,
  body: z.unknown(),
  response: z.object({ transcode: Transcode }),
});
export const adminLessonVideo = { ...videoBase, query: videoQuery } as AdminEndpoint<
  'POST',
  '/admin/courses/lessons/video',
  typeof videoQuery,
  z.ZodUnknown,
  typeof videoBase.response
>;

export const adminTranscode = adminGet('/admin/courses/transcodes/detail', {
  operator: CONTENT,
  query: z.object({ id }),
  response: z.object({ transcode: Transcode }),
});

/** Queues a failed transcode again. */
export const adminTranscodeRetry = adminPost('/admin/courses/transcodes/retry', {
  operator: CONTENT,
  body: z.object({ id }),
  response: z.object({ transcode: Transcode }),
});
