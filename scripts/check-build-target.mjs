// `npm test` runs this after the build. The oldest webviews the app supports (README "Requirements",
// docs/decisions/011: iOS 15's Safari, Chromium 88) must be able to run every script a phone may load:
// - each chunk of apps/web/dist and the inline script of its index.html parses as ES2021: a webview that meets
//   one construct it does not know refuses the whole chunk, and every screen that needs it stays blank;
// - the code the web app is built from calls none of the newer methods they lack (TypeScript's lib catches most;
//   these slip past it, `.at()` because @types/node, pulled in by @types/qrcode, declares it for arrays).
//
// `node scripts/check-build-target.mjs [ecmaVersion]` parses at another level (to measure, not to pass).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Parser } from 'acorn';

const ECMA_VERSION = 2021;

/**
 * Constructs later than ES2020, by the name this script gives them: what they are, the first edition with them
 * (`since`) and the browsers that first knew them. A regex with lookbehind is ES2018, but Safari only took it in
 * 16.4 and a literal one stops the whole script: it is refused at every level.
 */
const LATER = {
  PropertyDefinition: { since: 2022, name: 'class field (ES2022; Safari 14.1, Chrome 72)' },
  PrivateIdentifier: { since: 2022, name: 'private class member #name (ES2022; Safari 14.1/15, Chrome 74/84)' },
  StaticBlock: { since: 2022, name: 'class static block (ES2022; Safari 16.4, Chrome 94)' },
  TopLevelAwait: { since: 2022, name: 'top-level await (ES2022; Safari 15, Chrome 89)' },
  RegExpIndices: { since: 2022, name: 'regex flag d (ES2022; Safari 15, Chrome 90)' },
  RegExpSets: { since: 2024, name: 'regex flag v (ES2024; Safari 17, Chrome 112)' },
  LogicalAssignment: { since: 2021, name: 'logical assignment ||= &&= ??= (ES2021; Safari 14, Chrome 85)' },
  NumericSeparator: { since: 2021, name: 'numeric separator 1_000 (ES2021; Safari 13, Chrome 75)' },
  RegExpLookbehind: { since: Number.POSITIVE_INFINITY, name: 'regex lookbehind (?<= or (?<! (Safari 16.4)' },
};

/** Methods later than the oldest webviews, as the app's own code would call them. */
const LATER_METHODS = [
  [/\.at\(/, 'Array/String .at() (Safari 15.4, Chrome 92): use a[a.length - 1]'],
  [/\bObject\.hasOwn\(/, 'Object.hasOwn (Safari 15.4, Chrome 93): use Object.prototype.hasOwnProperty.call'],
  [/\bstructuredClone\(/, 'structuredClone (Safari 15.4, Chrome 98)'],
  [/\.findLast(Index)?\(/, '.findLast() (Safari 15.4, Chrome 97)'],
  [/\bcrypto\.randomUUID\(/, 'crypto.randomUUID (Safari 15.4, Chrome 92)'],
];

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
/** The sources the web app's bundle is built from, besides its dependencies. */
const sources = ['apps/web/src', 'packages/light-rules/src', 'packages/time/src', 'packages/yard-rules/src'].map((d) =>
  join(root, d),
);
const ecmaVersion = Number(process.argv[2] ?? ECMA_VERSION);

function* files(dir, test) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path, test);
    else if (test(entry)) yield path;
  }
}

/** Each chunk, and each inline script of the HTML pages (a classic script unless it says module). */
function* scripts() {
  for (const path of files(dist, (name) => /\.(js|html)$/.test(name))) {
    const name = relative(root, path);
    const text = readFileSync(path, 'utf8');
    if (path.endsWith('.js')) {
      yield { name, code: text, module: true };
      continue;
    }
    let n = 0;
    for (const m of text.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      n += 1;
      if (/type=["']?(application\/ld\+json|importmap)/.test(m[1])) continue;
      yield { name: `${name} (inline script ${n})`, code: m[2], module: /type=["']?module/.test(m[1]) };
    }
  }
}

/** Every node of an ESTree tree, outer before inner, with its parent. */
function* nodes(node, parent) {
  yield { node, parent };
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child.type === 'string') yield* nodes(child, node);
    }
  }
}

/** Await expressions outside any function: top-level await. */
function topLevelAwaits(ast) {
  const found = new Set();
  const visit = (node) => {
    if (/Function/.test(node.type) || node.type === 'StaticBlock') return;
    if (node.type === 'AwaitExpression') found.add(node);
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child.type === 'string') visit(child);
      }
    }
  };
  visit(ast);
  return found;
}

