import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../../../..');
const apiRoot = join(root, 'apps/api');
/** Inside apps/api, so paths.ts finds the package from the bundle, and node_modules resolves its packages. */
const cacheDir = join(apiRoot, 'node_modules/.cache/xueche-ops-cli');

export interface OpsRun {
  code: number;
  stdout: string;
  stderr: string;
}

let bundled: Promise<string> | undefined;

/**
 * ops/cli.ts bundled as build.mjs bundles the server (our code in one file, packages from node_modules), once
 * per test process. Loading it under tsx cost ~1.5 s of CPU per command (hundreds of files transformed), and
 * the tests run dozens, several at a time; the bundle starts in ~0.4 s. Named by its content, written whole
 * then renamed, so processes building at once never read half a file.
 */
function cliBundle(): Promise<string> {
  bundled ??= (async () => {
    const result = await build({
      entryPoints: [join(apiRoot, 'src/ops/cli.ts')],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      plugins: [
        {
          name: 'external-packages',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) =>
              args.path.startsWith('@xueche/') ? undefined : { path: args.path, external: true },
            );
          },
        },
      ],
    });
    const code = result.outputFiles[0]?.contents;
    if (!code) throw new Error('ops-cli: esbuild gave no output');
    const file = join(cacheDir, `cli-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
    if (!existsSync(file)) {
      mkdirSync(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, code);
      renameSync(partial, file);
    }
    return file;
  })();
  return bundled;
}

/**
 * Runs an operator command as `npm run ops -- …` does (ops/cli.ts in a process of its own, bundled once:
 * cliBundle) against the server at `url`; resolves with the exit code and output, failures included.
 */
export async function runOps(args: string[], server: { url: string; token: string }): Promise<OpsRun> {
  const cli = await cliBundle();
  return promisify(execFile)(process.execPath, [cli, ...args], {
    cwd: root,
    env: { ...process.env, XUECHE_URL: server.url, OPS_TOKEN: server.token },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: OpsRun) => e,
  );
}
