import { integer } from 'drizzle-orm/pg-core';
import { examFields, users } from './core';

// References to the people and exam fields most rows hang from. A file of its own: core.ts uses columns.ts,
// so these could not live there without a cycle.

/** A person the row belongs to: it goes when their account does. */
export const ownedBy = (name = 'user_id') =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A person the row names and outlives (money, reviews): their account cannot be deleted under it. */
export const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id);

/** The exam field the row is about. */
export const fieldRef = () =>
  integer('field_id')
    .notNull()
    .references(() => examFields.id);
