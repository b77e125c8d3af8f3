import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareSandbox, SANDBOX_PAY_KEYS_FILE } from '../index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A WeChat Pay keys file made once per run, which test sandboxes start from (test/sandbox.ts). */
    sandboxPayKeys: string;
  }
}

/** Makes the sandbox merchant's keys once for the whole run. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'xueche-sandbox-keys-'));
  await prepareSandbox({ dataDir: dir });
  project.provide('sandboxPayKeys', join(dir, SANDBOX_PAY_KEYS_FILE));
  return () => rmSync(dir, { recursive: true, force: true });
}
