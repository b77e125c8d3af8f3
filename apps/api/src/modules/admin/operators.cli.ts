/**
 * The operator commands for console accounts, run by ops/cli.ts against the running server:
 *   npm run ops -- operator:add <name> <admin|content|reviewer|finance>
 *   npm run ops -- operator:list
 *   npm run ops -- operator:reset-totp <name>
 *   npm run ops -- operator:reset-password <name>
 *   npm run ops -- operator:disable <name> | operator:enable <name>
 */

type Call = (path: string, init?: RequestInit) => Promise<Response>;

interface Envelope<T> {
  msg: string;
  data: T;
}

interface Operator {
  id: number;
  username: string;
  role: string;
  totp: boolean;
  disabled: boolean;
  locked_until: string | null;
  last_sign_in_at: string | null;
}

const ROLES = ['admin', 'content', 'reviewer', 'finance'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const post = (call: Call, path: string, body: unknown = {}) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function read<T>(res: Response, what: string): Promise<T> {
  const reply = (await res.json()) as Envelope<T>;
  if (!res.ok) fail(`${what} was refused (${res.status}): ${reply.msg}`);
  return reply.data;
}

/** Where the console is: XUECHE_URL's origin and /admin. */
const consoleUrl = () =>
  `${(process.env.XUECHE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/$/, '')}/admin/`;

export async function operatorAdd(call: Call, args: string[]): Promise<void> {
  const [username, role] = args;
  if (!username || !role || !ROLES.includes(role))
    fail(`Usage: npm run ops -- operator:add <name> <${ROLES.join('|')}>`);
  const data = await read<{ operator: Operator; one_time_password: string }>(
    await post(call, '/operators', { username, role }),
    'The new account',
  );
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

export async function operatorList(call: Call): Promise<void> {
  const { list } = await read<{ list: Operator[] }>(await call('/operators'), 'The list');
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

export async function operatorResetTotp(call: Call, args: string[]): Promise<void> {
  const [username] = args;
  if (!username) fail('Usage: npm run ops -- operator:reset-totp <name>');
  await read(await post(call, `/operators/${encodeURIComponent(username)}/reset-totp`), 'The reset');
  process.stdout.write(`${username}'s authenticator is reset: they set it up again at their next sign-in.\n`);
}

export async function operatorResetPassword(call: Call, args: string[]): Promise<void> {
  const [username] = args;
  if (!username) fail('Usage: npm run ops -- operator:reset-password <name>');
  const data = await read<{ one_time_password: string }>(
    await post(call, `/operators/${encodeURIComponent(username)}/reset-password`),
    'The reset',
  );
  process.stdout.write(`${username}'s new one-time password: ${data.one_time_password}\n`);
}

export async function operatorDisable(call: Call, args: string[], disabled: boolean): Promise<void> {
  const [username] = args;
  if (!username) fail(`Usage: npm run ops -- operator:${disabled ? 'disable' : 'enable'} <name>`);
  await read(await post(call, `/operators/${encodeURIComponent(username)}/disable`, { disabled }), 'The change');
  process.stdout.write(
    disabled ? `${username} is disabled: their sessions have ended.\n` : `${username} may sign in again.\n`,
  );
}
