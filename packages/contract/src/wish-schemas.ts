import { z } from 'zod';

/** The wish wall ('/wish'): shared by its endpoints and the web app. */

/** A wish's length after trimming, in characters. */
export const WISH_MIN_LENGTH = 4;
export const WISH_MAX_LENGTH = 200;

/** open → planned → done, or declined: set by operators when they answer. */
export const WishState = z.enum(['open', 'planned', 'done', 'declined']);
export type WishState = z.infer<typeof WishState>;

/** What a person may say is wrong with someone else's wish (one report per person and wish). */
export const WishReportReason = z.enum(['spam', 'abuse', 'junk', 'other']);
export type WishReportReason = z.infer<typeof WishReportReason>;

export const Wish = z.object({
  id: z.number().int(),
  content: z.string(),
  state: WishState,
  votes: z.number().int(),
  /** The asker has voted for it. */
  voted: z.boolean(),
  /** The asker made it. */
  mine: z.boolean(),
  author: z.object({ nickname: z.string(), head_portrait: z.string() }),
  created_at: z.string(),
  /** The operators' answer, once they have given one. */
  answer: z.object({ text: z.string(), at: z.string() }).nullable(),
  /** The asker has reported it. */
  reported: z.boolean(),
  /**
   * Hidden by an operator: only its author still gets it (everyone else never does), with the reason given.
   * Null while it shows on the wall.
   */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type Wish = z.infer<typeof Wish>;
