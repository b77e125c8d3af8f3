import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

// Columns that mean the same thing in every table they stand in, declared once. Each is a builder drizzle
// builds anew per table; none may be changed in place ($type, further defaults) where it is used.

/** A moment in time: every one the schema keeps carries its zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** The row's own number. */
export const id = serial('id').primaryKey();

export const createdAt = instant('created_at').notNull().defaultNow();

export const updatedAt = instant('updated_at').notNull().defaultNow();

/** Where an operator placed the row in its list, lowest first. */
export const sort = integer('sort').notNull().default(0);
