import type { Db } from '../../db/client';
import { resetSet } from './light-sets.service';

export const LIGHT_RESET = 'light.reset';
export const lightSetTarget = (fieldId: number) => `light-set:${fieldId}`;

/**
 * A field's own set taken away (the standard set stands in again) with its audit line, for the console and
 * the operator commands alike: run it inside `audited()`.
 */
export async function resetLightSet(db: Db, fieldId: number) {
  const { changed, before, after } = await resetSet(db, fieldId);
  return {
    result: { field_id: fieldId, own: false, version: after.version, changed },
    target: lightSetTarget(fieldId),
    before,
    after,
    detail: { changed },
  };
}
