// The start pages' own documents (docs/decisions/017), a plugin of vite.config.ts's build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import type { FirstScreenDocument } from './src/first-screen/screens';

type Chunk = Rolldown.OutputChunk;

/** What vite.config.ts knows of the bundle and lends this plugin. */
interface Helpers {
  /** Each first screen's files (scripts and stylesheets), as first-reads preloads them. */
  screenFiles: (bundle: Rolldown.OutputBundle) => Record<string, string[]>;
  /** What index.html asks for itself: the entry's files and those it preloads. */
  documentFiles: (bundle: Rolldown.OutputBundle) => { entry: string[]; preloaded: string[] };
  /** document-script.ts built to inline, with these put in. */
  script: (define: Record<string, string>) => Promise<string>;
  /** What the app's build puts in (the build's commit and day). */
  define: Record<string, string>;
}

/**
 * A document of its own for each start page ('/pin', '/train/index', '/light', '/k2vr'), beside index.html:
 * 'first/<screen>.html', with 'first/paths.json' saying which paths get which (platform/web.ts serves them).
 * Each draws the page's first screen, rendered here from the page's own components (src/first-screen/), with
 * the stylesheets that screen needs, and asks for no code: its inline script (first-screen/document-script.ts)
 * starts the app after that screen has painted, or at once when the screen is not this visitor's. Over plain
 * HTTP a page-load measure counts whatever arrived before the first paint (docs/performance.md).
 */
export function firstScreenDocuments({ screenFiles, documentFiles, script, define }: Helpers): Plugin {
  return {
    name: 'xueche:first-screen-documents',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('firstScreenDocuments: the build has no index.html');
      const html = String(index.source);
      const files = screenFiles(bundle);
      const { entry, preloaded } = documentFiles(bundle);
      const entryScript = entry.find((f) => /\/index-[\w-]+\.js$/.test(f));
      const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href ?? '');
      const cssOf = (href: string) => String((bundle[href.slice(1)] as Rolldown.OutputAsset | undefined)?.source);
      const paths: Record<string, string> = {};
      for (const screen of await renderFirstScreens(define)) {
        const name = `first/${screen.code}.html`;
        const stylesheets = (files[screen.code] ?? []).filter((f) => f.endsWith('.css'));
        checkStyled(screen.html, [...linked, ...stylesheets].map(cssOf));
        const inline = await script({
          __FIRST_SCREEN_FILES__: JSON.stringify(files),
          __FIRST_SCREEN_DOCUMENT__: JSON.stringify({
            code: screen.code,
            entry: entryScript,
            preload: [...entry.filter((f) => f !== entryScript), ...preloaded],
          }),
        });
        const source = firstScreenDocument(html, { ...screen, inline, stylesheets });
        this.emitFile({ type: 'asset', fileName: name, source });
        for (const path of screen.paths) paths[path.toLowerCase()] = name;
      }
      this.emitFile({ type: 'asset', fileName: 'first/paths.json', source: JSON.stringify(paths) });
    },
  };
}

/** index.html made into a start page's document: see firstScreenDocuments. Fails if index.html has changed shape. */
function firstScreenDocument(
  html: string,
  screen: { title: string; html: string; inline: string; stylesheets: string[] },
): string {
  const entry = /\s*<script type="module"[^>]*><\/script>/;
  if (!entry.test(html)) throw new Error('firstScreenDocuments: index.html has no entry script');
  let doc = html.replace(entry, '');
  doc = doc.replace(/\s*<link rel="(modulepreload|preload)"[^>]*>/g, '');
  // In the first-reads script's place, before the stylesheets: it starts the code at once when it should.
  const inline = /<script>[\s\S]*?<\/script>/;
  if (!inline.test(doc)) throw new Error('firstScreenDocuments: index.html has no inline first-reads script');
  doc = doc.replace(inline, () => `<script>${screen.inline}</script>`);
  const links = screen.stylesheets.map((href) => `    <link rel="stylesheet" crossorigin href="${href}">\n`);
  doc = doc.replace('\n  </head>', () => `\n${links.join('')}  </head>`);
  const asText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  doc = doc.replace(/<title>[^<]*<\/title>/, () => `<title>${asText(screen.title)}</title>`);
  const root = '<div id="root">';
  if (!doc.includes(root)) throw new Error('firstScreenDocuments: index.html has no #root');
  return doc.replace(
    root,
    // Hidden until its script has filled it in: the stylesheets' arrival can paint a frame before that script runs.
    () => `<div id="first-screen" inert hidden>${screen.html}</div><script>xuecheFirstScreen()</script>\n    ${root}`,
  );
}

/**
 * Fails the build when a class the first screen draws comes from a stylesheet its document does not link. A CSS
 * module's class ('_hero_1uf60_23': local name, the file's hash, line) counts as linked with its file, as one
 * with no rules of its own (only `composes`) is in no stylesheet.
 */
function checkStyled(markup: string, stylesheets: string[]): void {
  const classes = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap(([, list]) => list?.split(' ') ?? []));
  const css = stylesheets.join('\n');
  const linked = (c: string) => {
    const file = /^_[\w-]+_([a-z0-9]{5})_\d+$/i.exec(c)?.[1];
    return file ? css.includes(`_${file}_`) : new RegExp(`\\.${c}(?![\\w-])`).test(css);
  };
  const missing = [...classes].filter((c) => c && !linked(c));
  if (missing.length)
    throw new Error(`firstScreenDocuments: no stylesheet of the document styles ${missing.join(', ')}`);
}

/** src/first-screen/screens.tsx built for Node and run: each start page's first screen as markup. */
async function renderFirstScreens(define: Record<string, string>): Promise<FirstScreenDocument[]> {
  const result = await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    plugins: [react()],
    define,
    ssr: { noExternal: true },
    build: {
      ssr: 'src/first-screen/screens.tsx',
      write: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunk = output.output.find((o): o is Chunk => o.type === 'chunk' && o.isEntry);
  if (!chunk) throw new Error('renderFirstScreens: the build of screens.tsx gave no script');
  const dir = mkdtempSync(join(tmpdir(), 'xueche-first-screens-'));
  try {
    const file = join(dir, 'screens.mjs');
    writeFileSync(file, chunk.code);
    const screens: typeof import('./src/first-screen/screens') = await import(pathToFileURL(file).href);
    return screens.renderFirstScreens();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
