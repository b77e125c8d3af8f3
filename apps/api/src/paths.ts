import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, found from this file (run from src/ or bundled into dist/), never from the cwd. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@xueche/api') return dir;
    dir = dirname(dir);
  }
  throw new Error('Cannot find the @xueche/api package folder');
}

export const apiRoot = findApiRoot();
export const migrationsDir = join(apiRoot, 'drizzle');
export const staticDir = join(apiRoot, 'static');
export const webDistDir = join(apiRoot, '..', 'web', 'dist');
/** The operator console's build (apps/admin), served at /admin. */
export const adminDistDir = join(apiRoot, '..', 'admin', 'dist');
export const demoQuestionsDir = join(apiRoot, 'src', 'seed', 'questions');
/** The lighting voices' worker: plain JavaScript, run as it is from src/ by the tests and by dist/main.js. */
export const voiceWorkerFile = join(apiRoot, 'src', 'modules', 'light', 'voice-worker.mjs');
