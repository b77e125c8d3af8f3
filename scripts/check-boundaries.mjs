// Import boundaries (docs/ARCHITECTURE.md#layers-and-rules): shared code → features → app, one way.
// - packages/contract imports neither app;
// - apps import each other only through the contract (the API may mount the sandbox);
// - in the web app and the console, a feature never imports another feature; lib/ and components/ import no
//   feature and not app/;
// - China time (UTC+8) is counted in @xueche/time alone: no hand-written +8 h sum in the apps' code;
// - no area but commerce writes the money tables;
// - no import cycle between files of the web app or the console (the API's folders: .dependency-cruiser.cjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const importRe = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mjs)$/.test(entry)) yield path;
  }
}

/** A +8 h sum, 28 800 seconds, an instant built from a day and "+08:00", or the machine's own zone. */
const chinaByHand = /\b8\s*\*\s*(?:3_?600|60\s*\*\s*60|HOUR)|\b28_?800\b|\$\{[^}]*\}[^`]*\+08:00|getTimezoneOffset/;
/** Tests keep their own arithmetic: an expectation worked out apart from the code it checks. */
const isTest = (path) => /\.test\.tsx?$|\/test\/|test-(helpers|fixtures)\.ts$/.test(path);

const rel = (p) => relative(root, p).split(sep).join('/');
const problems = [];

function check(file, target, statement) {
  const from = rel(file);
  const to = target.startsWith('.') ? rel(resolve(dirname(file), target)) : target;
  const say = (why) => problems.push(`${from} imports ${target}: ${why}`);

  if (from.startsWith('packages/contract/') && (to.startsWith('apps/') || to.startsWith('@xueche/'))) {
    if (!to.startsWith('@xueche/contract')) say('the contract imports no app');
  }
  const app = from.match(/^apps\/([^/]+)\//)?.[1];
  const otherApp = to.match(/^apps\/([^/]+)\//)?.[1] ?? to.match(/^@xueche\/(api|web|sandbox|admin)/)?.[1];
  if (app && otherApp && otherApp !== app && !(app === 'api' && otherApp === 'sandbox')) {
    say('apps talk to each other through the contract and HTTP only');
  }
  // The two front ends (the student app and the operator console) keep the same one-way shape.
  const front = from.match(/^apps\/(web|admin)\/src\//)?.[1];
  if (front) {
    const src = `apps/${front}/src/`;
    const featureOf = (path) => (path.startsWith(`${src}features/`) ? path.slice(src.length).split('/')[1] : undefined);
    const feature = featureOf(from);
    const targetFeature = featureOf(to);
    if (feature && targetFeature && targetFeature !== feature) say('features do not import other features');
    const shared = from.startsWith(`${src}lib/`) || from.startsWith(`${src}components/`);
    if (shared && (targetFeature || to.startsWith(`${src}app/`))) say('shared code imports no feature and not app/');
    if (to === '@xueche/contract' && !/^\s*;?\s*(import|export)\s+type\b/.test(statement)) {
      say(`the ${front} app imports only types from the contract (zod stays out of the bundle)`);
    }
  }
}

const moneyWrite =
  /\.(insert|update|delete)\((orders|ledgerEntries|refunds|payEvents)\)|\b(insert into|update|delete from) (orders|ledger_entries|refunds|pay_events)\b/i;

/** Each front end's files and the files they import statically (relative imports, type-only ones too). */
const frontImports = new Map();
const resolveFile = (from, spec) => {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
};

for (const base of ['packages', 'apps']) {
  for (const file of files(join(root, base))) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(importRe)) check(file, m[1] ?? m[2], m[0]);
    if (/^apps\/(web|admin)\/src\//.test(rel(file)) && !isTest(rel(file))) {
      // Static imports only: a lazy import() is how a screen keeps a heavy file out of its first load.
      const targets = [...text.matchAll(importRe)]
        .map((m) => m[1])
        .filter((spec) => spec?.startsWith('.'))
        .map((spec) => resolveFile(file, spec))
        .filter(Boolean);
      frontImports.set(file, targets);
    }
    const path = rel(file);
    if (/^apps\/(api|web|admin)\/src\//.test(path) && !isTest(path)) {
      const line = text.split('\n').findIndex((l) => chinaByHand.test(l));
      if (line >= 0) problems.push(`${path}:${line + 1} counts China time by hand: use @xueche/time`);
    }
    // Money's tables are written by commerce alone; other areas ask it (docs/decisions/014-product-kinds.md).
    if (
      /^apps\/api\/src\/modules\//.test(path) &&
      !path.startsWith('apps/api/src/modules/commerce/') &&
      !isTest(path)
    ) {
      const line = text.split('\n').findIndex((l) => moneyWrite.test(l));
      if (line >= 0) problems.push(`${path}:${line + 1} writes commerce's money tables: ask commerce`);
    }
  }
}

// Cycles: strongly connected groups of files (Tarjan), each reported once with its files.
{
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of frontImports.get(file) ?? []) {
      if (!frontImports.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(rel(member));
    } while (member !== file);
    if (group.length > 1) problems.push(`import cycle: ${group.sort().join(' ↔ ')}`);
  };
  for (const file of frontImports.keys()) if (!index.has(file)) visit(file);
}

if (problems.length) {
  console.error(`Boundaries broken (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info('boundaries: ok');
