// The registry this project installs from carries only the platform binaries it needs here, so
// `npm install` leaves other platforms' optional packages out of package-lock.json and `npm ci`
// then refuses the lock file. This adds those entries back (os/cpu read from the package name);
// npm skips them on install because they don't match the platform. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const parts = name.split('/').pop().split('-');
    const os = parts.find((p) => OS.includes(p));
    const cpu = parts.find((p) => CPU.includes(p));
    if (!os || !cpu) continue;
    lock.packages[key] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [os],
      ...(parts.includes('musl') ? { libc: ['musl'] } : {}),
    };
    added++;
  }
}

const [root, ...rest] = Object.keys(lock.packages);
const sorted = { [root]: lock.packages[root] };
for (const key of rest.sort()) sorted[key] = lock.packages[key];
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`package-lock.json: added ${added} platform entries`);
