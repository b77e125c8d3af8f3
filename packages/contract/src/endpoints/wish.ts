import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, onOff, page } from '../exam-schemas';
import { id } from '../schemas';
import { WISH_MAX_LENGTH, WISH_MIN_LENGTH, Wish, WishReportReason } from '../wish-schemas';

/**
 * '/wish': the wall, newest first or most voted first, or the asker's own (`mine`), with how many wishes the
 * asker may still make today.
 */
export const wishList = get('/v1/wish/list', {
  auth: true,
  query: z.object({ sort: z.enum(['new', 'hot', 'mine']).default('new'), page, num }),
  response: paged(Wish).extend({
    /** Wishes a person may make per China day (setting `wish.daily_limit`). */
    daily_limit: z.number().int(),
    left_today: z.number().int(),
  }),
});

/**
 * Makes a wish: trimmed, 4–200 characters of plain text (HTML tags or entities are a 400 naming `content`), at
 * most `daily_limit` per person per day (429 beyond).
 */
export const wishAdd = post('/v1/wish/add', {
  auth: true,
  body: z.object({ content: z.string().trim().min(WISH_MIN_LENGTH).max(WISH_MAX_LENGTH) }),
  response: z.object({ wish: Wish, left_today: z.number().int() }),
});

/**
 * Votes for a wish (on) or takes the vote back (off): one vote per person, so repeating either, or
 * sending it many times at once, changes the count once. Done and declined wishes take no new votes.
 */
export const wishVote = post('/v1/wish/vote', {
  auth: true,
  body: z.object({ id, on: onOff }),
  response: z.object({ id: z.number().int(), voted: z.boolean(), votes: z.number().int() }),
});

/**
 * Reports someone else's wish to the operators, with a reason (and a note for `other`): once per person and
 * wish (a second report is a 409), never one's own (409). A hidden wish is not found (404) for anyone but its
 * author. Reporting hides nothing by itself; an operator decides in the console.
 */
export const wishReport = post('/v1/wish/report', {
  auth: true,
  body: z.object({ id, reason: WishReportReason, note: z.string().trim().max(100).default('') }),
  response: z.object({ id: z.number().int(), reported: z.literal(true) }),
});
