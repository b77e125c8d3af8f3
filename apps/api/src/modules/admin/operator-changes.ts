import type { OperatorRole } from '@xueche/contract';
import type { Db } from '../../db/client';
import type { Change } from '../../platform/audit-trail';
import { createOperator, resetPassword, resetTotp, setDisabled } from './operators.service';

/**
 * Changes to console accounts with their audit lines, the same whether the console (`by` is
 * `operator:<name>`) or the operator commands (`ops-token`) make them: run each inside `audited()`.
 */

export const operatorTarget = (username: string) => `operator:${username}`;

export async function addOperator(db: Db, input: { username: string; role: OperatorRole }, by: string) {
  const made = await createOperator(db, { ...input, createdBy: by });
  return {
    result: { operator: made.operator, one_time_password: made.password },
    target: operatorTarget(made.operator.username),
    before: null,
    after: made.operator,
  } satisfies Change<unknown>;
}

export const disableAction = (disabled: boolean) => (disabled ? 'operator.disable' : 'operator.enable');

export async function disableOperator(db: Db, id: number, disabled: boolean) {
  const { before, after } = await setDisabled(db, id, disabled);
  return { result: { operator: after }, target: operatorTarget(after.username), before, after };
}

export async function resetOperatorTotp(db: Db, id: number) {
  const { before, after } = await resetTotp(db, id);
  return { result: { operator: after }, target: operatorTarget(after.username), before, after };
}

export async function resetOperatorPassword(db: Db, id: number) {
  const { before, after, password } = await resetPassword(db, id);
  return {
    result: { operator: after, one_time_password: password },
    target: operatorTarget(after.username),
    before,
    after,
  };
}
