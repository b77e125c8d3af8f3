// `npm run bench:size`: gzip bytes of what a phone downloads before the first screen of '/' shows (the document,
// the entry chunk, its static imports and their CSS, the student's route set, home's chunk with its static imports),
// then of what follows right after, then of every route chunk.
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
  /** The group name vite.config.ts gives a chunk of grouped modules. */
  name?: string;
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

/**
 * The manifest key of the chunk holding a module: its own key when it is a chunk of its own, else the
 * chunk of the group vite.config.ts puts it in.
 */
function chunkOf(src: string, group?: string): string {
  const key = manifest[src] ? src : Object.keys(manifest).find((k) => group && manifest[k]?.name === group);
  if (!key) throw new Error(`${src} is in no chunk of the manifest (group ${group ?? 'none'}): update bench/size.ts`);
  return key;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');

// A signed-in student opening '/': the router waits for the student's route set to match '/', then for
// home's chunk; nothing else is waited for before home's first screen shows.
const firstLoadKeys = closure(entryKey);
closure(chunkOf('src/app/sets/student.ts'), firstLoadKeys);
closure(chunkOf('src/features/home/home-page.tsx', 'home'), firstLoadKeys);
// The document too: it carries the inline script that starts the first screen's reads.
const firstLoad = ['index.html', ...files(firstLoadKeys)];
const total = firstLoad.reduce((n, f) => n + gz(f), 0);

console.info("First load of '/' (signed-in student: entry, the student's route set, home's first screen):");
for (const f of firstLoad.sort()) console.info(`  ${kb(gz(f)).padStart(9)}  ${f}`);
console.info(`  ${kb(total).padStart(9)}  total gzip (budget 110 KB: ${total <= 110 * 1024 ? 'within' : 'OVER'})`);

// Fetched beside it or right after it, not waited for: the other route sets, home's sections, TanStack
// Query, the session's refresh and the global overlays. Reported, not budgeted.
const later = new Set<string>();
for (const [src, group] of [
  ['src/app/sets/shared.ts', 'routes'],
  ['src/features/home/sections.ts'],
  ['src/lib/query-client.ts', 'query'],
  ['src/app/layout/deferred-shell.tsx'],
] as const) {
  closure(chunkOf(src, group), later);
}
for (const key of firstLoadKeys) later.delete(key);
const laterFiles = files(later);
console.info(
  `  ${kb(laterFiles.reduce((n, f) => n + gz(f), 0)).padStart(9)}  then, not waited for: the other route sets, home's sections, TanStack Query, session refresh, overlays (${laterFiles.length} files)`,
);

console.info('\nRoute chunks (own bytes, gzip):');
const routes = Object.entries(manifest).filter(([, c]) => c.isDynamicEntry || (c.name && !c.src));
for (const [key, chunk] of routes.sort((a, b) => gz(b[1].file) - gz(a[1].file))) {
  const css = (chunk.css ?? []).reduce((n, f) => n + gz(f), 0);
  console.info(`  ${kb(gz(chunk.file) + css).padStart(9)}  ${key}`);
}
