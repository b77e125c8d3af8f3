import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { LightSet } from '../../modules/light/light-set';
import { createdAt } from './columns';
import { examFields, users } from './core';

// ── Night-lighting practice (issue 12): each field's instruction set, and students' attempts ──

/** A field's instruction set; a field without one is given the standard set. */
export const lightSets = pgTable('light_sets', {
  fieldId: integer('field_id')
    .primaryKey()
    .references(() => examFields.id, { onDelete: 'cascade' }),
  set: jsonb('set').$type<LightSet>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One instruction of an attempt: as the set worded it then, what was done, and the verdict. */
export interface LightAttemptItem {
  key: string;
  text: string;
  expect: string;
  actions: unknown[];
  passed: boolean;
  fault: string | null;
  reactionMs: number | null;
}

/** One judged attempt: the log as sent and the server's verdict on each instruction. */
export const lightAttempts = pgTable(
  'light_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => examFields.id),
    /** exam | exercise */
    mode: text('mode').notNull(),
    passed: boolean('passed').notNull(),
    items: jsonb('items').$type<LightAttemptItem[]>().notNull(),
    createdAt,
  },
  (t) => [index('light_attempts_user').on(t.userId, t.createdAt)],
);
