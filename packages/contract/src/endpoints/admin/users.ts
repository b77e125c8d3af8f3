import { z } from 'zod';
import { paged } from '../../content-schemas';
import { adminGet, adminPost } from '../../endpoint';
import { num, page } from '../../exam-schemas';
import { id } from '../../schemas';
import { OrderListItem } from './finance';

/**
 * The console's users (admin only: a person's phone, orders and bindings are more than any review needs, and a
 * review item already carries the name and phone it is about).
 */

const int = z.number().int();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const UserListItem = z.object({
  id: int,
  /** The public user number. */
  uid: z.string(),
  /** The hash id that goes into the links they share. */
  did: z.string(),
  nickname: z.string(),
  phone: z.string().nullable(),
  /** 1 student, 2 coach. */
  user_type: int,
  disabled: z.boolean(),
  created_at: z.string(),
});

/** Newest first; `q` is a nickname (part of it), a phone (part of it), a did or a user number. */
export const adminUsers = adminGet('/admin/users', {
  operator: ['admin'],
  query: z.object({ page, num, q: optional(z.string().trim().max(64)) }),
  response: paged(UserListItem),
});

const Bound = z.object({ id: int, uid: z.string(), nickname: z.string(), bound_via: z.string(), since: z.string() });

export const UserDetail = UserListItem.extend({
  head_portrait: z.string(),
  field: z.object({ id: int, name: z.string() }).nullable(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string(),
  /** The coach this person is bound to (their referrer), if any. */
  coach: Bound.nullable(),
  /** The people bound to this person (a coach's students and recruited coaches): how many, and the newest. */
  bound: z.object({ total: int, latest: z.array(Bound.extend({ user_type: int })) }),
  orders: z.array(OrderListItem),
});

export const adminUser = adminGet('/admin/users/detail', {
  operator: ['admin'],
  query: z.object({ id }),
  response: UserDetail,
});

/**
 * Disable (their sessions end at once, in every API process, and they cannot sign in again) or enable an
 * account, with the reason.
 */
export const adminUserDisable = adminPost('/admin/users/disable', {
  operator: ['admin'],
  body: z.object({ id, disabled: z.boolean(), reason: z.string().trim().min(1).max(200) }),
  response: UserDetail.pick({
    id: true,
    uid: true,
    nickname: true,
    disabled: true,
    disabled_at: true,
    disabled_reason: true,
  }),
});
