import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { cities, courseChapters, courses, examFields, lessons } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import { mediaUrls } from './media';
import { latestTranscodes } from './transcode.service';

/**
 * The operators' side of the courses: every field's course with its chapters and lessons as they are (retired
 * ones and lessons without a video included), and the edits. Students' reads are lessons.service.ts's.
 */

type LessonRow = typeof lessons.$inferSelect;
type ChapterRow = typeof courseChapters.$inferSelect;

const courseColumns = {
  id: courses.id,
  field_id: examFields.id,
  field_name: examFields.name,
  city_name: cities.title,
  title: courses.title,
  chapters: sql<number>`(select count(*)::int from course_chapters c where c.course_id = ${courses.id})`,
  lessons: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courses.id})`,
  live_lessons: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courses.id} and l.retired_at is null and l.media <> '' and not exists (select 1 from course_chapters ch where ch.id = l.chapter_id and ch.retired_at is not null))`,
};

const courseQuery = (db: Db) =>
  db
    .select(courseColumns)
    .from(courses)
    .innerJoin(examFields, eq(examFields.id, courses.fieldId))
    .innerJoin(cities, eq(cities.id, examFields.cityId));

export async function listCourses(db: Db) {
  const [list, fields] = await Promise.all([
    courseQuery(db).orderBy(asc(cities.sort), asc(examFields.sort), asc(courses.id)),
    db
      .select({ id: examFields.id, name: examFields.name, city_name: cities.title })
      .from(examFields)
      .innerJoin(cities, eq(cities.id, examFields.cityId))
      .leftJoin(courses, eq(courses.fieldId, examFields.id))
      .where(isNull(courses.id))
      .orderBy(asc(cities.sort), asc(examFields.sort)),
  ]);
  return { list, fields_without_course: fields };
}

async function courseOf(db: Db, id: number) {
  const [course] = await courseQuery(db).where(eq(courses.id, id));
  if (!course) throw notFound('course_not_found');
  return course;
}

function lessonView(l: LessonRow, transcode: Awaited<ReturnType<typeof latestTranscodes>>) {
  return {
    id: l.id,
    chapter_id: l.chapterId,
    title: l.title,
    summary: l.summary,
    free: l.free,
    preview_s: l.previewS,
    duration_s: l.durationS,
    sort: l.sort,
    retired: l.retiredAt !== null,
    views: l.views,
    cover: l.cover,
    hls: l.media ? mediaUrls(l.media).hls : null,
    transcode: transcode.get(l.id) ?? null,
  };
}

export async function courseDetail(db: Db, id: number) {
  const course = await courseOf(db, id);
  const [chapters, rows] = await Promise.all([
    db
      .select()
      .from(courseChapters)
      .where(eq(courseChapters.courseId, id))
      .orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
    db.select().from(lessons).where(eq(lessons.courseId, id)).orderBy(asc(lessons.sort), asc(lessons.id)),
  ]);
  const transcodes = await latestTranscodes(
    db,
    rows.map((l) => l.id),
  );
  return {
    course,
    chapters: chapters.map((c) => ({
      id: c.id,
      title: c.title,
      sort: c.sort,
      retired: c.retiredAt !== null,
      lessons: rows.filter((l) => l.chapterId === c.id).map((l) => lessonView(l, transcodes)),
    })),
  };
}

export async function lessonForConsole(db: Db, id: number) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!row) throw notFound('lesson_not_found');
  return lessonView(row, await latestTranscodes(db, [id]));
}

/** A field's new course (one per field), or a course renamed. */
export async function saveCourse(tx: Db, input: { id?: number; field_id?: number; title: string }) {
  if (input.id) {
    const before = await courseOf(tx, input.id);
    await tx.update(courses).set({ title: input.title }).where(eq(courses.id, input.id));
    return { before, after: await courseOf(tx, input.id) };
  }
  if (!input.field_id) throw new AppError(400, 'field_required', {}, { errors: { field_id: 'field_required' } });
  const [field] = await tx.select({ id: examFields.id }).from(examFields).where(eq(examFields.id, input.field_id));
  if (!field) throw notFound('field_not_found');
  const [made] = await tx
    .insert(courses)
    .values({ fieldId: input.field_id, title: input.title })
    .onConflictDoNothing()
    .returning({ id: courses.id });
  if (!made) throw new AppError(409, 'course_exists');
  // The field names its course (as the demo seed does).
  await tx.update(examFields).set({ lessonId: made.id }).where(eq(examFields.id, input.field_id));
  return { before: null, after: await courseOf(tx, made.id) };
}

const chapterView = (c: ChapterRow) => ({ id: c.id, title: c.title, sort: c.sort });

