import type { LessonComment } from '@xueche/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import {
  classApplications,
  commentLikes,
  examFields,
  lessonComments,
  lessonDanmaku,
  lessons,
  users,
} from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';

async function lessonExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, id));
  if (!row) throw notFound('lesson_not_found');
}

/** A lesson's bullet comments stay light: the latest 500, in time order. */
const DANMAKU_LIMIT = 500;

export async function danmakuOf(db: Db, userId: number, lessonId: number) {
  await lessonExists(db, lessonId);
  const rows = await db
    .select()
    .from(lessonDanmaku)
    .where(eq(lessonDanmaku.lessonId, lessonId))
    .orderBy(desc(lessonDanmaku.id))
    .limit(DANMAKU_LIMIT);
  return {
    list: rows
      .map((d) => ({ id: d.id, at_s: d.atS, content: d.content, color: d.color, mine: d.userId === userId }))
      .sort((a, b) => a.at_s - b.at_s || a.id - b.id),
  };
}

export async function addDanmaku(
  db: Db,
  userId: number,
  input: { lessonId: number; atS: number; content: string; color: string },
) {
  const [lesson] = await db.select({ d: lessons.durationS }).from(lessons).where(eq(lessons.id, input.lessonId));
  if (!lesson) throw notFound('lesson_not_found');
  const [row] = await db
    .insert(lessonDanmaku)
    .values({
      lessonId: input.lessonId,
      userId,
      atS: Math.min(input.atS, lesson.d),
      content: input.content,
      color: input.color.toLowerCase(),
    })
    .returning();
  const d = row as typeof lessonDanmaku.$inferSelect;
  return { id: d.id, at_s: d.atS, content: d.content, color: d.color, mine: true };
}

const commentColumns = (userId: number) => ({
  id: lessonComments.id,
  content: lessonComments.content,
  likes: lessonComments.likes,
  createdAt: lessonComments.createdAt,
  nickname: users.nickname,
  headPortrait: users.headPortrait,
  liked: sql<boolean>`exists (select 1 from comment_likes cl where cl.comment_id = ${lessonComments.id} and cl.user_id = ${userId})`,
});

type CommentRow = {
  id: number;
  content: string;
  likes: number;
  createdAt: Date;
  nickname: string;
  headPortrait: string;
  liked: boolean;
};

const toComment = (c: CommentRow): LessonComment => ({
  id: c.id,
  content: c.content,
  likes: c.likes,
  liked: Boolean(c.liked),
  created_at: c.createdAt.toISOString(),
  user: { nickname: c.nickname, head_portrait: c.headPortrait },
});

/** Newest first; the id keeps pages stable when two comments share a time. */
export async function commentsOf(db: Db, userId: number, lessonId: number, page: number, num: number) {
  await lessonExists(db, lessonId);
  return pageOf(
    { page, num },
    {
      rows: ({ limit, offset }) =>
        db
          .select(commentColumns(userId))
          .from(lessonComments)
          .innerJoin(users, eq(users.id, lessonComments.userId))
          .where(eq(lessonComments.lessonId, lessonId))
          .orderBy(desc(lessonComments.id))
          .limit(limit)
          .offset(offset),
      total: () =>
        countOf(db.select({ n: countAll }).from(lessonComments).where(eq(lessonComments.lessonId, lessonId))),
    },
    toComment,
  );
}

export async function addComment(db: Db, userId: number, lessonId: number, content: string) {
  await lessonExists(db, lessonId);
  const [row] = await db
    .insert(lessonComments)
    .values({ lessonId, userId, content })
    .returning({ id: lessonComments.id });
  const [c] = await db
    .select(commentColumns(userId))
    .from(lessonComments)
    .innerJoin(users, eq(users.id, lessonComments.userId))
    .where(eq(lessonComments.id, (row as { id: number }).id));
  return toComment(c as CommentRow);
}

/** Likes are one per person: the count moves only when the like row is actually added or removed. */
export async function likeComment(db: Db, userId: number, commentId: number, on: boolean) {
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ id: lessonComments.id })
      .from(lessonComments)
      .where(eq(lessonComments.id, commentId))
      .for('update');
    if (!comment) throw notFound('comment_not_found');
    const changed = on
      ? await tx.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing().returning()
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
          .returning();
    const [row] = await tx
      .update(lessonComments)
      .set({ likes: sql`${lessonComments.likes} + ${changed.length ? (on ? 1 : -1) : 0}` })
      .where(eq(lessonComments.id, commentId))
      .returning({ likes: lessonComments.likes });
    return { likes: row?.likes ?? 0, liked: on };
  });
}

export async function applyForClass(
  db: Db,
  userId: number,
  input: { fieldId: number; name: string; phone: string; note: string },
) {
  const [field] = await db.select({ id: examFields.id }).from(examFields).where(eq(examFields.id, input.fieldId));
  if (!field) throw notFound('field_not_found');
  const [row] = await db
    .insert(classApplications)
    .values({ userId, ...input })
    .onConflictDoNothing({ target: [classApplications.userId, classApplications.fieldId] })
    .returning({ id: classApplications.id, status: classApplications.status });
  if (!row) throw new AppError(409, 'already_applied');
  return { id: row.id, status: row.status as 'pending' };
}
