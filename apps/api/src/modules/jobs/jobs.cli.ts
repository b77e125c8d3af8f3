/**
 * The operator commands for the job queue, run by ops/cli.ts against the running server:
 *   npm run ops -- jobs               each queue's jobs by state, and the latest failures
 *   npm run ops -- jobs:run <queue>   run a sweep now
 */

import { opsEndpoints as o } from '@xueche/contract';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const STATES = ['created', 'retry', 'active', 'completed', 'failed'] as const;

export async function jobsStatus(ops: OpsClient): Promise<void> {
  const reply = await ops.send(o.opsJobs);
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  const lines = ['Queues (jobs by state; completed and failed ones are kept 12 hours):', ''];
  for (const q of reply.data.queues) {
    const counts = STATES.map((s) => `${s} ${q[s]}`).join(', ');
    lines.push(`${q.name}${q.schedule ? ` (cron ${q.schedule} UTC)` : ''}: ${counts}`);
  }
  const { failed } = reply.data;
  lines.push('', failed.length ? `Latest failures (${failed.length}):` : 'No failed jobs.');
  for (const f of failed) {
    lines.push(`${f.failed_at}  ${f.queue}  ${f.id}  after ${f.attempts} attempt(s): ${f.error}`);
    if (f.data) lines.push(`    ${JSON.stringify(f.data)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function jobsRun(ops: OpsClient, args: string[]): Promise<void> {
  const [queue] = args;
  if (!queue) fail('Usage: npm run ops -- jobs:run <queue> (a sweep: see npm run ops -- jobs)');
  const reply = await ops.send(o.opsJobRun, { params: { queue } });
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
  process.stdout.write(
    reply.data.id
      ? `Queued ${queue}: job ${reply.data.id}.\n`
      : `${queue} is already waiting to run; nothing more was queued.\n`,
  );
}
