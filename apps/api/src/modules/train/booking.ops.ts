import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { endSessionNow } from './bookings.service';

/**
 * Coach-for-hire bookings for operators, inside /api/ops (train:end-session): sandbox only, the paid
 * session's hours end a minute ago. Audited, as every operator action.
 */
export function trainBookingOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  opsRoute(ops, deps.db, o.opsTrainEndSession, async ({ params, auditedAfter }) =>
    auditedAfter('train.booking.end_session', async () => {
      const moved = await endSessionNow(deps, params.id);
      const detail = { id: params.id, start: moved.startAt.toISOString(), end: moved.endAt.toISOString() };
      return { result: detail, target: `train-booking:${params.id}`, detail };
    }),
  );
}
