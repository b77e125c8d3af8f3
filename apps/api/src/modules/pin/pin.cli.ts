/**
 * The operator commands for car owners, run by ops/cli.ts against the running server:
 *   npm run ops -- pin:pending
 *   npm run ops -- pin:review <user_id> approve|reject "<reason>"
 */

import { opsEndpoints as o } from '@xueche/contract';
import { chinaDateTime } from '@xueche/time';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function pinPending(ops: OpsClient): Promise<void> {
  const reply = await ops.send(o.opsPinOwners, { query: { status: 'pending' } });
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  const { list, links_expire_at } = reply.data;
  if (!list.length) {
    process.stdout.write('No car owners are waiting for review.\n');
    return;
  }
  const lines = [`${list.length} car owner${list.length === 1 ? '' : 's'} waiting for review:`];
  for (const o of list) {
    const car = o.car ? `  ${o.car.plate} ${o.car.colour}${o.car.model}` : '';
    const when = o.submitted_at ? `  submitted ${chinaDateTime(o.submitted_at)} (UTC+8)` : '';
    lines.push(
      '',
      `user ${o.user_id}  ${o.uid} (${o.nickname})  ${o.name}  ${o.phone}${car}${when}`,
      `    licence          ${o.files.licence ?? '-'}`,
      `    vehicle_licence  ${o.files.vehicle_licence ?? '-'}`,
      `    plate            ${o.files.plate ?? '-'}`,
    );
  }
  lines.push(
    '',
    `The photo links open in a browser until ${chinaDateTime(links_expire_at)} (UTC+8); list again for new ones.`,
    'Review with: npm run ops -- pin:review <user_id> approve|reject "<reason>"',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function pinReview(ops: OpsClient, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- pin:review <user_id> approve|reject "<reason>" (a rejection needs a reason)';
  const [userId, decision, ...rest] = args;
  const reason = rest.join(' ').trim();
  if (!userId || !/^\d+$/.test(userId)) fail(usage);
  if (decision !== 'approve' && decision !== 'reject') fail(usage);
  if (decision === 'reject' && !reason) fail(`A rejection needs a reason the owner will read.\n${usage}`);
  const reply = await ops.send(o.opsPinOwnerReview, { params: { user_id: userId }, body: { decision, reason } });
  if (!reply.ok) fail(`The review was refused (${reply.status}): ${reply.msg}`);
  const r = reply.data;
  process.stdout.write(
    r.status === 'approved'
      ? `Car owner ${r.name} (user ${r.user_id}, ${r.uid}) approved: they can publish trips now.\n`
      : `Car owner ${r.name} (user ${r.user_id}, ${r.uid}) rejected: they will see "${reason}" and can upload again.\n`,
  );
}
