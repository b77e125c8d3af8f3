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
export type LightFault = z.infer<typeof LightFault>;

/** The lights of the simulated car. High beam lights only with the headlight switch on low. */
export const LightStateView = z.object({
  headlight: z.enum(['off', 'position', 'low']),
  high: z.boolean(),
  indicator: z.enum(['off', 'left', 'right']),
  hazard: z.boolean(),
  fog_front: z.boolean(),
  fog_rear: z.boolean(),
});
export type LightStateView = z.infer<typeof LightStateView>;

/** What a student asks for to hear the generated voice when a set also has recorded ones. */
export const SYNTHETIC_VOICE = 'synthetic';

/** A recorded voice's name as students pick it: '男声', '女声', a city's dialect. */
export const LightVoiceName = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .refine((v) => v !== SYNTHETIC_VOICE, { message: `"${SYNTHETIC_VOICE}" names the generated voice` });

export const LightInstruction = z.object({
  key: z.string(),
  text: z.string(),
  expect: LightExpect,
  /** The recorded or generated voice reading `text` (an MP3 whose name changes with the words). */
  audio: z.string(),
  /** How long the voice speaks: the 5-second window starts when it ends. */
  voice_ms: z.number().int(),
});
export type LightInstruction = z.infer<typeof LightInstruction>;

/** An instruction to run. In an exercise each starts from `start` (a situation to act from); in an exam null: the lights carry over. */
export const LightRunItem = LightInstruction.extend({ start: LightStateView.nullable() });
export type LightRunItem = z.infer<typeof LightRunItem>;

/** What `v1/light/list?mod` picks: the exam as the field runs it, every instruction of one kind, or random single items. */
export const LightMod = z.union([z.enum(['exam', 'random']), LightExpect]);
export type LightMod = z.infer<typeof LightMod>;

/** A field's instruction set as the client keeps it (`lightingInfo`). */
export const LightSetView = z.object({
  /** Null for the standard set (asked for without a field). */
  field_id: z.number().int().nullable(),
  /** False when the field has no set of its own and the standard one stands in. */
  own: z.boolean(),
  /** Changes whenever the set does: the client's stored set (and voice cache) is stale when it differs. */
  voice_lib: z.string(),
  /** The recorded voices of this set a student can pick (the generated voice is always there too). */
  voices: z.array(z.string()),
  /** The voice the instructions are read in: a recorded voice's name, or null for the generated one. */
  voice: z.string().nullable(),
  /** The time after an instruction's voice ends to set the lights. */
  window_ms: z.number().int(),
  order: z.enum(['fixed', 'random']),
  /** How many of `items` an exam reads between the opening and the closing. */
  draw: z.number().int(),
  opening: LightInstruction,
  items: z.array(LightInstruction),
  closing: LightInstruction,
});
export type LightSetView = z.infer<typeof LightSetView>;

export const LightItemResult = z.object({
  key: z.string(),
  text: z.string(),
  expect: LightExpect,
  passed: z.boolean(),
  fault: LightFault.nullable(),
  /** When the last action in time came, ms after the voice ended; null when nothing was done. */
  reaction_ms: z.number().int().nullable(),
  /** The lights this instruction began with: where its explanation starts. */
  start: LightStateView,
  /** The controls that were right from `start` (none: the lights already were). */
  operation: z.array(LightControl),
});
export type LightItemResult = z.infer<typeof LightItemResult>;

export const LightAttemptResult = z.object({
  id: z.number().int(),
  mode: z.enum(['exam', 'exercise']),
  passed: z.boolean(),
  /** The first failed instruction's place in the log; null when all passed. */
  failed_at: z.number().int().nullable(),
  items: z.array(LightItemResult),
});
export type LightAttemptResult = z.infer<typeof LightAttemptResult>;

/** An instruction the student got wrong, over all their attempts. */
export const LightMiss = z.object({
  field_id: z.number().int(),
  key: z.string(),
  text: z.string(),
  expect: LightExpect,
  misses: z.number().int(),
  last_fault: LightFault.nullable(),
  last_at: z.string(),
  /** The lights the latest miss began with (the exercise's situation for attempts from before they were kept). */
  start: LightStateView,
  /** What the examiner checks and the moves from `start`, in words, in the request's language. */
  operation: z.string(),
});
export type LightMiss = z.infer<typeof LightMiss>;

export const LightAttemptSummary = z.object({
  id: z.number().int(),
  mode: z.enum(['exam', 'exercise']),
  passed: z.boolean(),
  /** Instructions done right, out of 100. */
  score: z.number().int(),
  created_at: z.string(),
});
export type LightAttemptSummary = z.infer<typeof LightAttemptSummary>;

/** A result a student shares ('/light/share?code=…'): readable by whoever opens the link. */
export const LightShareCard = z.object({
  /** Names the attempt in share links without giving away its number. */
  code: z.string(),
  nickname: z.string(),
  field_name: z.string().nullable(),
  mode: z.enum(['exam', 'exercise']),
  passed: z.boolean(),
  score: z.number().int(),
  items_total: z.number().int(),
  items_passed: z.number().int(),
  created_at: z.string(),
});
export type LightShareCard = z.infer<typeof LightShareCard>;
