import { endpoints as e } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courseEntitlements, courses, vipEntitlements } from '../../db/schema';
import type { Deps } from '../../deps';
import { route } from '../../platform/route';
import { balanceOf } from './ledger.service';
import { confirmOrder, landingProducts, orderCenter, orderStatus } from './orders.service';
import { myCoach, setShareProgress } from './referral.service';

export function commerceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.orderConfirm, async ({ user, body }) =>
    confirmOrder(deps, user, {
      productId: body.product_id,
      fieldId: body.field_id,
      did: body.did,
    }),
  );
  route(app, db, e.orderIndex, async ({ user, query }) => orderStatus(deps, user.id, query.order_no));
  route(app, db, e.orderCenter, async ({ user, query }) => orderCenter(deps, user.id, query.page, query.num));
  route(app, db, e.productLand, async ({ user, query }) => ({
    list: await landingProducts(db, query.field_id ?? user.fieldId, user),
  }));
  route(app, db, e.productClearBuy, async ({ user }) => {
    const [bought, vip] = await Promise.all([
      db
        .select({ course_id: courses.id, field_id: courses.fieldId })
        .from(courseEntitlements)
        .innerJoin(courses, eq(courses.id, courseEntitlements.courseId))
        .where(eq(courseEntitlements.userId, user.id)),
      db.select({ subject: vipEntitlements.subject }).from(vipEntitlements).where(eq(vipEntitlements.userId, user.id)),
    ]);
    return { courses: bought, vip_subjects: vip.map((v) => v.subject) };
  });

  route(app, db, e.userBalance, async ({ user }) => ({ balance: await balanceOf(db, user.id) }));
  route(app, db, e.myCoach, async ({ user }) => myCoach(db, user.id));
  route(app, db, e.shareProgress, async ({ user, body }) => setShareProgress(db, user.id, body.agree));
}
