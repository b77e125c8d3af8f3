// Vitest 5's failure reporter uses Map.groupBy, which Node 20 lacks.
import './scripts/polyfills';
import { defineConfig } from 'vitest/config';

/**
 * Two files at a time, from one pool all projects share (Vitest gives the projects of one group one pool, so
 * they must name the same count, and runs their files project after project). On this 2-core machine the
 * default is one (cores − 1), and a browser test mostly waits on its page and server while an API test keeps a
 * core busy. Three was measured (2026-12-02, quiet): no faster (1356 s against 1311 s), each file slower.
 * Each browser-test worker has a server of its own (e2e/global-setup.ts), each API test file a database of its own.
 */
const maxWorkers = 2;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node', maxWorkers } },
      {
        test: {
          name: 'sandbox',
          include: ['apps/sandbox/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          maxWorkers,
          globalSetup: ['apps/sandbox/src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          maxWorkers,
          // Each file builds its own app on its own database, and nothing in the API keeps state per module
          // that a file could leak to the next: importing the app once per worker instead of once per file
          // took the API project from 435 s to 288 s here.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/api/src/test/global-setup.ts', 'apps/sandbox/src/test/global-setup.ts'],
        },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', maxWorkers },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A poll waits for what a person would wait for (a lazy screen, a reply), not for vitest's 1 s default:
          // that default made "the next screen shows within a second" an unstated timing check on a busy machine.
          expect: { poll: { timeout: 10_000 } },
          maxWorkers,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
