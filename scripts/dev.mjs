// `npm run dev`: the API in watch mode and Vite's dev servers for the web app and the console, all behind one
// origin (http://localhost:PORT, 3000 by default), on the embedded database. Saving a file reloads what it
// belongs to: the API restarts, a screen of the web app or the console updates in place (docs/development.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const consolePort = port + 2;
const api = `http://127.0.0.1:${apiPort}`;
// Both Vite configs proxy /api, /sandbox and /static to XUECHE_API.
process.env.XUECHE_API = api;

// tsx's watch mode restarts the API when a file it loaded changes (its own, the contract's, the sandbox's).
// The base tsconfig, not the root one: tsx applies a tsconfig only to the files it includes, and the root's
// leaves out apps/, so the sandbox's TSX pages would compile without the automatic JSX runtime.
const args = [
  at('node_modules', 'tsx', 'dist', 'cli.mjs'),
  'watch',
  '--clear-screen=false',
  '--tsconfig',
  at('tsconfig.base.json'),
];
if (existsSync(at('.env'))) args.push(`--env-file=${at('.env')}`);
const server = spawn(process.execPath, [...args, at('apps', 'api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // The API serves pages only when built; here Vite serves them.
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1' },
});

// The console's own dev server; the web app's forwards /admin to it, its hot-reload socket included.
const consoleServer = await createServer({
  configFile: at('apps', 'admin', 'vite.config.ts'),
  root: at('apps', 'admin'),
  server: { port: consolePort, strictPort: true, host: '127.0.0.1' },
  logLevel: 'warn',
});
await consoleServer.listen();

const web = await createServer({
  configFile: at('apps', 'web', 'vite.config.ts'),
  root: at('apps', 'web'),
  server: {
    port,
    strictPort: true,
    proxy: { '/admin': { target: `http://127.0.0.1:${consolePort}`, ws: true } },
  },
});
await web.listen();
console.info(`Xueche (dev) on http://localhost:${port}: the app at /, the console at /admin/, the API on ${api}`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await Promise.allSettled([web.close(), consoleServer.close()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
server.on('exit', (code, signal) => {
  if (!stopping) console.error(`The API stopped (${signal ?? code}).`);
  void stop(code ?? 1);
});
