import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsInput } from '../../platform/ops-input';
import { endSessionNow } from './bookings.service';

const Id = z.coerce.number().int().positive();

/**
 * Coach-for-hire bookings for operators, inside /api/ops (the operator token is checked there):
 *   POST /ops/train/bookings/:id/end-session   sandbox only: the paid session's hours end a minute ago
 * Audited, as every operator action.
 */
export function trainBookingOpsRoutes(ops: FastifyInstance, deps: Deps, actor = 'ops-token'): void {
  ops.post('/train/bookings/:id/end-session', async (request) => {
    const id = opsInput(Id, (request.params as { id: string }).id);
    const moved = await endSessionNow(deps, id).catch(async (error: unknown) => {
      await audit(deps.db, actor, 'train.booking.end_session', { id, error: (error as Error).message });
      throw error;
    });
    const detail = { id, start: moved.startAt.toISOString(), end: moved.endAt.toISOString() };
    await audit(deps.db, actor, 'train.booking.end_session', detail);
    return ok(detail);
  });
}
