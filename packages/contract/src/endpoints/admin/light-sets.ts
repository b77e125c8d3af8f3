import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/**
 * The fields' night-lighting instruction sets (issue 12), as `light:export`/`light:import`/`light:reset` handle
 * them: sets have no review state, so the reviewers' job is to check a field's set and import, export or take
 * it back to the standard set. An import is checked whole: any problem and nothing is stored (422, each
 * problem by its path).
 */

const REVIEWERS = ['reviewer', 'admin'] as const;
const int = z.number().int();
const Order = z.enum(['fixed', 'random']);

export const adminLightSets = adminGet('/admin/reviews/light-sets', {
  operator: REVIEWERS,
  response: z.object({
    standard: z.object({ version: z.string(), items: int, draw: int }),
    fields: z.array(
      z.object({
        field_id: int,
        field_name: z.string(),
        city: z.string(),
        /** The field has its own set; otherwise the standard set stands in. */
        own: z.boolean(),
        version: z.string(),
        items: int,
        draw: int,
        order: Order,
        updated_at: z.string().nullable(),
      }),
    ),
  }),
});

const SetChange = z.object({ field_id: int, own: z.boolean(), version: z.string(), changed: z.boolean() });

/** The field's set as the import file (its own, or the standard one). */
export const adminLightSetFile = adminGet('/admin/reviews/light-sets/file', {
  operator: REVIEWERS,
  query: z.object({ field_id: id }),
  response: z.object({ field_id: int, own: z.boolean(), version: z.string(), content: z.string() }),
});

/** `content`: the set file's text. Stored whole; the new set's voices are prepared in the background. */
export const adminLightSetImport = adminPost('/admin/reviews/light-sets/import', {
  operator: REVIEWERS,
  body: z.object({ field_id: id, content: z.string().min(1).max(100_000) }),
  response: SetChange,
});

/** Back to the standard set. */
export const adminLightSetReset = adminPost('/admin/reviews/light-sets/reset', {
  operator: REVIEWERS,
  body: z.object({ field_id: id }),
  response: SetChange,
});
