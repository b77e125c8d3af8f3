import { opsEndpoints as o } from '@xueche/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import { OPS_ACTOR, opsRoute } from '../../platform/ops-route';
import {
  addOperator,
  disableAction,
  disableOperator,
  operatorTarget,
  resetOperatorPassword,
  resetOperatorTotp,
} from './operator-changes';
import { listOperators, operatorByName } from './operators.service';

/**
 * Console accounts through the operator token, inside /api/ops, for the command line and automation — how
 * the first account is made (`npm run ops -- operator:add <name> <role>`). Accounts are named by username;
 * every change is the console's own (operator-changes.ts), audited before and after.
 */
export function operatorsOpsRoutes(ops: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const idOf = async (username: string) => {
    const row = await operatorByName(db, username);
    if (!row) throw notFound('operator_not_found');
    return row.id;
  };

  opsRoute(ops, db, o.opsOperators, async () => ({ list: await listOperators(db) }));

  opsRoute(ops, db, o.opsOperatorAdd, async ({ body, audited }) =>
    audited('operator.add', (tx) => addOperator(tx, body, OPS_ACTOR), operatorTarget(body.username)),
  );

  opsRoute(ops, db, o.opsOperatorResetTotp, async ({ params, audited }) => {
    const id = await idOf(params.username);
    return audited('operator.reset-totp', (tx) => resetOperatorTotp(tx, id), operatorTarget(params.username));
  });

  opsRoute(ops, db, o.opsOperatorResetPassword, async ({ params, audited }) => {
    const id = await idOf(params.username);
    return audited('operator.reset-password', (tx) => resetOperatorPassword(tx, id), operatorTarget(params.username));
  });

  opsRoute(ops, db, o.opsOperatorDisable, async ({ params, body, audited }) => {
    const id = await idOf(params.username);
    return audited(
      disableAction(body.disabled),
      (tx) => disableOperator(tx, id, body.disabled),
      operatorTarget(params.username),
    );
  });
}
