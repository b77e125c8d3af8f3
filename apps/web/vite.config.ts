import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { firstScreenDocuments } from './first-screen-documents';

// The API (and the sandbox it mounts) for `vite dev` and `vite preview`; XUECHE_API points elsewhere.
const api = process.env.XUECHE_API ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/sandbox': api, '/static': api };

/**
 * The oldest webviews the app is built for (README "Requirements", docs/decisions/011): WeChat on iOS 15, whose
 * WKWebView is the system's Safari 15, and Chromium 88 on Android (XWeb, WeChat's own kernel, or the system
 * WebView). The build lowers for them what they lack, in our code and in the dependencies alike (three.js's
 * class static blocks, TanStack Query's private fields), and lightningcss does the same for the CSS;
 * scripts/check-build-target.mjs checks that every script parses as ES2021.
 */
const BROWSERS = ['chrome88', 'ios15', 'safari15'];

/** The commit and the day (UTC) this build was made, shown on '/about'; 'dev' outside a git checkout. */
function buildInfo() {
  let commit = 'dev';
  try {
    commit =
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || commit;
  } catch {
    // not a git checkout (a source archive): keep 'dev'
  }
  return { commit, date: new Date().toISOString().slice(0, 10) };
}

type Chunk = Rolldown.OutputChunk;

