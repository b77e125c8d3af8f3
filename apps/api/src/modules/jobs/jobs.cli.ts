/**
 * The operator commands for the job queue, run by ops/cli.ts against the running server:
 *   npm run ops -- jobs               each queue's jobs by state, and the latest failures
 *   npm run ops -- jobs:run <queue>   run a sweep now
 */

type Call = (path: string, init?: RequestInit) => Promise<Response>;

interface Envelope<T> {
  msg: string;
  data: T;
}

interface Overview {
  queues: { name: string; schedule: string | null; [state: string]: string | number | null }[];
  failed: { id: string; queue: string; data: unknown; error: string; attempts: number; failed_at: string }[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const STATES = ['created', 'retry', 'active', 'completed', 'failed'];

export async function jobsStatus(call: Call): Promise<void> {
  const res = await call('/jobs');
  const reply = (await res.json()) as Envelope<Overview>;
  if (!res.ok) fail(`The server refused (${res.status}): ${reply.msg}`);
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

export async function jobsRun(call: Call, args: string[]): Promise<void> {
  const [queue] = args;
  if (!queue) fail('Usage: npm run ops -- jobs:run <queue> (a sweep: see npm run ops -- jobs)');
  const res = await call(`/jobs/${encodeURIComponent(queue)}`, { method: 'POST' });
  const reply = (await res.json()) as Envelope<{ id: string | null }>;
  if (!res.ok) fail(`The server refused (${res.status}): ${reply.msg}`);
  process.stdout.write(
    reply.data.id
      ? `Queued ${queue}: job ${reply.data.id}.\n`
      : `${queue} is already waiting to run; nothing more was queued.\n`,
  );
}
