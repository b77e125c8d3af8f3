// `npm start`: builds whatever is missing or older than its sources, then runs the server on PORT (3000),
// which serves the web app, mounts the sandbox and uses the embedded database unless told otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function buildIfStale(label, output, sources, workspace) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (builtAt && Math.max(...sources.map(newest)) <= builtAt) return;
  console.info(`Building ${label}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The shared packages (contract, tokens, time, light-rules, yard-rules) feed every build.
const packages = at('packages');
buildIfStale(
  'the web app',
  at('apps', 'web', 'dist', 'index.html'),
  [at('apps', 'web', 'src'), at('apps', 'web', 'index.html'), at('apps', 'web', 'public'), packages],
  '@xueche/web',
);
buildIfStale(
  'the operator console',
  at('apps', 'admin', 'dist', 'index.html'),
  [at('apps', 'admin', 'src'), at('apps', 'admin', 'index.html'), packages],
  '@xueche/admin',
);
buildIfStale(
  'the API',
  at('apps', 'api', 'dist', 'main.js'),
  [at('apps', 'api', 'src'), at('apps', 'sandbox', 'src'), packages],
  '@xueche/api',
);

const args = ['--enable-source-maps'];
if (existsSync(at('.env'))) args.push(`--env-file=${at('.env')}`);
const server = spawn(process.execPath, [...args, at('apps', 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