/** A chunk's script and the stylesheets it brings, as the page asks for them ('/assets/…'). */
const filesOf = (chunk: Chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`);

/**
 * A chunk with every chunk it imports statically, each with its stylesheets: what must arrive before it can
 * run. Chunks in `skip` (with what they import) are left out.
 */
function filesWithImports(bundle: Rolldown.OutputBundle | undefined, chunk: Chunk, skip: Set<string>): string[] {
  const seen = new Set<string>();
  const visit = (c: Chunk) => {
    if (skip.has(c.fileName) || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const name of c.imports) {
      const next = bundle?.[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...seen].flatMap((name) => filesOf(bundle?.[name] as Chunk));
}

/** The entry's files by name: its script and stylesheet ('index-…') and the runtime it imports. */
const ENTRY_FILE = /^assets\/(index|rolldown-runtime)-[\w-]+\.(js|css)$/;

/**
 * What the document itself asks for, as '/assets/…' files: the entry with its imports, and beside it the code
 * every signed-in page waits for before its first screen (the student's route set, the routes every role may
 * open, TanStack Query), each with what it imports and their stylesheets. A screen's own code, home's too, is
 * asked for by the inline script (inlineFirstReads), for that screen only.
 */
function documentFiles(bundle: Rolldown.OutputBundle | undefined): { entry: string[]; preloaded: string[] } {
  const entry = chunkOf(bundle, 'entry', (c) => c.isEntry);
  const entryFiles = new Set([entry.fileName, ...entry.imports]);
  // ENTRY_FILE must name these and nothing else, or a lazy import would miss a file it needs.
  const named = Object.keys(bundle ?? {}).filter((f) => ENTRY_FILE.test(f) && !f.endsWith('.css'));
  if (named.some((f) => !entryFiles.has(f)) || [...entryFiles].some((f) => !ENTRY_FILE.test(f))) {
    throw new Error(`vite.config.ts: ENTRY_FILE names ${named.join(', ')}; the entry is ${[...entryFiles].join(', ')}`);
  }
  const beside = [facade('/src/app/sets/student.ts'), group('routes'), group('query')].flatMap((test, i) =>
    filesWithImports(bundle, chunkOf(bundle, `first screen ${i}`, test), entryFiles),
  );
  return { entry: [...entryFiles].map((f) => `/${f}`), preloaded: [...new Set(beside)] };
}

/** The one chunk of the bundle that `test` picks; the build fails when the grouping below has changed. */
function chunkOf(bundle: Rolldown.OutputBundle | undefined, name: string, test: (chunk: Chunk) => boolean): Chunk {
  const found = Object.values(bundle ?? {}).filter((c): c is Chunk => c.type === 'chunk' && test(c));
  if (found.length !== 1 || !found[0]) throw new Error(`vite.config.ts: ${found.length} chunks are '${name}'`);
  return found[0];
}

const facade = (path: string) => (c: Chunk) => Boolean(c.facadeModuleId?.endsWith(path));
const group = (name: string) => (c: Chunk) => c.name === name;
/** The chunk a module went into, for a screen grouped with others of its area. */
const holding = (path: string) => (c: Chunk) => c.moduleIds.some((id) => id.endsWith(path));

/**
 * Fetches, beside the entry, the code every signed-in page waits for before its first screen (documentFiles).
 * Without it each is asked for only after the one before has run, a round trip apiece.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'xueche:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return documentFiles(bundle).preloaded.map((href) => ({
          tag: 'link',
          attrs: href.endsWith('.css')
            ? { rel: 'preload', as: 'style', crossorigin: true, href }
            : { rel: 'modulepreload', crossorigin: true, href },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Each first screen's code with what it imports, less what the document asks for anyway (documentFiles). */
function screenFiles(bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const { entry, preloaded } = documentFiles(bundle);
  const known = new Set([...entry, ...preloaded].map((f) => f.slice(1)));
  const screen = (name: string, path: string) => filesWithImports(bundle, chunkOf(bundle, name, holding(path)), known);
  const files = {
    home: screen('sections', '/src/features/home/sections.ts'),
    hub: screen('hub', '/src/features/theory/hub-page.tsx'),
    exam: screen('exam', '/src/features/theory/exam-page.tsx'),
    train: screen('train', '/src/features/train/home-page.tsx'),
    booking: screen('booking', '/src/features/train/booking-page.tsx'),
    light: screen('light', '/src/features/light/hub-page.tsx'),
    lightExercise: screen('light exercise', '/src/features/light/exercise-page.tsx'),
    five: screen('five', '/src/features/site/vr/five-page.tsx'),
    // The yard's page without its scene: three.js is asked for by the page once it has shown.
    yard: screen('yard', '/src/features/site/vr/yard/yard-page.tsx'),
    pin: screen('pin', '/src/features/pin/home-page.tsx'),
  };
  // Each has happened, from one import: every page fetching home's chunk, the yard's page waiting for
  // three.js before it could show, the start pages fetching all of 'shared' for one function.
  const home = chunkOf(bundle, 'home', group('home'));
  const three = chunkOf(bundle, 'three', group('three'));
  const shared = chunkOf(bundle, 'shared', group('shared'));
  const lean = ['home', 'hub', 'exam', 'train', 'light', 'five', 'pin'];
  for (const [name, list] of Object.entries(files)) {
    const kept = [three, ...(name === 'home' ? [] : [home]), ...(lean.includes(name) ? [shared] : [])];
    const wrong = kept.filter((c) => list.includes(`/${c.fileName}`));
    if (wrong.length) {
      throw new Error(`vite.config.ts: the '${name}' first screen waits for ${wrong.map((c) => c.name).join(', ')}`);
    }
  }
  return files;
}

/** Builds one of src/'s files on its own, as a minified script for inlining, with `define` put in. */
function inlineScriptBuilder(file: string) {
  const built = new Map<string, Promise<string>>();
  const buildScript = async (define: Record<string, string>) => {
    const result = await build({
      configFile: false,
      logLevel: 'warn',
      define,
      build: {
        write: false,
        target: BROWSERS,
        minify: true,
        lib: { entry: fileURLToPath(new URL(file, import.meta.url)), formats: ['iife'], name: 'x' },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const chunk = output.output.find((o) => o.type === 'chunk');
    if (!chunk) throw new Error(`the build of ${file} gave no script`);
    return chunk.code.trim();
  };
  return (define: Record<string, string>): Promise<string> => {
    const key = JSON.stringify(define);
    if (!built.has(key)) built.set(key, buildScript(define));
    return built.get(key) as Promise<string>;
  };
}

/**
 * Puts src/first-reads/start.ts, built on its own and minified, inline at the top of index.html: the first
 * screen's reads, and its own code (home's sections, the theory hub's, the mock exam's, each with what it
 * imports), start with the document. The API allows exactly this script by its hash (platform/web.ts).
 */
function inlineFirstReads(): Plugin {
  const script = inlineScriptBuilder('src/first-reads/start.ts');
  return {
    name: 'xueche:inline-first-reads',
    transformIndexHtml: {
      order: 'post',
      // After the entry's script and before any stylesheet (a script after a stylesheet would wait for it to
      // load): the entry is asked for first, so over HTTP/1.1 it gets the connection the document warmed rather
      // than a cold one behind the screen's files this script asks for (docs/performance.md).
      async handler(html, { bundle }) {
        const at = bundle ? html.indexOf('<link rel="stylesheet"') : html.indexOf('</title>') + '</title>'.length;
        const entry = html.search(/<script type="module"[^>]*src="[^"]*"><\/script>/);
        if (at < '</title>'.length || (bundle && (entry < 0 || entry > at))) {
          throw new Error('inlineFirstReads: index.html has not the entry script before its stylesheet');
        }
        // `vite dev` has no bundle: the screens' code comes as the app asks for it.
        const files = JSON.stringify(bundle ? screenFiles(bundle) : {});
        return `${html.slice(0, at)}<script>${await script({ __FIRST_SCREEN_FILES__: files })}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}

