import { z } from 'zod';
import { get, post } from '../endpoint';
import { LightAttemptResult, LightControl, LightSetView } from '../light-schemas';
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
