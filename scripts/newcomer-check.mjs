// CI's newcomer step: clone the commit under test into an empty folder and run the README's first command,
// `npm ci && npm start`, as a newcomer types it — no DATA_DIR, no DATABASE_URL, nothing the README does not
// ask for. Then check what a newcomer would: the server is healthy, a student signs in through the sandbox,
// '/' is the app and an API read answers with the student's token. On any failure it prints the server's
// last lines and exits non-zero.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const base = 'http://127.0.0.1:3000'; // the README's address: the newcomer sets no PORT
const startDeadlineMs = 10 * 60_000; // npm ci and the first build on a slow machine
const keepWorkDir = process.argv.includes('--keep');

let log = '';
const lastLines = (n = 40) => log.split('\n').slice(-n).join('\n');
const step = (text) => console.info(`newcomer: ${text}`);

function fail(message) {
  console.error(`newcomer: FAILED — ${message}\n--- the last lines of \`npm ci && npm start\` ---\n${lastLines()}`);
  process.exitCode = 1;
  throw new Error(message);
}

/** Whether any process of the group led by `pid` is still running. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

const portTaken = () =>
  new Promise((ok) => {
    const socket = createConnection({ host: '127.0.0.1', port: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      ok(true);
    });
    socket.once('error', () => ok(false));
  });

async function getJson(path, init) {
  const res = await fetch(`${base}${path}`, init);
  const text = await res.text();
  try {
    return { res, body: JSON.parse(text) };
  } catch {
    fail(`${path} answered ${res.status} with something that is not JSON: ${text.slice(0, 200)}`);
  }
}

async function waitForHealth(server) {
  const deadline = Date.now() + startDeadlineMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      fail(`the command ended (${server.exitCode}) before the server was healthy`);
    try {
      if ((await fetch(`${base}/api/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  fail(`/api/healthz did not answer within ${startDeadlineMs / 60_000} minutes`);
}

async function signInStudent() {
  const { body: config } = await getJson('/api/config');
  const appId = config?.data?.app_id;
  if (!appId) fail(`/api/config gave no app_id: ${JSON.stringify(config)}`);
  const authorize = new URL('/sandbox/wechat/connect/oauth2/authorize', base);
  const query = {
    appid: appId,
    redirect_uri: `${base}/`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'newcomer',
    sandbox_openid: 'newcomer-student',
    sandbox_user_type: '1',
  };
  for (const [k, v] of Object.entries(query)) authorize.searchParams.set(k, v);
  const approval = await fetch(authorize, { redirect: 'manual' });
  const location = approval.headers.get('location');
  const code = location && new URL(location, base).searchParams.get('code');
  if (!code) fail(`the sandbox's scripted approval answered ${approval.status} without a code`);
  const { body } = await getJson(`/api/wx/cd?code=${code}&app_id=${appId}&group=wechat`);
  const token = body?.data?.access_token;
  if (body?.code !== 200 || !token) fail(`wx/cd did not sign the student in: ${JSON.stringify(body).slice(0, 300)}`);
  return token;
}

async function main() {
  if (await portTaken()) fail('port 3000 is already in use here; the README starts the server on it');
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const work = mkdtempSync(join(tmpdir(), 'xueche-newcomer-'));
  step(`cloning ${commit.slice(0, 10)} into ${work}`);
  const clone = spawnSync('git', ['clone', '--quiet', root, work], { encoding: 'utf8' });
  if (clone.status !== 0) fail(`git clone failed: ${clone.stderr}`);
  spawnSync('git', ['checkout', '--quiet', commit], { cwd: work });

  // Only what any shell has: no variable of the project's, nor CI's.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const started = Date.now();
  step('npm ci && npm start');
  const server = spawn('bash', ['-c', 'npm ci && npm start'], { cwd: work, env, detached: true });
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      return;
    }
    const exited = new Promise((r) => server.once('exit', r));
    const late = setTimeout(() => process.kill(-server.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
    // bash leaves first; the server behind it may still be closing its database and background work,
    // writing into the folder: wait until nothing of the group is left before removing it.
    const deadline = Date.now() + 15_000;
    while (groupAlive(server.pid)) {
      if (Date.now() > deadline) {
        process.kill(-server.pid, 'SIGKILL');
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  try {
    await waitForHealth(server);
    const healthyAt = Date.now();
    step(`healthy after ${Math.round((healthyAt - started) / 1000)} s`);

    const token = await signInStudent();
    step('a student signed in through the sandbox');

    const home = await fetch(`${base}/`);
    const html = await home.text();
    if (!home.ok || !html.includes('<div id="root">')) fail(`'/' answered ${home.status} without the app's page`);
    step("'/' serves the app");

    const adminRes = await fetch(`${base}/admin/`);
    const page = await adminRes.text();
    if (!adminRes.ok || !page.includes('学车运营后台') || page.includes('XUECHE_CSP_NONCE'))
      fail(`'/admin/' answered ${adminRes.status} without the operator console's page`);
    step("'/admin/' serves the operator console");

    const { res, body } = await getJson(`/api/v1/user/base?access-token=${token}`);
    if (res.status !== 200 || body.code !== 200 || body.data?.user_type !== 1)
      fail(`v1/user/base with the token answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    step(`v1/user/base knows the student; checks took ${((Date.now() - healthyAt) / 1000).toFixed(1)} s`);
  } finally {
    await stop();
    if (!keepWorkDir) rmSync(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
  step('passed');
}

main().catch((error) => {
  if (!process.exitCode) {
    console.error(`newcomer: FAILED — ${error.stack ?? error}\n--- the last lines ---\n${lastLines()}`);
    process.exitCode = 1;
  }
});
