/**
 * The operator command for coach-for-hire bookings, run by ops/cli.ts against the running server:
 *   npm run ops -- train:end-session <booking id>     (sandbox only: the paid session ends a minute ago)
 */

import { opsEndpoints as o } from '@xueche/contract';
import type { OpsClient } from '../../platform/ops-client';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function trainEndSession(ops: OpsClient, args: string[]): Promise<void> {
  const [id] = args;
  if (!id || !/^\d+$/.test(id)) fail('Usage: npm run ops -- train:end-session <booking id>');
  const reply = await ops.send(o.opsTrainEndSession, { params: { id } });
  if (!reply.ok) fail(`Booking ${id}: ${reply.msg}`);
  process.stdout.write(`Booking ${reply.data.id} ended: ${reply.data.start} – ${reply.data.end}\n`);
}
