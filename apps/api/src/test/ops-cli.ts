import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../../../..');
const cli = join(root, 'apps/api/src/ops/cli.ts');

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator command as `npm run ops -- …` does (tsx on ops/cli.ts, in a process of its own) against
 * the server at `url`; resolves with the exit code and output, failures included. Node loads tsx itself:
 * going through npx cost a second more per command, and tests run dozens.
 */
export function runOps(args: string[], server: { url: string; token: string }): Promise<OpsRun> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    env: { ...process.env, XUECHE_URL: server.url, OPS_TOKEN: server.token },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: OpsRun) => e,
  );
}
