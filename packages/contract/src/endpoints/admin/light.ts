import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';
import { id } from '../../schemas';

/** Night-lighting sets per exam field (docs/lighting.md): the same rules as `npm run ops -- light:*`. */

const CONTENT = ['content', 'admin'] as const;
const int = z.number().int();

export const adminLightSets = adminGet('/admin/light/sets', {
  operator: CONTENT,
  response: z.object({
    standard: z.object({ version: z.string(), items: int, draw: int }),
    fields: z.array(
      z.object({
        field_id: int,
        field_name: z.string(),
        city: z.string(),
        own: z.boolean(),
        version: z.string(),
        items: int,
        draw: int,
        order: z.string(),
        updated_at: z.string().nullable(),
      }),
    ),
  }),
});

/** A field's set as the import file (the standard set when it has none): what an operator downloads. */
export const adminLightSet = adminGet('/admin/light/set', {
  operator: CONTENT,
  query: z.object({ field_id: id }),
  response: z.object({ field_id: int, own: z.boolean(), version: z.string(), set: z.unknown() }),
});

const SetResult = z.object({ field_id: int, own: z.boolean(), version: z.string(), changed: z.boolean() });

/** The set in the file, whole or nothing: a 422 lists every problem by path (`data.errors`). */
export const adminLightImport = adminPost('/admin/light/set/import', {
  operator: CONTENT,
  body: z.object({ field_id: id, set: z.unknown() }),
  response: SetResult,
});

/** Back to the standard set. */
export const adminLightReset = adminPost('/admin/light/set/reset', {
  operator: CONTENT,
  body: z.object({ field_id: id }),
  response: SetResult,
});
