import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet, adminPost } from '../../endpoint';
import { num, page } from '../../exam-schemas';
import { id } from '../../schemas';
import { WishReportReason, WishState } from '../../wish-schemas';

/**
 * The wish wall in the console (content, admin): wishes with what people reported about them, hidden or shown
 * again. A hidden wish leaves the wall for everyone but its author (docs/wish-wall.md).
 */

const CONTENT = ['content', 'admin'] as const;
const int = z.number().int();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const AdminWishReport = z.object({
  reason: WishReportReason,
  note: z.string(),
  nickname: z.string(),
  at: z.string(),
});

export const AdminWish = z.object({
  id: int,
  content: z.string(),
  state: WishState,
  votes: int,
  author: z.object({ user_id: int, uid: z.string(), nickname: z.string() }),
  created_at: z.string(),
  /** How many people reported it, and the latest ten reports. */
  report_count: int,
  reports: z.array(AdminWishReport),
  hidden: z.object({ reason: z.string(), by: z.string(), at: z.string() }).nullable(),
});

/**
 * `reported`: wishes with a report, shown ones first, then by reports (most first); `hidden`: hidden ones,
 * latest hidden first; `all`: newest first. `q` finds words of the wish or the author's nickname or number.
 */
export const adminWishes = adminGet('/admin/wishes', {
  operator: CONTENT,
  query: z.object({
    filter: z.enum(['reported', 'hidden', 'all']).default('reported'),
    q: optional(z.string().trim().max(64)),
    page,
    num,
  }),
  response: paged(AdminWish),
});

/** Hides a wish (a reason required, kept in the log and shown to its author) or shows it again. */
export const adminWishHide = adminPost('/admin/wishes/hide', {
  operator: CONTENT,
  body: z.object({ id, hidden: z.boolean(), reason: z.string().trim().max(100).default('') }),
  response: AdminWish,
});
