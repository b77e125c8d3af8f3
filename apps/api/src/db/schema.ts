import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  province: text('province').notNull(),
  /** The national division code (GB/T 2260), e.g. 110000. */
  adcode: text('adcode').notNull().unique(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const examFields = pgTable(
  'exam_fields',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    /** What is examined there, e.g. 科目二, 科目三. */
    tag: text('tag').notNull(),
    address: text('address').notNull().default(''),
    lessonId: integer('lesson_id'),
    priceFen: integer('price_fen').notNull().default(0),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_fields_city_name').on(t.cityId, t.name)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The public user number shown to people. */
  uid: text('uid').notNull().unique(),
  openid: text('openid').notNull().unique(),
  unionid: text('unionid'),
  /** This user's own hash id ("did"): goes into the links they share. */
  hashId: text('hash_id').notNull().unique(),
  nickname: text('nickname').notNull(),
  headPortrait: text('head_portrait').notNull().default(''),
  userType: smallint('user_type').notNull().default(1),
  fieldId: integer('field_id').references(() => examFields.id),
  isGzh: smallint('is_gzh').notNull().default(0),
  lang: text('lang').notNull().default('zh'),
  /** The hash id of the link the user first arrived with. */
  arrivedWith: text('arrived_with'),
  createdAt,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('access_tokens_user').on(t.userId)],
);

export const appNotices = pgTable('app_notices', {
  id: serial('id').primaryKey(),
  /** Stable key for the demo seed and imports. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt,
});

/** Switches and small settings operators change without a deploy. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// ── Theory question bank (docs/question-bank.md) ───────────────────────────────────────────────

/** Vehicle groups with their own bank: car (C1/C2/C3, the default), bus, truck, moto. */
export const questionBanks = pgTable('question_banks', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  /** Licence classes the bank serves, e.g. "C1/C2/C3". */
  classes: text('classes').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const questionChapters = pgTable('question_chapters', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  subject: smallint('subject').notNull(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const questionTopics = pgTable('question_topics', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    /** The operator's id for the question: imports are keyed by it. */
    extId: text('ext_id').notNull().unique(),
    subject: smallint('subject').notNull(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => questionChapters.id),
    /** judge | single | multiple */
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    image: text('image'),
    options: jsonb('options').$type<string[]>().notNull(),
    /** The correct option letters in order, e.g. "B" or "ACD". */
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull(),
    tip: text('tip'),
    topics: text('topics').array().notNull().default(sql`'{}'`),
    banks: text('banks').array().notNull(),
    difficulty: smallint('difficulty').notNull(),
    curated: boolean('curated').notNull().default(false),
    /** Answers given in practice and exams, and how many of them were wrong: the measured wrong rate. */
    attempts: integer('attempts').notNull().default(0),
    wrongs: integer('wrongs').notNull().default(0),
    /** Raised whenever an import changes the question's content. */
    version: integer('version').notNull().default(1),
    /** Hash of the imported content, so a re-import of the same file changes nothing. */
    contentHash: text('content_hash').notNull(),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_subject_chapter').on(t.subject, t.chapterId, t.id),
    index('questions_banks').using('gin', t.banks),
    index('questions_topics').using('gin', t.topics),
  ],
);

/** Every answer a user gives in practice or in a mock exam. */
export const questionAttempts = pgTable(
  'question_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    subject: smallint('subject').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    /** practice | exam */
    source: text('source').notNull(),
    createdAt,
  },
  (t) => [
    index('question_attempts_user_question').on(t.userId, t.questionId, t.id),
    index('question_attempts_user_subject').on(t.userId, t.subject),
  ],
);

/** The user's latest answer per question: what practice screens show for questions already done. */
export const questionLastAnswers = pgTable(
  'question_last_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

export const questionFavorites = pgTable(
  'question_favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** The wrong-answer book: a question leaves it after a number of right answers in a row (a setting). */
export const wrongBook = pgTable(
  'wrong_book',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    wrongCount: integer('wrong_count').notNull().default(1),
    rightStreak: integer('right_streak').notNull().default(0),
    createdAt,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** Where sequential (or chapter) practice stopped, per user and scope, to resume there. */
export const practicePositions = pgTable(
  'practice_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. "1:car:sequential" or "4:car:chapter:12" */
    scope: text('scope').notNull(),
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope] })],
);

/** A mock exam: the questions drawn, the server's deadline and, once submitted, the result. */
export const examPapers = pgTable(
  'exam_papers',
  {
    /** Random, not guessable: it travels in URLs. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: smallint('subject').notNull(),
    bank: text('bank')
      .notNull()
      .references(() => questionBanks.key),
    questionIds: integer('question_ids').array().notNull(),
    pointsEach: smallint('points_each').notNull(),
    passMark: smallint('pass_mark').notNull(),
    /** Ends the paper as soon as the candidate can no longer pass, as some exam centres do. */
    stopOnFail: boolean('stop_on_fail').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: smallint('score'),
    passed: boolean('passed'),
    timeUsedS: integer('time_used_s'),
  },
  (t) => [
    index('exam_papers_user_subject').on(t.userId, t.subject, t.startedAt),
    index('exam_papers_open').on(t.userId).where(sql`submitted_at is null`),
  ],
);

export const examAnswers = pgTable(
  'exam_answers',
  {
    paperId: text('paper_id')
      .notNull()
      .references(() => examPapers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.questionId] })],
);

/** Users' reports of a mistake in a question (or in the app), for operators to review. */
export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  content: text('content').notNull(),
  status: text('status').notNull().default('open'),
  createdAt,
});

/** What operators did through /api/ops: who (token or account), what, with which result. */
export const opsAudit = pgTable('ops_audit', {
  id: serial('id').primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail').notNull(),
  createdAt,
});

