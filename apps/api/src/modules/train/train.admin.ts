import { adminEndpoints as e } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { adminRoute } from '../../platform/admin-route';
import { publicOrigin } from '../../platform/origin';
import { bookingForConsole, bookingsForConsole, operatorCancelBooking } from './booking-console.service';
import { CHECK_REVIEW, checkTarget, decideCheck } from './check-decision';
import { checksForReview } from './checks.service';

/** A check's review state and whether its coach shows to students, for the audit line's `before`. */
/**
 * Coach-for-hire in the console: the review of the checks (reviewer, admin) — the same rules as
 * `train:pending` and `train:review` (train.ops.ts); listing is noted in the log, the photos are identity
 * documents — and every booking, which an operator may cancel with a full refund or none (finance, admin).
 */
export function trainAdminRoutes(api: FastifyInstance, deps: Deps): void {
  const { db, config, storage } = deps;

  adminRoute(api, db, e.adminTrainChecks, async ({ query, request, note }) => {
    const checks = await checksForReview(db, storage, publicOrigin(config, request), query.status);
    await note('train.check.list', { status: query.status, checks: checks.list.map((c) => c.id) });
    return checks;
  });

  adminRoute(api, db, e.adminTrainCheckDecide, async ({ body, operator, auditedAfter }) =>
    auditedAfter(CHECK_REVIEW, () => decideCheck(db, body, operator.actor), checkTarget(body.id)),
  );

  adminRoute(api, db, e.adminTrainBookings, async ({ query }) => bookingsForConsole(deps, query));

  // The cancellation asks WeChat Pay (close or refund) and commits on its own: its line follows it.
  adminRoute(api, db, e.adminTrainBookingCancel, async ({ body, auditedAfter }) =>
    auditedAfter(
      'train.booking.cancel',
      async () => {
        const before = await bookingForConsole(db, body.id);
        await operatorCancelBooking(deps, { id: body.id, refund: body.refund });
        const after = await bookingForConsole(db, body.id);
        const money = (b: typeof after) => ({ status: b.status, refunded_fen: b.refunded_fen, order: b.order.status });
        return {
          result: after,
          target: `train-booking:${body.id}`,
          before: money(before),
          after: money(after),
          detail: { reason: body.reason, refund: body.refund, order_no: after.order.order_no },
        };
      },
      `train-booking:${body.id}`,
    ),
  );
}
