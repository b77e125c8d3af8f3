import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vipEntitlements } from '../../db/schema';

/**
 * Entitlements an operator grants (a coach's theory-course application approved), beside those an order buys
 * (payment.service.ts). A grant lives in the table the unlock check reads (vip_entitlements, `hasVip`), so it
 * opens exactly what a purchase opens. It has no order: `source` names what granted it, `reason` why; no
 * refund takes it back (a refund removes only its own order's rows).
 */
export interface Grant {
  userId: number;
  /** What granted it, e.g. `theory-application:12`. */
  source: string;
  reason: string;
}

/**
 * VIP of a theory subject (1 or 4). Already bought: the row becomes the grant's (a later refund of that order
 * then leaves it). Returns the row before and after, for the audit line.
 */
export async function grantVip(db: Db, grant: Grant & { subject: number }) {
  const where = and(eq(vipEntitlements.userId, grant.userId), eq(vipEntitlements.subject, grant.subject));
  const [before] = await db.select().from(vipEntitlements).where(where);
  const [after] = await db
    .insert(vipEntitlements)
    .values({ userId: grant.userId, subject: grant.subject, orderId: null, source: grant.source, reason: grant.reason })
    .onConflictDoUpdate({
      target: [vipEntitlements.userId, vipEntitlements.subject],
      set: { orderId: null, source: grant.source, reason: grant.reason },
    })
    .returning();
  const view = (row: typeof vipEntitlements.$inferSelect | undefined) =>
    row ? { kind: 'vip', subject: row.subject, order_id: row.orderId, source: row.source, reason: row.reason } : null;
  return { before: view(before), after: view(after) };
}
