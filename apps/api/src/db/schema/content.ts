import type { RoutePrompt } from '@xueche/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sort, updatedAt } from './columns';
import { appNotices, examFields } from './core';
import { fieldRef, ownedBy } from './refs';

// ── Lessons, exam routes, articles, help (issue 4) ──────────────────────────────────────────────

/** The exam-field course: every field has one (its lesson_id), priced from the field. */
export const courses = pgTable('courses', {
  id,
  fieldId: integer('field_id')
    .notNull()
    .unique()
    .references(() => examFields.id),
  title: text('title').notNull(),
  createdAt,
});

export const courseChapters = pgTable(
  'course_chapters',
  {
    id,
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort,
    /** Retired by an operator: hidden from students with its lessons, kept for their history. */
    retiredAt: instant('retired_at'),
  },
  (t) => [uniqueIndex('course_chapters_course_title').on(t.courseId, t.title)],
);

export const lessons = pgTable(
  'lessons',
  {
    id,
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => courseChapters.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull(),
    /** The media folder: /static/media/<media>/video.mp4, hls/index.m3u8. */
    media: text('media').notNull(),
    durationS: integer('duration_s').notNull(),
    free: boolean('free').notNull().default(false),
    previewS: integer('preview_s').notNull().default(0),
    views: integer('views').notNull().default(0),
    sort,
    /** Retired by an operator: hidden from students, kept for their progress and comments. */
    retiredAt: instant('retired_at'),
    createdAt,
  },
  (t) => [uniqueIndex('lessons_course_slug').on(t.courseId, t.slug), index('lessons_views').on(t.views)],
);

/** What a person may watch in full: written by the commerce issue when an order is paid. */
export const courseEntitlements = pgTable(
  'course_entitlements',
  {
    userId: ownedBy(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: ownedBy(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    positionS: doublePrecision('position_s').notNull(),
    updatedAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** Bullet comments (弹幕): shown over the video at their time. */
export const lessonDanmaku = pgTable(
  'lesson_danmaku',
  {
    id,
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    atS: doublePrecision('at_s').notNull(),
    content: text('content').notNull(),
    color: text('color').notNull().default('#ffffff'),
    createdAt,
  },
  (t) => [index('lesson_danmaku_lesson_at').on(t.lessonId, t.atS)],
);

export const lessonComments = pgTable(
  'lesson_comments',
  {
    id,
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    content: text('content').notNull(),
    likes: integer('likes').notNull().default(0),
    createdAt,
  },
  (t) => [index('lesson_comments_lesson').on(t.lessonId, t.id)],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => lessonComments.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A student asks to join a field's offline class; the coach side reviews it. */
export const classApplications = pgTable(
  'class_applications',
  {
    id,
    userId: ownedBy(),
    fieldId: fieldRef(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    /** An operator's reason for a rejection, which the student is texted. */
    reason: text('reason').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    createdAt,
  },
  (t) => [uniqueIndex('class_applications_user_field').on(t.userId, t.fieldId)],
);

export const examRoutes = pgTable(
  'exam_routes',
  {
    id,
    fieldId: fieldRef(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    lengthM: integer('length_m').notNull(),
    stops: jsonb('stops').$type<string[]>().notNull(),
    waypoints: jsonb('waypoints').$type<[number, number][]>().notNull(),
    map: text('map').notNull(),
    summary: text('summary').notNull().default(''),
    sort,
    /** The drive filmed along the route (issue 13): a video folder (site-docs.ts MediaRef), or none yet. */
    video: text('video'),
    /** What the examiner's voice says along it, and where (the contract's RoutePrompt, in order). */
    prompts: jsonb('prompts').$type<RoutePrompt[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('exam_routes_field_slug').on(t.fieldId, t.slug)],
);

export const articleCategories = pgTable('article_categories', {
  id,
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sort,
});

export const articles = pgTable(
  'articles',
  {
    id,
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull(),
    author: text('author').notNull(),
    /** Rich text as stored; sanitised whenever it is served. */
    body: text('body').notNull(),
    /**
     * draft | published | unpublished (console, issue 16). A published article shows once `published_at` has
     * passed: scheduling is that condition in every query, with no timer or job to fire.
     */
    status: text('status').notNull().default('published'),
    publishedAt: instant('published_at').notNull(),
    reads: integer('reads').notNull().default(0),
    updatedAt,
  },
  (t) => [
    index('articles_published').on(t.publishedAt, t.id),
    index('articles_category').on(t.categoryId, t.publishedAt),
  ],
);

/** 专题: a topic grouping articles. */
export const articleTopics = pgTable('article_topics', {
  id,
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  cover: text('cover').notNull(),
  visits: integer('visits').notNull().default(0),
  sort,
});

export const topicArticles = pgTable(
  'topic_articles',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => articleTopics.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    sort,
  },
  (t) => [primaryKey({ columns: [t.topicId, t.articleId] })],
);

export const banners = pgTable('banners', {
  id,
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort,
  active: boolean('active').notNull().default(true),
});

export const helpEntries = pgTable('help_entries', {
  id,
  slug: text('slug').notNull().unique(),
  /** student | coach */
  audience: text('audience').notNull(),
  /** article | video */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  body: text('body').notNull().default(''),
  /** For videos: the media folder under /static/media/. */
  media: text('media'),
  durationS: integer('duration_s'),
  sort,
});

export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: ownedBy(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => appNotices.id, { onDelete: 'cascade' }),
    readAt: instant('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

/** Campaign pages ('/event'). */
export const events = pgTable('events', {
  id,
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  cover: text('cover').notNull(),
  startsAt: instant('starts_at').notNull(),
  endsAt: instant('ends_at').notNull(),
});

/** A field's exam results by subject and month ('/statistics'). */
export const fieldExamStats = pgTable(
  'field_exam_stats',
  {
    fieldId: integer('field_id')
      .notNull()
      .references(() => examFields.id, { onDelete: 'cascade' }),
    subject: smallint('subject').notNull(),
    /** First day of the month. */
    month: text('month').notNull(),
    takers: integer('takers').notNull(),
    passed: integer('passed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fieldId, t.subject, t.month] })],
);
