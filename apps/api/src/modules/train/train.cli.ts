/**
 * The operator commands for coach-for-hire checks, run by ops/cli.ts against the running server:
 *   npm run ops -- train:pending
 *   npm run ops -- train:review <check id> approve|reject "<reason>"
 */

import { opsEndpoints as o } from '@xueche/contract';
import { chinaDateTime } from '@xueche/time';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What each check's photos should show. */
const WHAT: Record<'identity' | 'plate' | 'licence', string> = {
  identity: 'ID card, both sides',
  plate: 'vehicle licence and the car with its plate',
  licence: 'driving licence',
};

/**
 * One line per pending check, its id first (`#12 identity 王教练 …`), then its photo links indented on
 * lines of their own, so a script can pick the ids of one coach's checks by their nickname.
 */
export async function trainPending(ops: OpsClient): Promise<void> {
  const reply = await ops.send(o.opsTrainChecks, { query: { status: 'pending' } });
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  const { list, links_expire_at } = reply.data;
  if (!list.length) {
    process.stdout.write('No coach-for-hire checks are waiting for review.\n');
    return;
  }
  const lines = [`${list.length} coach-for-hire check${list.length === 1 ? '' : 's'} waiting for review:`];
  for (const c of list) {
    const plate = c.kind === 'plate' ? `  listing plate ${c.plate ?? '(none yet)'}` : '';
    lines.push(
      '',
      `#${c.id} ${c.kind} ${c.nickname}  (user ${c.user_id}, ${c.uid})  ${WHAT[c.kind]}${plate}  submitted ${chinaDateTime(c.submitted_at)} (UTC+8)`,
      ...Object.entries(c.files).map(([part, link]) => `    ${part.padEnd(16)} ${link}`),
    );
  }
  lines.push(
    '',
    `The photo links open in a browser until ${chinaDateTime(links_expire_at)} (UTC+8); list again for new ones.`,
    'Review with: npm run ops -- train:review <check id> approve|reject "<reason>"',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function trainReview(ops: OpsClient, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- train:review <check id> approve|reject "<reason>" (a rejection needs a reason)';
  const [id, decision, ...rest] = args;
  const reason = rest.join(' ').trim();
  if (!id || !/^#?\d+$/.test(id)) fail(usage);
  if (decision !== 'approve' && decision !== 'reject') fail(usage);
  if (decision === 'reject' && !reason) fail(`A rejection needs a reason the coach will read.\n${usage}`);
  const reply = await ops.send(o.opsTrainCheckReview, {
    params: { id: id.replace('#', '') },
    body: { decision, reason },
  });
  if (!reply.ok) fail(`The review was refused (${reply.status}): ${reply.msg}`);
  const r = reply.data;
  const who = `${r.nickname} (user ${r.user_id}, ${r.uid})`;
  process.stdout.write(
    r.status === 'approved'
      ? `Check #${r.id} (${r.kind}) of ${who} approved${r.listed ? ': the coach is listed now' : ''}.\n`
      : `Check #${r.id} (${r.kind}) of ${who} rejected: they will see "${reason}" and can upload again.\n`,
  );
}
