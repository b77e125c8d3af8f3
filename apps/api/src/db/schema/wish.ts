import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { ownedBy } from './refs';

// ── The wish wall ('/wish'): what people want from the product, their votes, operators' answers ──

export const wishes = pgTable(
  'wishes',
  {
    id,
    userId: ownedBy(),
    content: text('content').notNull(),
    /** open → planned → done, or declined; set by operators with their answer. */
    state: text('state').notNull().default('open'),
    /** Votes, moved in the same transaction as the row in wish_votes that causes it. */
    votes: integer('votes').notNull().default(0),
    /** The operators' latest answer, shown under the wish. */
    answer: text('answer'),
    answeredAt: instant('answered_at'),
    /**
     * Hidden by an operator (the console): gone from the wall for everyone but its author, who sees it marked
     * as hidden, so nobody is left wondering where their words went. Votes and reports are kept.
     */
    hiddenAt: instant('hidden_at'),
    hiddenBy: text('hidden_by'),
    hiddenReason: text('hidden_reason').notNull().default(''),
    createdAt,
  },
  (t) => [
    index('wishes_new').on(t.createdAt, t.id),
    index('wishes_hot').on(t.votes, t.id),
    index('wishes_user').on(t.userId, t.createdAt),
  ],
);

/** One vote per person and wish (the primary key): a repeated or racing vote counts once. */
export const wishVotes = pgTable(
  'wish_votes',
  {
    wishId: integer('wish_id')
      .notNull()
      .references(() => wishes.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.wishId, t.userId] })],
);

/**
 * A person's report of a wish for the operators to look at: one per person and wish (the primary key), with
 * a reason and an optional note. Reports never hide a wish by themselves; an operator does, in the console.
 */
export const wishReports = pgTable(
  'wish_reports',
  {
    wishId: integer('wish_id')
      .notNull()
      .references(() => wishes.id, { onDelete: 'cascade' }),
    userId: ownedBy(),
    /** The contract's WishReportReason: spam | abuse | junk | other */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.wishId, t.userId] })],
);
