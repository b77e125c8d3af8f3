import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, stored, uniqueName } from './helpers';

/** Signs a new student in on `page` at `path` and waits until their exam field is chosen from where the phone is. */
export async function siteStudent(page: Page, path = '/'): Promise<number> {
  await signIn(page, path, { nickname: uniqueName('考场学员'), type: 1, subscribe: true });
  await expect
    .poll(async () => (await stored<{ field_id: number }>(page, 'Field-Info'))?.v.field_id, { timeout: 20_000 })
    .toBeGreaterThan(0);
  return (await stored<{ field_id: number }>(page, 'Field-Info'))?.v.field_id as number;
}
