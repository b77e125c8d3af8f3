import { z } from 'zod';

/** A move of one of the simulated light controls. */
export const LightControl = z.enum([
  'headlight:off',
  'headlight:position',
  'headlight:low',
  'high',
  'flash',
  'indicator:left',
  'indicator:right',
  'indicator:off',
  'hazard',
  'fog:front',
  'fog:rear',
]);
export type LightControl = z.infer<typeof LightControl>;

/** What an instruction asks of the lights (the server's judge knows each). */
export const LightExpect = z.enum([
  'low',
  'high',
  'alternate',
  'overtake',
  'overtakeThenRight',
  'parkHazards',
  'lowHazards',
  'fog',
  'allOff',
]);
export type LightExpect = z.infer<typeof LightExpect>;

/** How an instruction was failed: acted while it was read, too late, wrong lights, too few alternations, no left signal first. */
export const LightFault = z.enum(['early', 'timeout', 'wrong_state', 'too_few_alternations', 'no_indicator_first']);

export const LightInstruction = z.object({
  key: z.string(),
  text: z.string(),
  expect: LightExpect,
});

/** A field's instruction set as the client keeps it (`lightingInfo`). */
export const LightSetView = z.object({
  field_id: z.number().int(),
  /** False when the field has no set of its own and the standard one stands in. */
  own: z.boolean(),
  /** Changes whenever the set does: the client's stored set (and voice cache) is stale when it differs. */
  voice_lib: z.string(),
  /** The time after an instruction's voice ends to set the lights. */
  window_ms: z.number().int(),
  order: z.enum(['fixed', 'random']),
  /** How many of `items` an exam reads between the opening and the closing. */
  draw: z.number().int(),
  opening: LightInstruction,
  items: z.array(LightInstruction),
  closing: LightInstruction,
});

export const LightItemResult = z.object({
  key: z.string(),
  text: z.string(),
  expect: LightExpect,
  passed: z.boolean(),
  fault: LightFault.nullable(),
  /** When the last action in time came, ms after the voice ended; null when nothing was done. */
  reaction_ms: z.number().int().nullable(),
});

export const LightAttemptResult = z.object({
  id: z.number().int(),
  mode: z.enum(['exam', 'exercise']),
  passed: z.boolean(),
  /** The first failed instruction's place in the log; null when all passed. */
  failed_at: z.number().int().nullable(),
  items: z.array(LightItemResult),
});

/** An instruction the student got wrong, over all their attempts. */
export const LightMiss = z.object({
  field_id: z.number().int(),
  key: z.string(),
  text: z.string(),
  expect: LightExpect,
  misses: z.number().int(),
  last_fault: LightFault.nullable(),
  last_at: z.string(),
  /** The right operation, in words. */
  operation: z.string(),
});

export const LightAttemptSummary = z.object({
  id: z.number().int(),
  mode: z.enum(['exam', 'exercise']),
  passed: z.boolean(),
  /** Instructions done right, out of 100. */
  score: z.number().int(),
  created_at: z.string(),
});
