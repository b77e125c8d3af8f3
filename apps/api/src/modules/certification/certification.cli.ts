/**
 * The operator commands for coach certification, run by ops/cli.ts against the running server:
 *   npm run ops -- coach:pending
 *   npm run ops -- coach:review <id> approve|reject "<reason>"
 */

import { chinaDateTime } from '@xueche/time';

type Call = (path: string, init?: RequestInit) => Promise<Response>;

interface Envelope<T> {
  msg: string;
  data: T;
}

interface Pending {
  id: number;
  coach_id: number;
  uid: string;
  nickname: string;
  real_name: string;
  phone: string;
  school: string;
  submitted_at: string;
  files: { id_front: string; id_back: string; licence: string };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function coachPending(call: Call): Promise<void> {
  const res = await call('/coach/certifications');
  const reply = (await res.json()) as Envelope<{ list: Pending[]; links_expire_at: string }>;
  if (!res.ok) fail(`The server refused (${res.status}): ${reply.msg}`);
  const { list, links_expire_at } = reply.data;
  if (!list.length) {
    process.stdout.write('No certifications are waiting for review.\n');
    return;
  }
  const lines = [`${list.length} certification${list.length === 1 ? '' : 's'} waiting for review:`];
  for (const c of list) {
    lines.push(
      '',
      `#${c.id}  coach ${c.uid} (${c.nickname})  ${c.real_name}  ${c.phone}${c.school ? `  ${c.school}` : ''}  submitted ${chinaDateTime(c.submitted_at)} (UTC+8)`,
      `    id_front  ${c.files.id_front}`,
      `    id_back   ${c.files.id_back}`,
      `    licence   ${c.files.licence}`,
    );
  }
  lines.push(
    '',
    `The photo links open in a browser until ${chinaDateTime(links_expire_at)} (UTC+8); list again for new ones.`,
    'Review with: npm run ops -- coach:review <id> approve|reject "<reason>"',
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function coachReview(call: Call, args: string[]): Promise<void> {
  const usage = 'Usage: npm run ops -- coach:review <id> approve|reject "<reason>" (a rejection needs a reason)';
  const [id, decision, ...rest] = args;
  const reason = rest.join(' ').trim();
  if (!id || !/^\d+$/.test(id)) fail(usage);
  if (decision !== 'approve' && decision !== 'reject') fail(usage);
  if (decision === 'reject' && !reason) fail(`A rejection needs a reason the coach will read.\n${usage}`);
  const res = await call(`/coach/certifications/${id}/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision, reason }),
  });
  const reply = (await res.json()) as Envelope<{ id: number; uid: string; real_name: string; status: string }>;
  if (!res.ok) fail(`The review was refused (${res.status}): ${reply.msg}`);
  const r = reply.data;
  process.stdout.write(
    r.status === 'approved'
      ? `Certification #${r.id} approved: ${r.real_name} (coach ${r.uid}) is now a certified coach.\n`
      : `Certification #${r.id} rejected: ${r.real_name} (coach ${r.uid}) will see "${reason}" and can upload again.\n`,
  );
}
