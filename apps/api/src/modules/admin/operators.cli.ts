/**
 * The operator commands for console accounts, run by ops/cli.ts against the running server:
 *   npm run ops -- operator:add <name> <admin|content|reviewer|finance>
 *   npm run ops -- operator:list
 *   npm run ops -- operator:reset-totp <name>
 *   npm run ops -- operator:reset-password <name>
 *   npm run ops -- operator:disable <name> | operator:enable <name>
 */

import { OPERATOR_ROLES, type OperatorRole, opsEndpoints as o } from '@xueche/contract';
import type { OpsClient, OpsReply } from '../../platform/ops-client';

const ROLES = OPERATOR_ROLES;
const isRole = (r: string | undefined): r is OperatorRole => ROLES.includes(r as OperatorRole);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The reply's data, or the refusal said and the command ended. */
// biome-ignore lint/suspicious/noExplicitAny: any endpoint's reply
function read<R extends OpsReply<any>>(reply: R, what: string): Extract<R, { ok: true }>['data'] {
  if (!reply.ok) fail(`${what} was refused (${reply.status}): ${reply.msg}`);
  return reply.data;
}

/** Where the console is: XUECHE_URL's origin and /admin. */
const consoleUrl = () =>
  `${(process.env.XUECHE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '')}/admin/`;

export async function operatorAdd(ops: OpsClient, args: string[]): Promise<void> {
  const [username, role] = args;
  if (!username || !isRole(role)) fail(`Usage: npm run ops -- operator:add <name> <${ROLES.join('|')}>`);
  const data = read(await ops.send(o.opsOperatorAdd, { body: { username, role } }), 'The new account');
  process.stdout.write(
    [
      `Operator ${data.operator.username} (${data.operator.role}) created.`,
      `One-time password: ${data.one_time_password}`,
      'It is shown only now: hand it over in person or another private channel.',
      `At the first sign-in at ${consoleUrl()} the console shows a QR code for an authenticator app (TOTP).`,
      '',
    ].join('\n'),
  );
}

export async function operatorList(ops: OpsClient): Promise<void> {
  const { list } = read(await ops.send(o.opsOperators), 'The list');
  if (!list.length) {
    process.stdout.write('No operator accounts yet: npm run ops -- operator:add <name> admin\n');
    return;
  }
  for (const o of list) {
    const state = o.disabled ? 'disabled' : o.locked_until ? `locked until ${o.locked_until}` : 'active';
    process.stdout.write(
      `${o.username.padEnd(20)} ${o.role.padEnd(9)} ${state.padEnd(10)} authenticator ${o.totp ? 'set up' : 'not yet'}  last sign-in ${o.last_sign_in_at ?? 'never'}\n`,
    );
  }
}

export async function operatorResetTotp(ops: OpsClient, args: string[]): Promise<void> {
  const [username] = args;
  if (!username) fail('Usage: npm run ops -- operator:reset-totp <name>');
  read(await ops.send(o.opsOperatorResetTotp, { params: { username } }), 'The reset');
  process.stdout.write(`${username}'s authenticator is reset: they set it up again at their next sign-in.\n`);
}

export async function operatorResetPassword(ops: OpsClient, args: string[]): Promise<void> {
  const [username] = args;
  if (!username) fail('Usage: npm run ops -- operator:reset-password <name>');
  const data = read(await ops.send(o.opsOperatorResetPassword, { params: { username } }), 'The reset');
  process.stdout.write(`${username}'s new one-time password: ${data.one_time_password}\n`);
}

export async function operatorDisable(ops: OpsClient, args: string[], disabled: boolean): Promise<void> {
  const [username] = args;
  if (!username) fail(`Usage: npm run ops -- operator:${disabled ? 'disable' : 'enable'} <name>`);
  read(await ops.send(o.opsOperatorDisable, { params: { username }, body: { disabled } }), 'The change');
  process.stdout.write(
    disabled ? `${username} is disabled: their sessions have ended.\n` : `${username} may sign in again.\n`,
  );
}
