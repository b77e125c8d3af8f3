import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CourseInfo, LessonDetail, LessonItem, SharePayload } from '@xueche/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import {
  courseChapters,
  courseEntitlements,
  courses,
  examFields,
  lessonComments,
  lessonProgress,
  lessons,
} from '../../db/schema';
import { staticDir } from '../../paths';
import { AppError, notFound } from '../../platform/errors';
import type { User } from '../../platform/user';
import { isUploaded, mediaUrls, previewSource } from './media';

type LessonRow = typeof lessons.$inferSelect;

/**
 * What students see of a course: lessons whose video has been made, neither they nor their chapter retired by
 * an operator (a new lesson stays hidden until its upload is transcoded). `l` is the lessons table's alias.
 */
const SHOWN_L = sql.raw(
  "l.retired_at is null and l.media <> '' and not exists (select 1 from course_chapters ch where ch.id = l.chapter_id and ch.retired_at is not null)",
);
const shown = sql`${lessons.id} in (select l.id from lessons l where ${SHOWN_L})`;

/** Whether the user may watch the whole course: the commerce issue writes entitlements when an order is paid. */
export async function owns(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ c: courseEntitlements.courseId })
    .from(courseEntitlements)
    .where(and(eq(courseEntitlements.userId, userId), eq(courseEntitlements.courseId, courseId)));
  return Boolean(row);
}

async function courseInfo(db: Db, userId: number, where: ReturnType<typeof eq>): Promise<CourseInfo> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      field_id: examFields.id,
      field_name: examFields.name,
      price: examFields.priceFen,
      lesson_count: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courses.id} and ${SHOWN_L})`,
      free_count: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courses.id} and l.free and ${SHOWN_L})`,
    })
    .from(courses)
    .innerJoin(examFields, eq(examFields.id, courses.fieldId))
    .where(where);
  if (!row) throw notFound('course_not_found');
  return { ...row, is_buy: (await owns(db, userId, row.id)) ? 1 : 0 };
}

/**
 * The paywall's rule for any video of a field's course: a free one plays whole; a paid one plays whole
 * once the course is bought, and before that only its first `preview_s` seconds (the exam-site area's
 * videos follow the same rule).
 */
export function lockState(video: { free: boolean; previewS: number }, isBuy: boolean) {
  return { locked: !video.free && !isBuy, preview_s: video.free ? 0 : video.previewS };
}

function toItem(l: LessonRow, isBuy: boolean, progress: number): LessonItem {
  return {
    id: l.id,
    title: l.title,
    summary: l.summary,
    cover: l.cover,
    duration_s: l.durationS,
    free: l.free ? 1 : 0,
    preview_s: l.previewS,
    locked: lockState(l, isBuy).locked,
    progress_s: progress,
    views: l.views,
  };
}

function fieldOf(user: User, fieldId?: number): number {
  const id = fieldId ?? user.fieldId;
  if (!id) throw new AppError(400, 'field_required', {}, { errors: { field_id: 'field_required' } });
  return id;
}

async function progressOf(db: Db, userId: number, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lessonId: lessonProgress.lessonId, position: lessonProgress.positionS })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), eq(lessons.courseId, courseId)));
  return new Map(rows.map((r) => [r.lessonId, r.position]));
}

/** The lessons of a course in watching order: chapter by chapter. */
async function courseLessons(db: Db, courseId: number) {
  return db
    .select({ lesson: lessons, chapterTitle: courseChapters.title, chapterId: courseChapters.id })
    .from(lessons)
    .innerJoin(courseChapters, eq(courseChapters.id, lessons.chapterId))
    .where(and(eq(lessons.courseId, courseId), shown))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id), asc(lessons.sort), asc(lessons.id));
}

export async function lessonList(db: Db, user: User, fieldId?: number) {
  const course = await courseInfo(db, user.id, eq(courses.fieldId, fieldOf(user, fieldId)));
  const [rows, progress] = await Promise.all([courseLessons(db, course.id), progressOf(db, user.id, course.id)]);
  const chapters: { id: number; title: string; lessons: LessonItem[] }[] = [];
  for (const r of rows) {
    let chapter = chapters.find((c) => c.id === r.chapterId);
    if (!chapter) {
      chapter = { id: r.chapterId, title: r.chapterTitle, lessons: [] };
      chapters.push(chapter);
    }
    chapter.lessons.push(toItem(r.lesson, course.is_buy === 1, progress.get(r.lesson.id) ?? 0));
  }
  return { course, chapters };
}

export async function lessonDetails(
  db: Db,
  user: User,
  id: number,
): Promise<{ lesson: LessonDetail; course: CourseInfo }> {
  const [lesson] = await db
    .update(lessons)
    .set({ views: sql`${lessons.views} + 1` })
    .where(and(eq(lessons.id, id), shown))
    .returning();
  if (!lesson) throw notFound('lesson_not_found');
  const course = await courseInfo(db, user.id, eq(courses.id, lesson.courseId));
  const [order, progress, [comments]] = await Promise.all([
    courseLessons(db, course.id),
    progressOf(db, user.id, course.id),
    db.select({ n: sql<number>`count(*)::int` }).from(lessonComments).where(eq(lessonComments.lessonId, id)),
  ]);
  const at = order.findIndex((r) => r.lesson.id === id);
  const item = toItem(lesson, course.is_buy === 1, progress.get(id) ?? 0);
  const media = mediaUrls(lesson.media);
  return {
    course,
    lesson: {
      ...item,
      chapter_title: order[at]?.chapterTitle ?? '',
      // A locked lesson gets only its preview: no full file, and a playlist that ends with the preview.
      mp4: item.locked ? null : media.mp4,
      hls: item.locked ? `/api/v1/lesson/preview.m3u8?id=${id}` : media.hls,
      comments: comments?.n ?? 0,
      prev_id: order[at - 1]?.lesson.id ?? null,
      next_id: order[at + 1]?.lesson.id ?? null,
    },
  };
}

