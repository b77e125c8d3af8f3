import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, page } from '../exam-schemas';
import {
  LightAttemptResult,
  LightAttemptSummary,
  LightControl,
  LightMiss,
  LightMod,
  LightRunItem,
  LightSetView,
  LightShareCard,
  LightStateView,
} from '../light-schemas';
import { id, SharePayload } from '../schemas';

/**
 * The voice to read the instructions in: a recorded voice's name, or 'synthetic' for the generated one;
 * without it, the first voice recorded for every instruction, else the generated one. A name the set has no
 * recordings for reads in the generated voice.
 */
const voiceQuery = z.string().trim().min(1).max(16).optional();

/** A light-item key as sets name them. */
const itemKey = z.string().regex(/^[a-z][a-z0-9_]{1,39}$/);

/**
 * A field's night-lighting instruction set (no sign-in needed: the webview screens use it too); without
 * `field_id`, the standard set. `status` 1: keep it on the device (`lightingInfo`, `Voice-Lib-New`).
 */
export const lightAnswer = get('/v1/light/answer', {
  auth: false,
  query: z.object({ field_id: id.optional(), voice: voiceQuery }),
  response: z.object({ status: z.literal(1), set: LightSetView }),
});

/**
 * The instructions to run (no sign-in needed): `mod=exam` draws an exam as the field runs it (opening,
 * its instructions in its order or drawn at random, closing); `random` picks single items from the whole
 * set; an expectation (`low`, `alternate`, …) gives every instruction of that kind. Exercise items come
 * with the lights to start from.
 */
export const lightList = get('/v1/light/list', {
  auth: false,
  query: z.object({ mod: LightMod, field_id: id.optional(), voice: voiceQuery }),
  response: z.object({
    field_id: z.number().int().nullable(),
    voice_lib: z.string(),
    voices: LightSetView.shape.voices,
    voice: LightSetView.shape.voice,
    window_ms: z.number().int(),
    mode: z.enum(['exam', 'exercise']),
    items: z.array(LightRunItem),
  }),
});

/**
 * An attempt's log: per instruction, what the candidate did and when (ms after the instruction's voice
 * ended; negative while it was read). In an exam the lights start all off and carry over from one
 * instruction to the next; an exercise item may name the lights it started from (`start`). The server
 * judges the log itself; a verdict sent along is ignored. An exam's log runs from the opening to the
 * closing with at most the set's `draw` instructions between.
 */
export const lightUp = post('/v1/light/up', {
  auth: true,
  body: z.object({
    field_id: id,
    mode: z.enum(['exam', 'exercise']),
    items: z
      .array(
        z.object({
          key: itemKey,
          start: LightStateView.optional(),
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

/**
 * One of the student's own attempts as a share card, and what the JS-SDK shares: a link to
 * '/light/share?code=…' carrying did and field_id.
 */
export const lightShare = get('/v1/light/share', {
  auth: true,
  query: z.object({ id }),
  response: z.object({ card: LightShareCard, share: SharePayload }),
});

/** A shared result, for whoever opens the link (no sign-in). */
export const lightCard = get('/v1/light/card', {
  auth: false,
  query: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
  response: LightShareCard,
});
