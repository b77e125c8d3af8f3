import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, sort, updatedAt } from './columns';
import { examRoutes } from './content';
import { examFields, users } from './core';
import { fieldRef, ownedBy } from './refs';
import type { HdDoc, PanoramaDoc, PracticeSlot, YardDoc } from './site-docs';

// ── The exam site in 3D and VR (issue 13): each field's yard and panoramas, interactive videos, on-site
//    practice applications and the route a coach picks for a student. The subject-three routes themselves
//    are the lessons area's exam_routes (their voice prompts and video are columns there). ──

/**
 * A field's subject-two site, as an operator imported it (site-docs.ts checks it on the way in): the yard
 * with its five items, the panoramas of its stations (the first is where a tour starts) and, when the
 * field has its own, its practice slots (null: the `site.practice_slots` setting). No row: no 3D yard yet.
 */
export const siteFields = pgTable('site_fields', {
  fieldId: integer('field_id')
    .primaryKey()
    .references(() => examFields.id, { onDelete: 'cascade' }),
  yard: jsonb('yard').$type<YardDoc>().notNull(),
  panoramas: jsonb('panoramas').$type<PanoramaDoc[]>().notNull(),
  practiceSlots: jsonb('practice_slots').$type<PracticeSlot[]>(),
  updatedAt,
});

/**
 * An interactive video: its clips and the choices branching between them (`graph`, an HdDoc). A field's
 * own (field_id) or a general one for every field (field_id null); `key` is unique within either, so an
 * import updates a video in place and its id (the '/hudong/hvideo/{id}' link) stays.
 */
export const siteHdVideos = pgTable(
  'site_hd_videos',
  {
    id,
    fieldId: integer('field_id').references(() => examFields.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    graph: jsonb('graph').$type<HdDoc>().notNull(),
    sort,
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('site_hd_videos_field_key').on(t.fieldId, t.key).where(sql`field_id is not null`),
    uniqueIndex('site_hd_videos_general_key').on(t.key).where(sql`field_id is null`),
  ],
);

/**
 * A student's application to practise at a field on a day and slot: pending until an operator approves or
 * rejects it (with a reply, texted to `phone`). A pending or approved application holds its place in the
 * slot; one live application per person and day (a partial unique index backs the rule).
 */
export const sitePracticeApplications = pgTable(
  'site_practice_applications',
  {
    id,
    userId: ownedBy(),
    fieldId: fieldRef(),
    /** The China day, YYYY-MM-DD. */
    date: date('date', { mode: 'string' }).notNull(),
    /** "08:00-10:00", one of the field's slots when applied for. */
    slot: text('slot').notNull(),
    phone: text('phone').notNull(),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** The operator's word on the decision ('' before). */
    reply: text('reply').notNull().default(''),
    decidedAt: instant('decided_at'),
    decidedBy: text('decided_by'),
    createdAt,
  },
  (t) => [
    uniqueIndex('site_practice_live').on(t.userId, t.date).where(sql`status in ('pending', 'approved')`),
    index('site_practice_slot').on(t.fieldId, t.date, t.slot),
    index('site_practice_user').on(t.userId, t.createdAt),
    index('site_practice_status').on(t.status, t.createdAt),
  ],
);

/** The subject-three route a student's coach picked for them ('/jlroute'); a new pick replaces it. */
export const siteRoutePicks = pgTable('site_route_picks', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  coachId: ownedBy('coach_id'),
  routeId: integer('route_id')
    .notNull()
    .references(() => examRoutes.id, { onDelete: 'cascade' }),
  pickedAt: instant('picked_at').notNull().defaultNow(),
});

/**
 * A student's drive through one yard item: the input log as sent, and the verdict the server's replay of it
 * gave (site/yard-run.service.ts, docs/yard-driving.md).
 */
export const siteYardRuns = pgTable(
  'site_yard_runs',
  {
    id,
    userId: ownedBy(),
    fieldId: fieldRef(),
    item: text('item').notNull(),
    passed: boolean('passed').notNull(),
    score: integer('score').notNull(),
    faults: jsonb('faults').$type<{ rule: string; detail: string; t: number; points: number }[]>().notNull(),
    events: jsonb('events').$type<unknown[]>().notNull(),
    ticks: integer('ticks').notNull(),
    createdAt,
  },
  (t) => [index('site_yard_runs_user').on(t.userId, t.fieldId, t.item)],
);