// ── Lessons, exam routes, articles, help (issue 4) ──────────────────────────────────────────────

/** The exam-field course: every field has one (its lesson_id), priced from the field. */
export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('course_chapters_course_title').on(t.courseId, t.title)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
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
    sort: integer('sort').notNull().default(0),
    createdAt,
  },
  (t) => [uniqueIndex('lessons_course_slug').on(t.courseId, t.slug), index('lessons_views').on(t.views)],
);

/** What a person may watch in full: written by the commerce issue when an order is paid. */
export const courseEntitlements = pgTable(
  'course_entitlements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    positionS: doublePrecision('position_s').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** Bullet comments (弹幕): shown over the video at their time. */
export const lessonDanmaku = pgTable(
  'lesson_danmaku',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/** A student asks to join a field's offline class; the coach side reviews it. */
export const classApplications = pgTable(
  'class_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => examFields.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull().default(''),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    createdAt,
  },
  (t) => [uniqueIndex('class_applications_user_field').on(t.userId, t.fieldId)],
);

export const examRoutes = pgTable(
  'exam_routes',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => examFields.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    lengthM: integer('length_m').notNull(),
    stops: jsonb('stops').$type<string[]>().notNull(),
    waypoints: jsonb('waypoints').$type<[number, number][]>().notNull(),
    map: text('map').notNull(),
    summary: text('summary').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_routes_field_slug').on(t.fieldId, t.slug)],
);

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
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
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    reads: integer('reads').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_published').on(t.publishedAt, t.id),
    index('articles_category').on(t.categoryId, t.publishedAt),
  ],
);

/** 专题: a topic grouping articles. */
export const articleTopics = pgTable('article_topics', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  cover: text('cover').notNull(),
  visits: integer('visits').notNull().default(0),
  sort: integer('sort').notNull().default(0),
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
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.articleId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const helpEntries = pgTable('help_entries', {
  id: serial('id').primaryKey(),
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
  sort: integer('sort').notNull().default(0),
});

export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => appNotices.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

/** Campaign pages ('/event'). */
export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  cover: text('cover').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
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

// ── Commerce: products, orders, WeChat Pay events, referral binding, commission ledger (issue 5) ──

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** course | vip | bundle */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** For a field's course: the field (its price is the field's). */
  fieldId: integer('field_id').references(() => examFields.id),
  priceFen: integer('price_fen').notNull(),
  /** What a paid order opens: theory subjects' VIP sets and whether the field course comes with it. */
  unlocks: jsonb('unlocks').$type<{ course?: boolean; vipSubjects?: number[] }>().notNull(),
  /** Shown before paying. */
  refundTerms: text('refund_terms').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** The out_trade_no sent to WeChat Pay. */
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The field a course order is for. */
    fieldId: integer('field_id').references(() => examFields.id),
    title: text('title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** created → paid → refunded; created → closed */
    status: text('status').notNull().default('created'),
    /** The coach the student was bound to when ordering: commission goes to them. */
    referrerId: integer('referrer_id').references(() => users.id),
    prepayId: text('prepay_id'),
    transactionId: text('transaction_id').unique(),
    refundedFen: integer('refunded_fen').notNull().default(0),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    // One open order per person and product: ordering again reuses it.
    uniqueIndex('orders_open_per_product').on(t.userId, t.productId).where(sql`status = 'created'`),
  ],
);

/** Every WeChat Pay notification received, accepted or not: the audit trail and the idempotency key. */
export const payEvents = pgTable('pay_events', {
  id: serial('id').primaryKey(),
  eventId: text('event_id').unique(),
  eventType: text('event_type'),
  orderNo: text('order_no'),
  /** accepted | duplicate | refused | mismatch */
  outcome: text('outcome').notNull(),
  detail: text('detail').notNull().default(''),
  createdAt,
});

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  /** out_refund_no: a retry uses the same number, so a refund happens once. */
  refundNo: text('refund_no').notNull().unique(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  amountFen: integer('amount_fen').notNull(),
  reason: text('reason').notNull().default(''),
  /** processing | success | closed | abnormal */
  status: text('status').notNull().default('processing'),
  createdAt,
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** VIP theory sets a person has bought, per subject. */
export const vipEntitlements = pgTable(
  'vip_entitlements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: smallint('subject').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.subject] })],
);

/**
 * Who brought whom: a student's coach, or a coach's recruiting coach. The first binding stands (the
 * primary key); the student agrees (or not) to share progress with that coach.
 */
export const referrals = pgTable('referrals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  referrerId: integer('referrer_id')
    .notNull()
    .references(() => users.id),
  /** login | order */
  boundVia: text('bound_via').notNull(),
  shareProgress: boolean('share_progress').notNull().default(false),
  consentAt: timestamp('consent_at', { withTimezone: true }),
  createdAt,
});

/**
 * The commission ledger: append-only. A coach's balance is the sum of their entries; a refund writes
 * reversing entries. One entry per order, kind and coach (the unique index makes a repeated
 * notification harmless).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id),
    /** commission_l1 | commission_l2 | reversal_l1 | reversal_l2 | withdrawal | withdrawal_return */
    kind: text('kind').notNull(),
    /** Signed: credits positive, reversals and withdrawals negative. */
    amountFen: integer('amount_fen').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** A refund's id for reversals, so a partial refund reverses its own share once. */
    refundId: integer('refund_id').references(() => refunds.id),
    /** The student whose order it was. */
    sourceUserId: integer('source_user_id').references(() => users.id),
    createdAt,
  },
  (t) => [
    index('ledger_coach').on(t.coachId, t.id),
    unique('ledger_once').on(t.orderId, t.kind, t.coachId, t.refundId).nullsNotDistinct(),
  ],
);
