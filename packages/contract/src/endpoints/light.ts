import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import { LightAttemptResult, LightAttemptSummary, LightControl, LightMiss, LightSetView } from '../light-schemas';
import { id } from '../schemas';

/**
 * A field's night-lighting instruction set (no sign-in needed: the webview screens use it too).
 * `status` 1: keep it on the device.
 */
export const lightAnswer = get('/v1/light/answer', {
  auth: false,
  query: z.object({ field_id: id }),
  response: z.object({ status: z.literal(1), set: LightSetView }),
});

/**
 * An attempt's log: per instruction, what the candidate did and when (ms after the instruction's voice
 * ended; negative while it was read). The lights start all off and carry over from one instruction to
 * the next. The server judges the log itself; a verdict sent along is ignored. An exam's log runs from the
 * opening to the closing with at most the set's `draw` instructions between.
 */
export const lightUp = post('/v1/light/up', {
  auth: true,
  body: z.object({
    field_id: id,
    mode: z.enum(['exam', 'exercise']),
    items: z
      .array(
        z.object({
          key: z.string().regex(/^[a-z][a-z0-9_]{1,39}$/),
          actions: z.array(z.object({ t: z.number().int().min(-60_000).max(60_000), control: LightControl })).max(40),
        }),
      )
      .min(1)
      .max(32),
  }),
  response: LightAttemptResult,
});

/** '/light/analysis': the instructions this student got wrong, most missed first, with the right operation. */
export const lightErrs = get('/v1/light/errs', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(LightMiss),
});

/** '/light': this student's exams and exercises so far, the best exam score, recent attempts and the most missed. */
export const lightIndex = get('/v1/light/index', {
  auth: true,
  response: z.object({
    exams: z.number().int(),
    exams_passed: z.number().int(),
    /** Out of 100; null before the first exam. */
    best_score: z.number().int().nullable(),
    exercises: z.number().int(),
    recent: z.array(LightAttemptSummary),
    most_missed: z.array(LightMiss),
  }),
});
