/**
 * The operator commands for the wish wall, run by ops/cli.ts against the running server:
 *   npm run ops -- wish:list [open|planned|done|declined]
 *   npm run ops -- wish:answer <id> open|planned|done|declined "<answer>" [--operator <name>]
 */

import { userInfo } from 'node:os';
import { opsEndpoints as o, WishState } from '@xueche/contract';
import { chinaDateTime } from '@xueche/time';
import type { OpsClient } from '../../platform/ops-client';

const STATES = WishState.options;
const isState = (s: string | undefined): s is WishState => STATES.includes(s as WishState);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function wishList(ops: OpsClient, args: string[]): Promise<void> {
  const [state] = args;
  if (state !== undefined && !isState(state)) fail(`Usage: npm run ops -- wish:list [${STATES.join('|')}]`);
  const reply = await ops.send(o.opsWishes, { query: { state } });
  if (!reply.ok) fail(`The server refused (${reply.status}): ${reply.msg}`);
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

export async function wishAnswer(ops: OpsClient, args: string[]): Promise<void> {
  const usage = `Usage: npm run ops -- wish:answer <id> ${STATES.join('|')} "<answer>" [--operator <name>]`;
  const at = args.indexOf('--operator');
  const operator = at >= 0 ? args[at + 1] : userInfo().username;
  const positional = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  const [id, state, ...rest] = positional;
  const answer = rest.join(' ').trim();
  if (!id || !/^\d+$/.test(id) || !isState(state)) fail(usage);
  if (!answer) fail(`An answer is needed: everyone reads it under the wish.\n${usage}`);
  const reply = await ops.send(o.opsWishAnswer, { params: { id }, body: { state, answer, operator } });
  if (!reply.ok) fail(`The answer was refused (${reply.status}): ${reply.msg}`);
  const w = reply.data;
  process.stdout.write(`Wish #${w.id} is now ${w.state} (${w.votes} votes); the answer shows under it on '/wish'.\n`);
}
