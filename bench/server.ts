import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

/** Starts a Node script as its own process and waits until `probe` answers 200. */
export async function startProcess(script: string, env: Record<string, string>, probe: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(probe).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${script} did not answer ${probe}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** A real session: the sandbox approves at once, wx/cd exchanges the code for an access token. */
export async function sandboxLogin(api: string, openid: string): Promise<string> {
  const authorize = new URL(`${api}/sandbox/wechat/connect/oauth2/authorize`);
  for (const [k, v] of Object.entries({
    appid: 'wx5a1dbox0000000001',
    redirect_uri: `${api}/`,
    response_type: 'code',
    scope: 'snsapi_userinfo',
    state: 'bench',
    sandbox_openid: openid,
    sandbox_user_type: '1',
  })) {
    authorize.searchParams.set(k, v);
  }
  const approval = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(approval.headers.get('location') ?? '').searchParams.get('code');
  const res = await fetch(`${api}/api/wx/cd?code=${code}&app_id=wx5a1dbox0000000001&group=wechat`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}
