import { endpoints as e } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PayTransaction } from '../../adapters/wechat-pay';
import { courseEntitlements, courses, vipEntitlements } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { publicOrigin } from '../../platform/origin';
import { route } from '../../platform/route';
import { transferNotified } from '../wallet/transfer-notify';
import { balanceOf } from './ledger.service';
import { confirmOrder, landingProducts, orderCenter, orderStatus } from './orders.service';
import { logPayEvent, markPaid } from './payment.service';
import { myCoach, setShareProgress } from './referral.service';
import { settleRefund } from './refund.service';

export const NOTIFY_PATH = '/pay/notify';

export function commerceRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  route(app, db, e.orderConfirm, async ({ user, body, request }) =>
    confirmOrder(deps, user, {
      productId: body.product_id,
      fieldId: body.field_id,
      did: body.did,
      notifyUrl: `${publicOrigin(deps.config, request)}/api${NOTIFY_PATH}`,
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

  // WeChat Pay's notifications: the signature covers the raw bytes, so this route keeps them.
  app.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    notify.post(NOTIFY_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const verified = deps.pay.verifyNotification(request.headers, raw);
      if (!verified.ok) {
        request.log.warn({ reason: verified.reason }, 'wechat pay notification refused');
        await logPayEvent(db, { outcome: 'refused', detail: verified.reason });
        // Not 2xx: WeChat keeps the notification and retries; a forger learns nothing.
        return reply.code(401).send({ code: 'FAIL', message: '签名校验失败' });
      }
      const { notification } = verified;
      if (notification.event_type.startsWith('REFUND.')) {
        const r = notification.resource as { out_refund_no: string; out_trade_no: string; refund_status: string };
        const status = r.refund_status as 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
        const settled = await settleRefund(deps, r.out_refund_no, status).catch((error: unknown) => {
          if (error instanceof AppError && error.status === 404) return null;
          throw error;
        });
        await logPayEvent(db, {
          eventId: `${notification.id}:${settled?.changed ? 'settled' : 'duplicate'}`,
          eventType: notification.event_type,
          orderNo: r.out_trade_no,
          outcome: settled ? (settled.changed ? 'refund_settled' : 'duplicate') : 'unknown_refund',
          detail: `${r.out_refund_no} ${status}`,
        });
        // An unknown refund number is not ours to retry: accepted, and logged for a person to look at.
        return reply.code(204).send();
      }
      // 商家转账 (withdrawals): MCHTRANSFER.BILL.FINISHED.
      if (notification.event_type.startsWith('MCHTRANSFER.')) {
        const answer = await transferNotified(deps, notification);
        return reply.code(answer.status).send(answer.body);
      }
      if (notification.event_type !== 'TRANSACTION.SUCCESS') {
        await logPayEvent(db, { eventId: notification.id, eventType: notification.event_type, outcome: 'ignored' });
        return reply.code(204).send();
      }
      const tx = notification.resource as PayTransaction;
      const result = await markPaid(deps, tx);
      await logPayEvent(db, {
        eventId: `${notification.id}:${result.outcome}`,
        eventType: notification.event_type,
        orderNo: tx.out_trade_no,
        outcome: result.outcome,
        detail: result.detail,
      });
      if (result.outcome === 'paid' || result.outcome === 'duplicate') return reply.code(204).send();
      request.log.error({ orderNo: tx.out_trade_no, detail: result.detail }, 'wechat pay notification does not match');
      return reply.code(400).send({ code: 'FAIL', message: result.detail });
    });
  });
}