/** The name LATER gives a node, or none for what ES2020 allows. */
function laterKind(node, parent, topLevel) {
  switch (node.type) {
    case 'PropertyDefinition':
    case 'StaticBlock':
      return node.type;
    // A private field's name is told with its PropertyDefinition.
    case 'PrivateIdentifier':
      return parent?.type === 'PropertyDefinition' ? undefined : node.type;
    case 'AssignmentExpression':
      return /^(\|\||&&|\?\?)=$/.test(node.operator) ? 'LogicalAssignment' : undefined;
    case 'AwaitExpression':
      return topLevel.has(node) ? 'TopLevelAwait' : undefined;
    case 'Literal':
      if (node.regex?.flags.includes('v')) return 'RegExpSets';
      if (node.regex?.flags.includes('d')) return 'RegExpIndices';
      if (node.regex && /\(\?<[=!]/.test(node.regex.pattern)) return 'RegExpLookbehind';
      if (typeof node.value === 'number' && node.raw.includes('_')) return 'NumericSeparator';
      return undefined;
    default:
      return undefined;
  }
}

/** What in a script the level refuses, one entry per construct: where it first is and how often. */
function problemsOf({ code, module }) {
  const sourceType = module ? 'module' : 'script';
  // Parsed as the newest language first: the tree names each construct the level refuses, not only the first.
  const ast = Parser.parse(code, { ecmaVersion: 'latest', sourceType });
  const topLevel = topLevelAwaits(ast);
  const found = new Map();
  for (const { node, parent } of nodes(ast)) {
    const kind = laterKind(node, parent, topLevel);
    if (!kind || LATER[kind].since <= ecmaVersion) continue;
    if (!found.has(kind)) found.set(kind, { pos: node.start, count: 0 });
    found.get(kind).count += 1;
  }
  try {
    Parser.parse(code, { ecmaVersion, sourceType });
  } catch (error) {
    // Refused for something LATER does not name: acorn's own words.
    if (found.size === 0) found.set(error.message, { pos: error.pos, count: 1 });
  }
  return [...found].map(([kind, { pos, count }]) => ({ kind: LATER[kind]?.name ?? kind, pos, count }));
}

function lineColumn(code, pos) {
  const before = code.slice(0, pos).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

/** A short stretch of the code around a position, on one line. */
const around = (code, pos) =>
  `${pos > 40 ? '…' : ''}${code.slice(Math.max(0, pos - 40), pos + 40).replace(/\s+/g, ' ')}${pos + 40 < code.length ? '…' : ''}`;

if (!existsSync(dist)) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(1);
}

let checked = 0;
const failed = [];
for (const script of scripts()) {
  checked += 1;
  const problems = problemsOf(script);
  if (problems.length === 0) continue;
  failed.push(script.name);
  for (const { kind, pos, count } of problems) {
    const more = count > 1 ? ` (${count} times; the first:)` : '';
    console.error(`${script.name}:${lineColumn(script.code, pos)}: ${kind}${more}\n    ${around(script.code, pos)}`);
  }
}

const calls = [];
for (const dir of sources) {
  for (const path of files(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))) {
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [re, what] of LATER_METHODS) {
        if (re.test(line)) calls.push(`${relative(root, path)}:${i + 1}: ${what}\n    ${line.trim()}`);
      }
    });
  }
}
for (const call of calls) console.error(call);

if (failed.length > 0 || calls.length > 0) {
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} of ${checked} scripts of apps/web/dist do not parse as ES${ecmaVersion}: build.target in ` +
        'apps/web/vite.config.ts should lower them (docs/decisions/011).',
    );
  }
  if (calls.length > 0) console.error(`\n${calls.length} calls to methods the oldest webviews lack.`);
  process.exit(1);
}
console.info(`All ${checked} scripts of apps/web/dist parse as ES${ecmaVersion}; no call to a method they lack.`);
