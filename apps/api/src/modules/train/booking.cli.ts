/**
 * The operator command for coach-for-hire bookings, run by ops/cli.ts against the running server:
 *   npm run ops -- train:end-session <booking id>     (sandbox only: the paid session ends a minute ago)
 */

type Call = (path: string, init?: RequestInit) => Promise<Response>;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function trainEndSession(call: Call, args: string[]): Promise<void> {
  const [id] = args;
  if (!id || !/^\d+$/.test(id)) fail('Usage: npm run ops -- train:end-session <booking id>');
  const res = await call(`/train/bookings/${id}/end-session`, { method: 'POST' });
  const reply = (await res.json()) as { msg: string; data: { id: number; start: string; end: string } | null };
  if (!res.ok || !reply.data) fail(`Booking ${id}: ${reply.msg}`);
  process.stdout.write(`Booking ${reply.data.id} ended: ${reply.data.start} – ${reply.data.end}\n`);
}
