import { execSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react()],
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
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
