/**
 * The operator commands for withdrawals, run by ops/cli.ts against the running server:
 *   npm run ops -- withdrawal:pending
 *   npm run ops -- withdrawal:review <id> approve|reject "<reason>" [--operator <name>]
 */

import { userInfo } from 'node:os';
import { opsEndpoints as o } from '@xueche/contract';
import { chinaDateTime } from '@xueche/time';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export async function withdrawalPending(ops: OpsClient): Promise<void> {
  const reply = await ops.send(o.opsWithdrawals);
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  const { list } = reply.data;
  if (!list.length) {
    process.stdout.write('No withdrawals are waiting for review.\n');
    return;
  }
  const lines = [`${list.length} withdrawal${list.length === 1 ? '' : 's'} waiting for review:`, ''];
  for (const w of list) {
    lines.push(
      `#${w.id}  ${money(w.amount)}  coach ${w.coach_id} ${w.name}${w.phone ? `  ${w.phone}` : ''}  asked ${chinaDateTime(w.created_at)} (UTC+8)  balance left ${money(w.balance_after)}`,
    );
  }
  lines.push('', 'Review with: npm run ops -- withdrawal:review <id> approve|reject "<reason>"');
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function withdrawalReview(ops: OpsClient, args: string[]): Promise<void> {
  const usage =
    'Usage: npm run ops -- withdrawal:review <id> approve|reject "<reason>" [--operator <name>] (a rejection needs a reason)';
  const at = args.indexOf('--operator');
  const operator = at >= 0 ? args[at + 1] : undefined;
  const positional = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  const [id, decision, ...rest] = positional;
  const reason = rest.join(' ').trim();
  if (!id || !/^\d+$/.test(id) || (decision !== 'approve' && decision !== 'reject')) fail(usage);
  if (decision === 'reject' && !reason) fail(usage);
  const reply = await ops.send(o.opsWithdrawalReview, {
    body: { id: Number(id), decision, reason, operator: operator ?? userInfo().username },
  });
  if (!reply.ok) fail(`The review was refused (${reply.status}): ${reply.msg}`);
  const w = reply.data.withdrawal;
  const outcome: Record<string, string> = {
    wait_user_confirm: 'approved; WeChat Pay is waiting for the coach to accept the transfer',
    transferring: 'approved; the transfer is on its way (it will be retried if WeChat Pay did not answer)',
    success: 'approved and paid',
    failed: `not paid (${w.fail_reason}); the money is back in the coach's balance`,
    cancelled: "cancelled; the money is back in the coach's balance",
  };
  process.stdout.write(`Withdrawal #${w.id} ${money(w.amount)}: ${outcome[w.status] ?? w.status}.\n`);
}