/**
 * React Router defines <Link>, <NavLink> and <Form> as `const X = forwardRef(…); X.displayName = '…'`: two
 * statements a bundler cannot prove free of side effects, so the three (and the framework-mode prefetching
 * <Link> brings) stay in the entry though the app uses none of them (it links with components/link.tsx).
 * Each pair is wrapped here in one IIFE marked pure, as react-router's open PR #15299 does in its source, so
 * that unused ones drop out: 3.5 KB gzip of the entry. The build fails if the text is not found (an
 * upgrade changed it): check whether the upgrade made this unneeded, else update the pattern.
 */
function treeShakeRouterComponents(): Plugin {
  const NAMES = ['Link', 'NavLink', 'Form'];
  let done = false;
  return {
    name: 'xueche:tree-shake-router-components',
    apply: 'build',
    buildEnd(error) {
      // A moved file would leave the three in the entry without a word.
      if (!error && !done) throw new Error("treeShakeRouterComponents: react-router's dom/lib.js was not seen");
    },
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/ },
      handler(code) {
        let out = code;
        for (const name of NAMES) {
          const start = `\nconst ${name} = React$1.forwardRef(`;
          const end = `\n${name}.displayName = "${name}";\n`;
          const from = out.indexOf(start);
          const to = out.indexOf(end, from);
          // The initializer must end right before its displayName: only then are the two one unit.
          if (from < 0 || to < 0 || !out.slice(from, to).endsWith('});')) {
            throw new Error(`treeShakeRouterComponents: react-router's ${name} is no longer defined as expected`);
          }
          // On the same lines as before, so that the module's lines keep their numbers.
          const unit = out.slice(from + 1, to + end.length - 1);
          out = `${out.slice(0, from)}\nconst ${name} = /* @__PURE__ */ (() => { ${unit} return ${name}; })();\n${out.slice(to + end.length)}`;
        }
        done = true;
        return { code: out, map: null };
      },
    },
  };
}

/** What the app's code reads of its build; the first screens' server build is given the same. */
const appDefine = { __XUECHE_BUILD__: JSON.stringify(buildInfo()) };