export async function saveChapter(tx: Db, input: { id?: number; course_id?: number; title: string }) {
  const duplicate = (error: unknown) => {
    if (isUniqueViolation(error))
      throw new AppError(409, 'chapter_exists', {}, { errors: { title: 'chapter_exists' } });
    throw error;
  };
  if (input.id) {
    const [before] = await tx.select().from(courseChapters).where(eq(courseChapters.id, input.id));
    if (!before) throw notFound('chapter_not_found');
    const [after] = await tx
      .update(courseChapters)
      .set({ title: input.title })
      .where(eq(courseChapters.id, input.id))
      .returning()
      .catch(duplicate);
    return { before: chapterView(before), after: chapterView(after as ChapterRow) };
  }
  if (!input.course_id) throw new AppError(400, 'course_not_found', {}, { errors: { course_id: 'required' } });
  await courseOf(tx, input.course_id);
  const [last] = await tx
    .select({ n: max(courseChapters.sort) })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, input.course_id));
  const [after] = await tx
    .insert(courseChapters)
    .values({ courseId: input.course_id, title: input.title, sort: (last?.n ?? 0) + 1 })
    .returning()
    .catch(duplicate);
  return { before: null, after: chapterView(after as ChapterRow) };
}

type LessonInput = {
  id?: number;
  chapter_id?: number;
  title: string;
  summary: string;
  free: boolean;
  preview_s: number;
};

const lessonFields = (l: LessonRow) => ({
  chapter_id: l.chapterId,
  title: l.title,
  summary: l.summary,
  free: l.free,
  preview_s: l.previewS,
});

/** A new lesson (hidden from students until its video is made) or a lesson's words and paywall edited. */
export async function saveLesson(tx: Db, input: LessonInput) {
  const chapter = input.chapter_id
    ? (await tx.select().from(courseChapters).where(eq(courseChapters.id, input.chapter_id)))[0]
    : undefined;
  if (input.chapter_id && !chapter) throw notFound('chapter_not_found');
  const values = { title: input.title, summary: input.summary, free: input.free, previewS: input.preview_s };
  if (input.id) {
    const [before] = await tx.select().from(lessons).where(eq(lessons.id, input.id)).for('update');
    if (!before) throw notFound('lesson_not_found');
    // A lesson moves between chapters of its own course only: its course is what students buy.
    if (chapter && chapter.courseId !== before.courseId) throw notFound('chapter_not_found');
    const [after] = await tx
      .update(lessons)
      .set({ ...values, ...(chapter ? { chapterId: chapter.id } : {}) })
      .where(eq(lessons.id, input.id))
      .returning();
    return { id: input.id, before: lessonFields(before), after: lessonFields(after as LessonRow) };
  }
  if (!chapter) throw new AppError(400, 'chapter_not_found', {}, { errors: { chapter_id: 'required' } });
  const [last] = await tx
    .select({ n: max(lessons.sort) })
    .from(lessons)
    .where(eq(lessons.chapterId, chapter.id));
  const [after] = await tx
    .insert(lessons)
    .values({
      ...values,
      courseId: chapter.courseId,
      chapterId: chapter.id,
      slug: `l-${randomBytes(6).toString('hex')}`,
      cover: '',
      media: '',
      durationS: 0,
      sort: (last?.n ?? 0) + 1,
    })
    .returning();
  return { id: (after as LessonRow).id, before: null, after: lessonFields(after as LessonRow) };
}

/** Chapters of a course, or lessons of a chapter, put in the order given: every one of them, each once. */
export async function reorder(tx: Db, input: { kind: 'chapters' | 'lessons'; parent_id: number; ids: number[] }) {
  const table = input.kind === 'chapters' ? courseChapters : lessons;
  const parent = input.kind === 'chapters' ? courseChapters.courseId : lessons.chapterId;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(parent, input.parent_id))
    .orderBy(asc(table.sort), asc(table.id));
  const before = rows.map((r) => r.id);
  const given = new Set(input.ids);
  if (given.size !== input.ids.length || given.size !== before.length || before.some((id) => !given.has(id))) {
    const scope = input.kind === 'chapters' ? '课程' : '章节';
    throw new AppError(400, 'order_mismatch', { scope }, { errors: { ids: 'mismatch' } });
  }
  for (const [i, id] of input.ids.entries()) {
    await tx
      .update(table)
      .set({ sort: i + 1 })
      .where(and(eq(table.id, id), eq(parent, input.parent_id)));
  }
  return { before, after: input.ids };
}

/** Hides a chapter (with its lessons) or a lesson from students, or brings it back. */
export async function setRetired(tx: Db, input: { kind: 'chapter' | 'lesson'; id: number; retired: boolean }) {
  const table = input.kind === 'chapter' ? courseChapters : lessons;
  const [before] = await tx.select({ retiredAt: table.retiredAt }).from(table).where(eq(table.id, input.id));
  if (!before) throw notFound(input.kind === 'chapter' ? 'chapter_not_found' : 'lesson_not_found');
  await tx
    .update(table)
    .set({ retiredAt: input.retired ? (before.retiredAt ?? new Date()) : null })
    .where(eq(table.id, input.id));
  return { before: { retired: before.retiredAt !== null }, after: { retired: input.retired } };
}
