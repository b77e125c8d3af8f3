/**
 * The operator commands for coach-for-hire checks, run by ops/cli.ts against the running server:
 *   npm run ops -- train:pending
 *   npm run ops -- train:review <check id> approve|reject "<reason>"
 */

import { chinaDateTime } from '@xueche/time';

type Call = (path: string, init?: RequestInit) => Promise<Response>;

interface Envelope<T> {
  msg: string;
  data: T;
}

interface Check {
  id: number;
  kind: 'identity' | 'plate' | 'licence';
  user_id: number;
  uid: string;
  nickname: string;
  member_id: string;
  plate: string | null;
  submitted_at: string;
  files: Record<string, string>;
}

interface Reviewed {
  id: number;
  kind: string;
  user_id: number;
  uid: string;
  nickname: string;
  status: 'approved' | 'rejected';
  listed: boolean;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** What each check's photos should show. */
const WHAT: Record<Check['kind'], string> = {
  identity: 'ID card, both sides',
  plate: 'vehicle licence and the car with its plate',
  licence: 'driving licence',
};

/**
 * One line per pending check, its id first (`#12 identity 王教练 …`), then its photo links indented on
 * lines of their own, so a script can pick the ids of one coach's checks by their nickname.
 */
export async function trainPending(call: Call): Promise<void> {
  const res = await call('/train/checks?status=pending');
  const reply = (await res.json()) as Envelope<{ list: Check[]; links_expire_at: string }>;
  if (!res.ok) fail(`The server refused (${res.status}): ${reply.msg}`);
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

export async function trainReview(call: Call, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- train:review <check id> approve|reject "<reason>" (a rejection needs a reason)';
  const [id, decision, ...rest] = args;
  const reason = rest.join(' ').trim();
  if (!id || !/^#?\d+$/.test(id)) fail(usage);
  if (decision !== 'approve' && decision !== 'reject') fail(usage);
  if (decision === 'reject' && !reason) fail(`A rejection needs a reason the coach will read.\n${usage}`);
  const res = await call(`/train/checks/${id.replace('#', '')}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision, reason }),
  });
  const reply = (await res.json()) as Envelope<Reviewed>;
  if (!res.ok) fail(`The review was refused (${res.status}): ${reply.msg}`);
  const r = reply.data;
  const who = `${r.nickname} (user ${r.user_id}, ${r.uid})`;
  process.stdout.write(
    r.status === 'approved'
      ? `Check #${r.id} (${r.kind}) of ${who} approved${r.listed ? ': the coach is listed now' : ''}.\n`
      : `Check #${r.id} (${r.kind}) of ${who} rejected: they will see "${reason}" and can upload again.\n`,
  );
}
