// Vitest 5's failure reporter uses Map.groupBy, which Node 20 lacks.
import './scripts/polyfills';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'sandbox', include: ['apps/sandbox/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['apps/api/src/test/global-setup.ts'],
        },
      },
      {
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Two files at a time, each worker on a server of its own (e2e/global-setup.ts).
          maxWorkers: 2,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
