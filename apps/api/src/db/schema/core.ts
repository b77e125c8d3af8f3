import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sort, updatedAt } from './columns';

/** Places, people, sessions, notices and settings. */

export const cities = pgTable('cities', {
  id,
  title: text('title').notNull(),
  province: text('province').notNull(),
  /** The national division code (GB/T 2260), e.g. 110000. */
  adcode: text('adcode').notNull().unique(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
  sort,
});

export const examFields = pgTable(
  'exam_fields',
  {
    id,
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
    sort,
    /** Retired by an operator: students bound to it keep it, new ones cannot pick it (null: open). */
    retiredAt: instant('retired_at'),
  },
  (t) => [uniqueIndex('exam_fields_city_name').on(t.cityId, t.name)],
);

export const users = pgTable(
  'users',
  {
    id,
    /** The public user number shown to people. */
    uid: text('uid').notNull().unique(),
    openid: text('openid').notNull().unique(),
    unionid: text('unionid'),
    /** This user's own hash id ("did"): goes into the links they share. */
    hashId: text('hash_id').notNull().unique(),
    nickname: text('nickname').notNull(),
    headPortrait: text('head_portrait').notNull().default(''),
    userType: smallint('user_type').notNull().default(1),
    /** A bound mobile number (checked by SMS code): one account per number. */
    phone: text('phone').unique(),
    fieldId: integer('field_id').references(() => examFields.id),
    isGzh: smallint('is_gzh').notNull().default(0),
    lang: text('lang').notNull().default('zh'),
    /** The hash id of the link the user first arrived with. */
    arrivedWith: text('arrived_with'),
    /** Set by an operator: the account's sessions end and it cannot sign in until enabled again. */
    disabledAt: instant('disabled_at'),
    disabledReason: text('disabled_reason').notNull().default(''),
    createdAt,
    updatedAt,
  },
  (t) => [
    // A coach's counts tell students from recruited coaches here, without reading thousands of user rows.
    index('users_type').on(t.id, t.userType),
    // The console's dashboard: new users a day over the last 30 days.
    index('users_created').on(t.createdAt),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    /** sha256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('access_tokens_user').on(t.userId)],
);

export const appNotices = pgTable('app_notices', {
  id,
  /** Stable key for the demo seed and imports. */
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  /** A notice for one person only (the outcome of their error report); null: everyone's. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  startsAt: instant('starts_at').notNull().defaultNow(),
  endsAt: instant('ends_at'),
  createdAt,
});

/** Switches and small settings operators change without a deploy. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: instant('updated_at').notNull().default(sql`now()`),
});
