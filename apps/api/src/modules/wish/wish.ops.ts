import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { opsRoute } from '../../platform/ops-route';
import { answerWish, wishesForOps } from './wish.service';

/**
 * Operators' side of the wish wall, inside /api/ops (wish:list, wish:answer): wishes, most voted first, and
 * an answer everyone reads under the wish, audited under the name the command line sends.
 */
export function wishOpsRoutes(ops: FastifyInstance, { db }: Deps): void {
  opsRoute(ops, db, o.opsWishes, async ({ query }) => ({ list: await wishesForOps(db, query.state, query.limit) }));

  opsRoute(ops, db, o.opsWishAnswer, async ({ params, body, actAs, audited }) => {
    const { operator, ...input } = body;
    actAs(operator);
    return audited(
      'wish.answer',
      async (tx) => {
        const row = await answerWish(tx, { id: params.id, ...input });
        return { result: row, target: `wish:${params.id}`, after: input, detail: { ...input, votes: row.votes } };
      },
      `wish:${params.id}`,
    );
  });
}
