// `npm run bench:size`: gzip bytes of what a phone downloads to show '/' (entry chunk, its static imports,
// their CSS and the home route's chunk with its own static imports), then of every route chunk.
// Reads the Vite manifest of apps/web/dist; builds first if it is missing. Figures, not pass/fail.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) execSync('npm run build -w @xueche/web', { cwd: root, stdio: 'inherit' });

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and everything it imports statically: what loads before it can run. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
function files(keys: Set<string>): string[] {
  const out = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
  }
  return [...out];
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
// The home page module: the route table lazy-loads it.
const homeKey = Object.keys(manifest).find(
  (k) => manifest[k]?.isDynamicEntry && k.endsWith('features/home/home-page.tsx'),
);

const firstLoadKeys = closure(entryKey);
if (homeKey) closure(homeKey, firstLoadKeys);
const firstLoad = files(firstLoadKeys);
const total = firstLoad.reduce((n, f) => n + gz(f), 0);

console.info(`First load of '/' (${homeKey ?? 'home chunk not found'}):`);
for (const f of firstLoad.sort()) console.info(`  ${kb(gz(f)).padStart(9)}  ${f}`);
console.info(`  ${kb(total).padStart(9)}  total gzip (budget 120 KB: ${total <= 120 * 1024 ? 'within' : 'OVER'})`);

// What home fetches right after its first screen (banners, lessons, news): reported, not budgeted.
const later = new Set<string>();
for (const key of homeKey ? (manifest[homeKey]?.dynamicImports ?? []) : []) closure(key, later);
for (const key of firstLoadKeys) later.delete(key);
const laterFiles = files(later);
console.info(
  `  ${kb(laterFiles.reduce((n, f) => n + gz(f), 0)).padStart(9)}  then home's sections after the first screen (${laterFiles.length} files)`,
);

console.info('\nRoute chunks (own bytes, gzip):');
const routes = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry);
for (const [key, chunk] of routes.sort((a, b) => gz(b[1].file) - gz(a[1].file))) {
  const css = (chunk.css ?? []).reduce((n, f) => n + gz(f), 0);
  console.info(`  ${kb(gz(chunk.file) + css).padStart(9)}  ${key}`);
}
