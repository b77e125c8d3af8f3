// `npm test` runs this after the build: every script of the web app's build (each chunk in apps/web/dist and
// the inline script of index.html) and of the operator console's (apps/admin/dist) must parse at ES2020, the
// language of the oldest webviews supported (README "Requirements", docs/decisions/011). A webview that meets
// one construct it does not know refuses the whole chunk, and every screen that needs it stays blank.
//
// `node scripts/check-build-target.mjs [ecmaVersion]` checks at another level (to measure, not to pass).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Parser } from 'acorn';

const ECMA_VERSION = 2020;

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

const root = resolve(import.meta.dirname, '..');
const dists = ['apps/web/dist', 'apps/admin/dist'].map((d) => join(root, d));
const ecmaVersion = Number(process.argv[2] ?? ECMA_VERSION);

function* scripts(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* scripts(path);
    else if (entry.endsWith('.js')) yield { name: relative(root, path), code: readFileSync(path, 'utf8') };
    else if (entry.endsWith('.html')) {
      const html = readFileSync(path, 'utf8');
      let n = 0;
      for (const m of html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        n += 1;
        if (!/type=["']?(application\/ld\+json|importmap)/.test(m[1])) {
          yield { name: `${relative(root, path)} (inline script ${n})`, code: m[2], module: /type=["']?module/.test(m[1]) };
        }
      }
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

/** Await expressions outside any function: top-level await. */
function topLevelAwaits(ast) {
  const found = new Set();
  const visit = (node) => {
    if (/Function/.test(node.type) || node.type === 'StaticBlock') return;
    if (node.type === 'AwaitExpression') found.add(node);
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child.type === 'string') visit(child);
    }
  };
  visit(ast);
  return found;
}

/** A short stretch of the code around a position, on one line. */
const around = (code, pos) =>
  `${pos > 40 ? '…' : ''}${code.slice(Math.max(0, pos - 40), pos + 40).replace(/\s+/g, ' ')}${pos + 40 < code.length ? '…' : ''}`;

function lineColumn(code, pos) {
  const before = code.slice(0, pos).split('\n');
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

/** What in `code` a parser at ecmaVersion refuses or a supported webview cannot run: one problem per construct. */
function problemsOf({ code, module = true }) {
  const sourceType = module ? 'module' : 'script';
  // Parsed as the newest language first: the tree names what the older level refuses.
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
    // Something the level refuses that LATER does not name: report acorn's own words.
    if (found.size === 0) found.set(error.message, { pos: error.pos, count: 1 });
  }
  return [...found].map(([kind, { pos, count }]) => ({ kind: LATER[kind]?.name ?? kind, pos, count }));
}

let checked = 0;
const failed = [];
for (const dist of dists) {
  if (!existsSync(dist)) {
    console.error(`${relative(root, dist)} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  for (const script of scripts(dist)) {
    checked += 1;
    const problems = problemsOf(script);
    if (problems.length === 0) continue;
    failed.push(script.name);
    for (const { kind, pos, count } of problems) {
      const more = count > 1 ? ` (${count} times; the first:)` : '';
      console.error(`${script.name}:${lineColumn(script.code, pos)}: ${kind}${more}\n    ${around(script.code, pos)}`);
    }
  }
}

if (failed.length > 0) {
  console.error(
    `\n${failed.length} of ${checked} scripts do not parse at ES${ecmaVersion}. The build's target (build.target in ` +
      'apps/web/vite.config.ts and apps/admin/vite.config.ts) should lower them: see docs/decisions/011.',
  );
  process.exit(1);
}
console.info(`All ${checked} scripts of the web app and the console parse at ES${ecmaVersion}.`);
