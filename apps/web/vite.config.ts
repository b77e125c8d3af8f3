import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

// The API (and the sandbox it mounts) for `vite dev` and `vite preview`; XUECHE_API points elsewhere.
const api = process.env.XUECHE_API ?? 'http://127.0.0.1:3000';
const proxy = { '/api': api, '/sandbox': api, '/static': api };

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

/**
 * Fetches, beside the entry, what a student's first screen of '/' waits for and what draws its banners: the
 * student's route set, the routes every role may open, home's chunk and its sections, TanStack Query and the
 * shared code, with their stylesheets. Without it each is asked for only after the one before has run, a
 * round trip apiece; every signed-in page needs all but home's two.
 */
function preloadFirstScreen(): Plugin {
  const wanted: Record<string, (chunk: Rolldown.OutputChunk) => boolean> = {
    student: (c) => Boolean(c.facadeModuleId?.endsWith('/src/app/sets/student.ts')),
    routes: (c) => c.name === 'routes',
    home: (c) => c.name === 'home',
    sections: (c) => Boolean(c.facadeModuleId?.endsWith('/src/features/home/sections.ts')),
    query: (c) => c.name === 'query',
    shared: (c) => c.name === 'shared',
  };
  return {
    name: 'xueche:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        return Object.entries(wanted).flatMap(([name, test]) => {
          const found = chunks.filter(test);
          if (found.length !== 1) throw new Error(`preloadFirstScreen: ${found.length} chunks are '${name}'`);
          return found.flatMap((chunk) => [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
              injectTo: 'head' as const,
            },
            ...[...(chunk.viteMetadata?.importedCss ?? [])].map((css) => ({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
              injectTo: 'head' as const,
            })),
          ]);
        });
      },
    },
  };
}

/**
 * Puts src/first-reads/start.ts, built on its own and minified, inline at the top of index.html: the first
 * screen's reads start with the document. The API allows exactly this script by its hash (platform/web.ts).
 */
function inlineFirstReads(): Plugin {
  let script: Promise<string> | undefined;
  const buildScript = async () => {
    const result = await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        write: false,
        target: 'es2020',
        minify: true,
        lib: {
          entry: fileURLToPath(new URL('src/first-reads/start.ts', import.meta.url)),
          formats: ['iife'],
          name: 'x',
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const chunk = output.output.find((o) => o.type === 'chunk');
    if (!chunk) throw new Error('inlineFirstReads: the build of start.ts gave no script');
    return chunk.code.trim();
  };
  return {
    name: 'xueche:inline-first-reads',
    // After the title and before any stylesheet: a script after a stylesheet would wait for it to load.
    async transformIndexHtml(html) {
      if (!html.includes('</title>')) throw new Error('inlineFirstReads: index.html has no <title>');
      script ??= buildScript();
      return html.replace('</title>', `</title>\n    <script>${await script}</script>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFirstScreen(), inlineFirstReads()],
  define: { __XUECHE_BUILD__: JSON.stringify(buildInfo()) },
  // antd-mobile's dependencies pull React 18 into the hoisted node_modules; one React for the whole bundle.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    // Everything the first screen needs in one chunk: fewer requests and better compression than many slivers.
    // Each feature's screens share one chunk: one request per area, and the entry's list of what each
    // page needs stays short (every lazily loaded page adds its dependency list to the entry).
    rolldownOptions: {
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
            // antd-mobile with what it brings (react-spring, icons), for dialogs and toasts: one request.
            {
              name: 'antd',
              test: /node_modules[\\/]antd-mobile[\\/]|[\\/]src[\\/]lib[\\/](antd-react19|toast-queue)\.ts$/,
            },
            // The rest of the code pages share (lib, components): one request instead of a dozen slivers.
            {
              name: 'shared',
              test: /[\\/]src[\\/](lib|components)[\\/](?!.*\.en\.ts$)/,
              includeDependenciesRecursively: false,
            },
            // English sentences stay in their own chunks, fetched only when chosen; only each area's own
            // files are grouped, so shared components stay where the other pages find them.
            ...Object.entries({
              theory: 'theory|exam-history|error-report',
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
            {
              name: 'yard',
              test: /[\\/]features[\\/]site[\\/]vr[\\/]yard[\\/]/,
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
