import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products } from '../../db/schema';

/**
 * The kinds of order that count as "has bought" for a first-purchase offer (the new-member price): courses,
 * VIP theory sets and bundles of them, what such an offer sells. Hours with a coach for hire (`train`) do not:
 * they pay for someone's time, not for study material, and a student who hired a coach for an hour has still
 * never bought a course; losing the theory offer over it would come as a surprise. Shuttle seats and on-site
 * practice are not paid through orders at all. A refunded order still counts: it was a first purchase.
 */
export const STUDY_KINDS = ['course', 'vip', 'bundle'] as const;

/** Whether the person ever paid for a course, a VIP set or a bundle. */
export async function hasBoughtStudy(db: Db, userId: number): Promise<boolean> {
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), inArray(products.kind, [...STUDY_KINDS])))
    .limit(1);
  return Boolean(paid);
}
