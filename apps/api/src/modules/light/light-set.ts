import { LightExpect } from '@xueche/contract';
import { z } from 'zod';
import type { Control, Expectation, LightState } from './judge';

/**
 * A field's lighting instruction set: the fixed opening, the instructions the field draws from (in its
 * order, or drawn at random), how many it draws, and the fixed closing. Fields differ in wording, count,
 * order and in a few expectations (../shared/DOMAIN.md), so each field has its own set.
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

/**
 * The controls that do what an expectation asks, from the lights as they are: what the exercise screen
 * explains after an answer, and how a test operates the dashboard like a candidate who knows the rules.
 */
export function operationsFor(start: LightState, expectation: Expectation): Control[] {
  const { final } = expectation;
  const ops: Control[] = [];
  let high = start.high;
  // Alternations happen on low beam: get there first (overtaking signals left before it).
  if (expectation.alternations) {
    if (start.headlight !== 'low') ops.push('headlight:low');
    if (high) {
      ops.push('high');
      high = false;
    }
    if (expectation.leftIndicatorFirst && start.indicator !== 'left') ops.push('indicator:left');
    for (let i = 0; i < expectation.alternations; i++) ops.push('flash');
  }
  const indicatorNow = expectation.leftIndicatorFirst ? 'left' : start.indicator;
  const headlightNow = expectation.alternations ? 'low' : start.headlight;
  if (final.headlight !== headlightNow) {
    ops.push(`headlight:${final.headlight}`);
    if (final.headlight !== 'low') high = false;
  }
  if (final.high !== high) ops.push('high');
  if (final.indicator !== indicatorNow) ops.push(`indicator:${final.indicator}`);
  if (final.hazard !== start.hazard) ops.push('hazard');
  if (final.fogFront !== start.fogFront) ops.push('fog:front');
  if (final.fogRear !== start.fogRear) ops.push('fog:rear');
  return ops;
}
