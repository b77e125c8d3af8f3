import { createHash, randomInt } from 'node:crypto';
import { type LightMod, SYNTHETIC_VOICE } from '@xueche/contract';
import { exerciseStart, viewOf, WINDOW_MS } from '@xueche/light-rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examFields, lightSets } from '../../db/schema';
import type { LightItem, LightSet } from '../../db/schema/light-set';
import { invalidField } from '../../platform/errors';
import { chooseVoice, recordingOwner, recordingsOf, type VoiceChoice } from './recorded-voices';
import { STANDARD_SET } from './standard-set';
import { VOICE_ENGINE } from './voice-synth';
import { ensureVoices, type VoiceDeps } from './voices.service';

export interface FieldSet {
  /** Null for the standard set asked for without a field. */
  fieldId: number | null;
  set: LightSet;
  /** False when the field has no set of its own and the standard one stands in. */
  own: boolean;
}

/**
 * The field's own set, or the standard one; without a field, the standard set. A field that does not
 * exist is a 400 naming `field_id`.
 */
export async function setOf(db: Db, fieldId: number | undefined): Promise<FieldSet> {
  if (fieldId === undefined) return { fieldId: null, set: STANDARD_SET, own: false };
  const [row] = await db
    .select({ id: examFields.id, set: lightSets.set })
    .from(examFields)
    .leftJoin(lightSets, eq(lightSets.fieldId, examFields.id))
    .where(eq(examFields.id, fieldId));
  if (!row) throw invalidField('field_id', 'field_not_found');
  return row.set ? { fieldId, set: row.set, own: true } : { fieldId, set: STANDARD_SET, own: false };
}

/** Every instruction of a set, opening and closing included, in the set's order. */
export const instructionsOf = (set: LightSet): LightItem[] => [set.opening, ...set.items, set.closing];

/**
 * The set's version (`voice_lib`): a hash of everything in it and of the voice engine, read in a fixed
 * order (a set read back from jsonb has its keys reordered). The client's stored set and voices are stale
 * when it differs.
 */
export function versionOf(set: LightSet, engine: string = VOICE_ENGINE.id): string {
  const item = (i: LightItem) => [i.key, i.text, i.expect];
  const canonical = [engine, set.order, set.draw, item(set.opening), set.items.map(item), item(set.closing)];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 12);
}

/**
 * The voice the set is read in (recorded-voices.ts): the one asked for, else the default; the set's
 * `voice_lib` then names the recordings too, so a new recording replaces what the device keeps.
 */
async function voiceOf(db: Db, fs: FieldSet, asked: string | undefined) {
  const recordings = await recordingsOf(db, recordingOwner(fs.fieldId, fs.own));
  const choice = chooseVoice(instructionsOf(fs.set), recordings, asked === SYNTHETIC_VOICE ? null : asked);
  const version = versionOf(fs.set);
  const voiceLib = choice.stamp
    ? createHash('sha256').update(`${version}:${choice.stamp}`).digest('hex').slice(0, 12)
    : version;
  return { choice, voiceLib };
}

/**
 * The set's instructions with their voices: the chosen voice's recording where there is one, else the
 * synthetic voice, made first where missing.
 */
async function voiced(deps: VoiceDeps, set: LightSet, choice: VoiceChoice) {
  const { voices } = await ensureVoices(
    deps,
    instructionsOf(set).map((i) => i.text),
  );
  return (item: LightItem) => {
    const voice = choice.recorded.get(item.key) ?? voices.get(item.text);
    if (!voice) throw new Error(`no voice for ${item.key}`);
    return { key: item.key, text: item.text, expect: item.expect, ...voice };
  };
}

/** GET v1/light/answer: the set as the client keeps it, with its voices and a version that changes with it. */
export async function lightAnswer(deps: VoiceDeps, fieldId: number | undefined, asked?: string) {
  const fs = await setOf(deps.db, fieldId);
  const { set, own } = fs;
  const { choice, voiceLib } = await voiceOf(deps.db, fs, asked);
  const withVoice = await voiced(deps, set, choice);
  return {
    status: 1 as const,
    set: {
      field_id: fs.fieldId,
      own,
      voice_lib: voiceLib,
      voices: choice.voices,
      voice: choice.voice,
      window_ms: WINDOW_MS,
      order: set.order,
      draw: set.draw,
      opening: withVoice(set.opening),
      items: set.items.map(withVoice),
      closing: withVoice(set.closing),
    },
  };
}

/** A uniformly shuffled copy (crypto-random: nobody can predict the next exam's order from the last). */
function shuffled<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** How many single items `mod=random` gives at most. */
export const RANDOM_ITEMS = 10;

/** The instructions `mod` picks from a set, and whether they run as an exam. */
function pick(set: LightSet, mod: LightMod): { mode: 'exam' | 'exercise'; items: LightItem[] } {
  if (mod === 'exam') {
    const middle = set.order === 'fixed' ? set.items.slice(0, set.draw) : shuffled(set.items).slice(0, set.draw);
    return { mode: 'exam', items: [set.opening, ...middle, set.closing] };
  }
  if (mod === 'random') return { mode: 'exercise', items: shuffled(set.items).slice(0, RANDOM_ITEMS) };
  const ofKind = instructionsOf(set).filter((item) => item.expect === mod);
  if (!ofKind.length) throw invalidField('mod', 'light_mod_absent');
  return { mode: 'exercise', items: shuffled(ofKind) };
}

/**
 * GET v1/light/list: an exam as the field runs it (opening, its instructions in its order or drawn at
 * random, closing; the lights carry over), random single items, or every instruction of one kind; each
 * exercise item with the lights it starts from.
 */
export async function lightList(deps: VoiceDeps, mod: LightMod, fieldId: number | undefined, asked?: string) {
  const fs = await setOf(deps.db, fieldId);
  const { set } = fs;
  const { mode, items } = pick(set, mod);
  const { choice, voiceLib } = await voiceOf(deps.db, fs, asked);
  const withVoice = await voiced(deps, set, choice);
  return {
    field_id: fs.fieldId,
    voice_lib: voiceLib,
    voices: choice.voices,
    voice: choice.voice,
    window_ms: WINDOW_MS,
    mode,
    items: items.map((item) => ({
      ...withVoice(item),
      start: mode === 'exam' ? null : viewOf(exerciseStart(item.expect, item === set.opening)),
    })),
  };
}

/** Every set a student can be given: each field's own, and the standard one. */
export async function allSets(db: Db): Promise<LightSet[]> {
  const rows = await db.select({ set: lightSets.set }).from(lightSets);
  return [STANDARD_SET, ...rows.map((r) => r.set)];
}

/**
 * The job `prepare-light-voices`: every set's voices made before a student asks, so the first one rarely
 * waits. Safe to run any time, in any number of processes.
 */
export async function prepareLightVoices(deps: VoiceDeps) {
  const sets = await allSets(deps.db);
  const texts = [...new Set(sets.flatMap((set) => instructionsOf(set).map((i) => i.text)))];
  const { made } = await ensureVoices(deps, texts);
  return { sets: sets.length, texts: texts.length, made };
}