/**
 * The HLS playlist of a lesson's preview: the whole video's segments up to the preview length, then
 * the end. Segment paths become absolute, since this playlist is served from elsewhere.
 */
export async function previewPlaylist(db: Db, store: ObjectStore, id: number): Promise<string> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!lesson?.media) throw notFound('lesson_not_found');
  if (isUploaded(lesson.media)) {
    const source = await previewSource(store, lesson.media);
    if (!source) throw notFound('lesson_not_found');
    return previewPlaylistFrom(source.playlist, source.folder, lesson.previewS);
  }
  const source = await readFile(join(staticDir, 'media', lesson.media, 'hls', 'index.m3u8'), 'utf8');
  return previewPlaylistFrom(source, `/static/media/${lesson.media}/hls/`, lesson.previewS);
}

/**
 * A video's HLS playlist cut to its preview: the segments up to `previewS` seconds (at least one), then the
 * end. Segment names become `folder` + name, since the preview is served from elsewhere.
 */
export function previewPlaylistFrom(source: string, folder: string, previewS: number): string {
  const out: string[] = [];
  let covered = 0;
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.startsWith('#EXT-X-ENDLIST')) break;
    if (line.startsWith('#EXTINF:')) {
      if (covered >= Math.max(previewS, 1)) break;
      covered += Number.parseFloat(line.slice(8));
      out.push(line, folder + (lines[++i] ?? '').trim());
      continue;
    }
    if (line.trim()) out.push(line);
  }
  out.push('#EXT-X-ENDLIST', '');
  return out.join('\n');
}

export async function saveProgress(db: Db, userId: number, lessonId: number, position: number) {
  const [lesson] = await db.select({ d: lessons.durationS }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound('lesson_not_found');
  const positionS = Math.min(position, lesson.d);
  await db
    .insert(lessonProgress)
    .values({ userId, lessonId, positionS })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: { positionS, updatedAt: sql`now()` },
    });
  return { position_s: positionS };
}

export async function lessonData(db: Db, user: User, courseId?: number) {
  let id = courseId;
  if (!id) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.fieldId, fieldOf(user)));
    if (!course) throw notFound('course_not_found');
    id = course.id;
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        lesson_id: lessonProgress.lessonId,
        position_s: lessonProgress.positionS,
        at: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(and(eq(lessonProgress.userId, user.id), eq(lessons.courseId, id)))
      .orderBy(desc(lessonProgress.updatedAt)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(lessons)
      .where(and(eq(lessons.courseId, id), shown)),
  ]);
  return {
    watched: rows.length,
    total: total?.n ?? 0,
    list: rows.map((r) => ({ lesson_id: r.lesson_id, position_s: r.position_s, updated_at: r.at.toISOString() })),
  };
}

export async function shareLesson(db: Db, user: User, id: number, origin: string): Promise<SharePayload> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!lesson) throw notFound('lesson_not_found');
  const link = new URL(`/detail/${id}`, origin);
  link.searchParams.set('did', user.hashId);
  return {
    title: lesson.title,
    desc: lesson.summary || '真实考场视频教程，考前看一遍心里有底',
    link: link.toString(),
    imgUrl: new URL(lesson.cover, origin).toString(),
  };
}

/** Latest or most watched videos: the lessons of the user's field course (any field's when none is chosen). */
export async function videoPage(db: Db, user: User, order: 'latest' | 'trending', page: number, num: number) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(user.fieldId ? eq(courses.fieldId, user.fieldId) : undefined)
    .orderBy(asc(courses.id))
    .limit(1);
  if (!course) return { total: 0, page, num, list: [] };
  const where = and(eq(lessons.courseId, course.id), shown);
  const [rows, [count]] = await Promise.all([
    db
      .select({ lesson: lessons, fieldName: examFields.name })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(examFields, eq(examFields.id, courses.fieldId))
      .where(where)
      .orderBy(
        ...(order === 'latest' ? [desc(lessons.createdAt), desc(lessons.id)] : [desc(lessons.views), asc(lessons.id)]),
      )
      .limit(num)
      .offset((page - 1) * num),
    db.select({ n: sql<number>`count(*)::int` }).from(lessons).where(where),
  ]);
  return {
    total: count?.n ?? 0,
    page,
    num,
    list: rows.map(({ lesson: l, fieldName }) => ({
      id: l.id,
      title: l.title,
      cover: l.cover,
      duration_s: l.durationS,
      free: l.free ? 1 : (0 as 0 | 1),
      views: l.views,
      field_name: fieldName,
    })),
  };
}

/** What a shared link to a lesson shows in WeChat. */
export async function lessonShareCard(db: Db, id: number) {
  const [row] = await db
    .select({ title: lessons.title, desc: lessons.summary, image: lessons.cover })
    .from(lessons)
    .where(eq(lessons.id, id));
  return row ?? null;
}
