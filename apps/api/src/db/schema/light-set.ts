import { LightExpect } from '@xueche/contract';
import { z } from 'zod';

/**
 * A field's lighting instruction set: the fixed opening, the instructions the field draws from (in its
 * order, or drawn at random), how many it draws, and the fixed closing. Fields differ in wording, count,
 * order and in a few expectations (docs/domain.md#the-night-lighting-exam), so each field has its own set.
 */
export const LightItem = z.object({
  /** Unique within the set: what an attempt's log names. */
  key: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/),
  /** The words the voice reads. */
  text: z.string().trim().min(4).max(80),
  /** What the lights must do: one of the judge's expectations. */
  expect: LightExpect,
});
export type LightItem = z.infer<typeof LightItem>;

export const LightSet = z
  .object({
    opening: LightItem,
    items: z.array(LightItem).min(5).max(30),
    /** How many of `items` an exam reads between opening and closing (the rest are for exercise). */
    draw: z.number().int().min(5),
    order: z.enum(['fixed', 'random']),
    closing: LightItem,
  })
  .superRefine((set, ctx) => {
    if (set.draw > set.items.length) {
      ctx.addIssue({ code: 'custom', path: ['draw'], message: `draws ${set.draw} of ${set.items.length} items` });
    }
    const keys = [set.opening, ...set.items, set.closing].map((i) => i.key);
    const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
    if (repeated) ctx.addIssue({ code: 'custom', path: ['items'], message: `key ${repeated} appears twice` });
  });
export type LightSet = z.infer<typeof LightSet>;
