/**
 * The operator commands for the wish wall, run by ops/cli.ts against the running server:
 *   npm run ops -- wish:list [open|planned|done|declined]
 *   npm run ops -- wish:answer <id> open|planned|done|declined "<answer>" [--operator <name>]
 */

import { userInfo } from 'node:os';
import { chinaDateTime } from '@xueche/time';

type Call = (path: string, init?: RequestInit) => Promise<Response>;

interface Envelope<T> {
  msg: string;
  data: T;
}

interface OpsWish {
  id: number;
  content: string;
  state: string;
  votes: number;
  answer: string | null;
  uid: string;
  nickname: string;
  created_at: string;
}

const STATES = ['open', 'planned', 'done', 'declined'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function wishList(call: Call, args: string[]): Promise<void> {
  const [state] = args;
  if (state !== undefined && !STATES.includes(state)) fail(`Usage: npm run ops -- wish:list [${STATES.join('|')}]`);
  const res = await call(`/wishes${state ? `?state=${state}` : ''}`);
  const reply = (await res.json()) as Envelope<{ list: OpsWish[] }>;
  if (!res.ok) fail(`The server refused (${res.status}): ${reply.msg}`);
  const { list } = reply.data;
  if (!list.length) {
    process.stdout.write(`No wishes${state ? ` in state ${state}` : ''}.\n`);
    return;
  }
  const lines = [`${list.length} wish${list.length === 1 ? '' : 'es'}, most voted first:`];
  for (const w of list) {
    lines.push(
      '',
      `#${w.id}  ${w.state}  ${w.votes} vote${w.votes === 1 ? '' : 's'}  by ${w.uid} (${w.nickname})  ${chinaDateTime(w.created_at)} (UTC+8)`,
      `    ${w.content.replace(/\s+/g, ' ')}`,
      ...(w.answer ? [`    answer: ${w.answer.replace(/\s+/g, ' ')}`] : []),
    );
  }
  lines.push('', `Answer with: npm run ops -- wish:answer <id> ${STATES.join('|')} "<answer>"`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

export async function wishAnswer(call: Call, args: string[]): Promise<void> {
  const usage = `Usage: npm run ops -- wish:answer <id> ${STATES.join('|')} "<answer>" [--operator <name>]`;
  const at = args.indexOf('--operator');
  const operator = at >= 0 ? args[at + 1] : userInfo().username;
  const positional = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  const [id, state, ...rest] = positional;
  const answer = rest.join(' ').trim();
  if (!id || !/^\d+$/.test(id) || !state || !STATES.includes(state)) fail(usage);
  if (!answer) fail(`An answer is needed: everyone reads it under the wish.\n${usage}`);
  const res = await call(`/wishes/${id}/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state, answer, operator }),
  });
  const reply = (await res.json()) as Envelope<{ id: number; state: string; votes: number; content: string }>;
  if (!res.ok) fail(`The answer was refused (${res.status}): ${reply.msg}`);
  const w = reply.data;
  process.stdout.write(`Wish #${w.id} is now ${w.state} (${w.votes} votes); the answer shows under it on '/wish'.\n`);
}