export default defineConfig({
  plugins: [
    react(),
    treeShakeRouterComponents(),
    preloadFirstScreen(),
    inlineFirstReads(),
    firstScreenDocuments({
      screenFiles,
      documentFiles,
      script: inlineScriptBuilder('src/first-screen/document-script.ts'),
      define: appDefine,
    }),
  ],
  define: appDefine,
  build: {
    outDir: 'dist',
    manifest: true,
    target: BROWSERS,
    modulePreload: {
      polyfill: false,
      // A lazy import's list of what to fetch with it leaves out the entry's own files: they ran before it.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ENTRY_FILE.test(dep)) : deps,
    },
    // Everything the first screen needs in one chunk: fewer requests and better compression than many slivers.
    // Most features' screens share one chunk: one request per area, and the entry's list of what each page
    // needs stays short (every lazily loaded page adds its dependency list to the entry). The theory area is
    // split finer: the hub or a mock exam opened first fetches only its own code (see docs/performance.md).
    rolldownOptions: {
      // Lowered public class fields are assigned (this.x = …) rather than defined through a helper: 0.3 KB less
      // in the first load. The two differ only where a field shadows a setter, which TypeScript refuses in our
      // code and no dependency's field does (docs/decisions/011).
      transform: { assumptions: { setPublicClassFields: true } },
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The routes every role may open (login-free and shared), fetched beside the role's own set.
            {
              name: 'routes',
              test: /[\\/]src[\\/]app[\\/](route-table[\\/](?!student|coach)|sets[\\/](common|shared))/,
              includeDependenciesRecursively: false,
            },
            // Home's first screen with what it imports: one request after the student's route set.
            { name: 'home', test: /[\\/]features[\\/]home[\\/]home-page\.tsx$/ },
            // TanStack Query and the app's client, fetched after the first screen: one request.
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]|[\\/]src[\\/]lib[\\/]quer(y-client|ies)\.ts$/ },
            // The few shared pieces the first screens of home, the theory hub and a mock exam use, with what
            // they import, apart from the rest below: opening one of those pages fetches only these (the new
            // areas' tab bars add the wait for the first screen's end). The list pieces and the field card are
            // home's alone among them.
            {
              name: 'kit',
              test: /[\\/]src[\\/](lib[\\/](debounce|format|use-after-first-screen|route-params)\.ts|components[\\/]debounce-button\.tsx)$|[\\/]packages[\\/]time[\\/]src[\\/]/,
            },
            // The paged list the new areas' first screens show ('/train/index', '/pin') with the list footer
            // (its sentences and stylesheet), which home's feed and other lists show too.
            {
              name: 'paging',
              test: /[\\/]src[\\/](components[\\/]lists[\\/](paged-list|unique-items|use-near-viewport|list-footer)\.tsx?|lib[\\/]paging\.ts)$/,
            },
            // Pull-to-refresh and the field card: home's sections and other areas' pages, not the new areas'
            // start pages. With the footer, they made '/train/index' and '/pin' fetch home's chunk too, where
            // the field card's view and sentences live.
            {
              name: 'lists',
              test: /[\\/]src[\\/]components[\\/](lists[\\/]pull-to-refresh|account[\\/]field-card)\.tsx$/,
            },
            // The rest of the code pages share (lib, components): one request instead of a dozen slivers.
            // The booking chat is only the shuttle's and coach-for-hire's: it goes with them, not in here. The
            // toast queue and the modals come with the first toast or dialog, not with every page.
            {
              name: 'shared',
              test: /[\\/]src[\\/](lib|components)[\\/](?!chat[\\/]|modal[\\/]|.*\.en\.ts$|toast-(queue|layer)\.ts$|toast\.module\.css$)/,
              includeDependenciesRecursively: false,
            },
            // The toast queue and the modals (docs/decisions/016): one small request for whichever comes first.
            {
              name: 'overlay',
              test: /[\\/]src[\\/](lib[\\/]toast-(queue|layer)\.ts|lib[\\/]toast\.module\.css|components[\\/]modal[\\/])/,
              includeDependenciesRecursively: false,
            },
            // The theory screens no one opens first (practice, the result, the error book, the history, error
            // reports) in one chunk; a question's view, shared by them and the mock exam, in another. The hub,
            // the exam page and what they share (theory-api) are left to Rolldown, each its own small chunk.
            {
              name: 'question',
              test: /[\\/]features[\\/]theory[\\/](question-view|question-nav|answer-sheet|paper-loader|review-question)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'theory',
              test: /[\\/]features[\\/]((exam-history|error-report)[\\/](?!messages\.en)|theory[\\/](practice-page|book-page|result-page)\.tsx$)/,
              includeDependenciesRecursively: false,
            },
            // The atlas (issue 32): its pages with the drawings and texts they all need (packages/atlas), one chunk.
            {
              name: 'atlas',
              test: /[\\/](packages[\\/]atlas[\\/]|features[\\/]atlas[\\/](?!messages\.en))/,
              includeDependenciesRecursively: false,
            },
            // English sentences stay in their own chunks, fetched only when chosen; only each area's own
            // files are grouped, so shared components stay where the other pages find them.
            ...Object.entries({
              lessons: 'lessons',
              news: 'news|help|notices',
              // The coach workspace (issue 6), one chunk per area.
              'coach-account': 'coach-account',
              certification: 'certification',
              wallet: 'wallet',
              coach: 'coach',
              posters: 'posters',
              orders: 'orders',
              // Customer service, about and the documents (open without login).
              support: 'support',
            }).map(([name, folders]) => ({
              name,
              test: new RegExp(`[\\\\/]features[\\\\/](${folders})[\\\\/](?!messages\\.en)`),
              includeDependenciesRecursively: false,
            })),
            // The first screens of the new areas ('/light', '/pin', '/train/index', and what '/k2vr' and the
            // yard need of the site area), each with only what it shows, apart from the rest of its area: opened
            // first, such a page fetches these (first-reads starts them beside the entry), not its whole area.
            // The area's other screens import them.
            {
              name: 'light-hub',
              test: /[\\/](features[\\/]light[\\/](hub-page|device-results|explanation|light-api|messages(\.zh)?|paths|result-view|use-light-field)\.tsx?$|features[\\/]light[\\/]light\.module\.css$|packages[\\/]light-rules[\\/])/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'pin-home',
              test: /[\\/]features[\\/]pin[\\/](home-page|pin-api|pin-format|pin-nav|trip-card|trip-list|start-messages(\.zh)?)\.tsx?$|[\\/]features[\\/]pin[\\/]start\.module\.css$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'train-home',
              test: /[\\/]features[\\/]train[\\/](home-page|listings|coach-card|train-tab-bar|area-store|train-api|train-format|train-time|start-messages(\.zh)?)\.tsx?$|[\\/]features[\\/]train[\\/]start\.module\.css$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'site-base',
              test: /[\\/]features[\\/]site[\\/](paths\.ts|sign-in-invite\.tsx|messages(\.zh)?\.ts|site\.module\.css)$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'five',
              test: /[\\/]features[\\/]site[\\/]vr[\\/](five-page|item-dims|vr-api|messages(\.zh)?)\.tsx?$|[\\/]features[\\/]site[\\/]vr[\\/]vr\.module\.css$/,
              includeDependenciesRecursively: false,
            },
            // Night-lighting practice (issue 12): its screens with the judge they share with the API.
            {
              name: 'light',
              test: /[\\/](features[\\/]light[\\/](?!messages\.en)|packages[\\/]light-rules[\\/])/,
              includeDependenciesRecursively: false,
            },
            // The exam-site shuttle (issue 14): every '/pin' screen in one chunk.
            {
              name: 'pin',
              test: /[\\/]features[\\/]pin[\\/](?!messages\.en)/,
              includeDependenciesRecursively: false,
            },
            // Coach for hire (issue 15): every '/train' screen, '/coach/homepage' and the area's tab bar in one chunk.
            {
              name: 'train',
              test: /[\\/]features[\\/]train[\\/](?!messages\.en)/,
              includeDependenciesRecursively: false,
            },
            // The exam site beside the 3D yard (issue 13): subject three, navigation, interactive video and
            // on-site practice, one chunk ('/k3land', '/nav', '/hudong/…', '/jlroute', '/k2vr/practice');
            // the yard and panoramas (site/vr) are not in it.
            {
              name: 'site',
              test: /[\\/]features[\\/]site[\\/](?!vr[\\/]|messages\.en)/,
              includeDependenciesRecursively: false,
            },
            // The 3D yard and the panoramas (issue 13): three.js in one chunk that both use, the yard's scene
            // and page beside it, Photo Sphere Viewer with the tour; the landing and item pages carry none.
            { name: 'three', test: /node_modules[\\/]three[\\/]/ },
            // The yard's rules package (geometry, car, judge) apart from the scene: the drive pages in 'vr' use
            // it, and with it beside the scene every page importing 'vr' (the yard's own page) waited for three.js.
            {
              name: 'yard-rules',
              test: /packages[\\/]yard-rules[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'yard',
              test: /[\\/]features[\\/]site[\\/]vr[\\/]yard[\\/](yard-(?!page)[a-z-]+|scene-tokens)\.ts$/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'panorama',
              test: /node_modules[\\/]@photo-sphere-viewer[\\/]|[\\/]features[\\/]site[\\/]vr[\\/]panorama[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'vr',
              test: /[\\/]features[\\/]site[\\/]vr[\\/](?!yard[\\/]|panorama[\\/]|messages\.en)/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
