import { OperatorName, OperatorRoleSchema } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { auditLine } from '../../platform/audit';
import { ok } from '../../platform/envelope';
import { AppError } from '../../platform/errors';
import { opsBody, opsInput } from '../../platform/ops-input';
import {
  createOperator,
  listOperators,
  operatorByName,
  resetPassword,
  resetTotp,
  setDisabled,
} from './operators.service';

const Add = z.object({ username: OperatorName, role: OperatorRoleSchema });
const Disable = z.object({ disabled: z.boolean().default(true) });

/**
 * Console accounts through the operator token, inside /api/ops (the token is checked there), for the CLI and
 * automation — how the first account is made (`npm run ops -- operator:add <name> <role>`):
 *   GET  /ops/operators                             every account
 *   POST /ops/operators                             {"username","role"} → the account and a one-time password
 *   POST /ops/operators/:username/reset-totp        the authenticator is set up again at the next sign-in
 *   POST /ops/operators/:username/reset-password    a new one-time password
 *   POST /ops/operators/:username/disable           {"disabled": true|false}
 * Every change is audited with the account before and after; sessions end where the console's own do.
 */
export function operatorsOpsRoutes(ops: FastifyInstance, deps: Deps, actor = 'ops-token'): void {
  const { db } = deps;
  const named = async (request: FastifyRequest) => {
    const username = opsInput(OperatorName, (request.params as { username: string }).username);
    const row = await operatorByName(db, username);
    if (!row) throw new AppError(404, 'operator_not_found');
    return row;
  };
  const line = (action: string, target: string, detail: Record<string, unknown>) =>
    auditLine(db, { actor, operatorId: null, action, target, detail });

  ops.get('/operators', async () => ok({ list: await listOperators(db) }));

  ops.post('/operators', async (request) => {
    const input = opsBody(Add, request.body);
    const made = await createOperator(db, { ...input, createdBy: actor }).catch(async (error: unknown) => {
      await line('operator.add', `operator:${input.username}`, { input, error: (error as Error).message });
      throw error;
    });
    await line('operator.add', `operator:${made.operator.username}`, { before: null, after: made.operator });
    return ok({ operator: made.operator, one_time_password: made.password });
  });

  ops.post('/operators/:username/reset-totp', async (request) => {
    const row = await named(request);
    const { before, after } = await resetTotp(db, row.id);
    await line('operator.reset-totp', `operator:${row.username}`, { before, after });
    return ok({ operator: after });
  });

  ops.post('/operators/:username/reset-password', async (request) => {
    const row = await named(request);
    const { before, after, password } = await resetPassword(db, row.id);
    await line('operator.reset-password', `operator:${row.username}`, { before, after });
    return ok({ operator: after, one_time_password: password });
  });

  ops.post('/operators/:username/disable', async (request) => {
    const row = await named(request);
    const { disabled } = opsBody(Disable, request.body);
    const { before, after } = await setDisabled(db, row.id, disabled);
    await line(disabled ? 'operator.disable' : 'operator.enable', `operator:${row.username}`, { before, after });
    return ok({ operator: after });
  });
}
