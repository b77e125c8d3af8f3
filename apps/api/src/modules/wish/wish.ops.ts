import { WishState } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { audit } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { opsBody, opsInput } from '../../platform/ops-input';
import { answerWish, wishesForOps } from './wish.service';

const Answer = z.object({
  state: WishState,
  /** What everyone reads under the wish. */
  answer: z.string().trim().min(1).max(500),
  /** Who answered, for the audit log (the CLI sends the operator's login name). */
  operator: z.string().trim().min(1).max(40).default('ops'),
});
const ListQuery = z.object({
  state: WishState.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
const Id = z.coerce.number().int().positive();

/**
 * Operators' side of the wish wall, inside /api/ops (the operator token is checked there):
 *   GET  /ops/wishes?state=&limit=   wishes, most voted first
 *   POST /ops/wishes/:id/answer      {"state":"open|planned|done|declined","answer":"…","operator":"…"}
 * Answers are audited.
 */
export function wishOpsRoutes(ops: FastifyInstance, { db }: Deps): void {
  ops.get('/wishes', async (request) => {
    const query = opsInput(ListQuery, request.query);
    return ok({ list: await wishesForOps(db, query.state, query.limit) });
  });

  ops.post('/wishes/:id/answer', async (request) => {
    const id = opsInput(Id, (request.params as { id: string }).id);
    const { operator, ...input } = opsBody(Answer, request.body);
    const actor = `ops-token:${operator}`;
    const row = await answerWish(db, { id, ...input }).catch(async (error: unknown) => {
      await audit(db, actor, 'wish.answer', { id, ...input, error: (error as Error).message });
      throw error;
    });
    await audit(db, actor, 'wish.answer', { id, ...input, votes: row.votes });
    return ok(row);
  });
}
