import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { ownedBy } from './refs';

// ── The quick-reference atlas (issue 32): a student's practice per entry ──

/**
 * How a student has done on one atlas entry in atlas practice ("what is this sign?"): answers, right answers,
 * and whether the last was right. The entries themselves are code (`@xueche/atlas`), so the key is checked by
 * the service, not by a foreign key.
 */
export const atlasProgress = pgTable(
  'atlas_progress',
  {
    userId: ownedBy(),
    entryKey: text('entry_key').notNull(),
    answers: integer('answers').notNull().default(0),
    rights: integer('rights').notNull().default(0),
    lastRight: boolean('last_right').notNull(),
    updatedAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.entryKey] })],
);
