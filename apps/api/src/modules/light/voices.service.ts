import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { lightVoices } from '../../db/schema';
import { VOICE_ENGINE, type VoiceSynth } from './voice-synth';

/** Where voices are served: this origin, under /api like portraits, whichever store holds them. */
export const VOICE_PREFIX = '/files/voice/';
/** A voice's file name: the engine, then the text's hash. Nothing else is served there. */
const NAME = /^[a-z0-9.-]+-[0-9a-f]{24}\.mp3$/;

export interface VoiceDeps {
  db: Db;
  storage: ObjectStore;
  voices: VoiceSynth;
}

export interface VoiceRef {
  /** The URL the client plays. */
  audio: string;
  voice_ms: number;
}

/** One voice per distinct text: its name changes with the words and with the engine, never otherwise. */
export function voiceKey(text: string): string {
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 24);
  return `voice/${VOICE_ENGINE.id}-${hash}.mp3`;
}

const urlOf = (key: string) => `/api${VOICE_PREFIX}${key.slice('voice/'.length)}`;

/** Voices once known never change or go away: each process remembers the ones it has seen, per database. */
const known = new WeakMap<Db, Map<string, number>>();
function knownOf(db: Db): Map<string, number> {
  let map = known.get(db);
  if (!map) {
    map = new Map();
    known.set(db, map);
  }
  return map;
}

/**
 * Makes one voice and records it: the object first, then the row, so a row always means a stored voice.
 * Two requests or processes making the same text at once write the same bytes under the same key, and
 * the second row is dropped by the key.
 */
async function makeVoice(deps: VoiceDeps, key: string, text: string): Promise<number> {
  const { mp3, voiceMs } = await deps.voices.synthesize(text);
  await deps.storage.put(key, mp3, 'audio/mpeg');
  await deps.db.insert(lightVoices).values({ key, text, voiceMs, bytes: mp3.length }).onConflictDoNothing();
  return voiceMs;
}

/**
 * The voice of every text given, made where missing (in the worker thread, one text at a time): the
 * audio URL and how long it speaks. Returns how many were made, for the job's output.
 */
export async function ensureVoices(
  deps: VoiceDeps,
  texts: readonly string[],
): Promise<{ voices: Map<string, VoiceRef>; made: number }> {
  const cache = knownOf(deps.db);
  const byKey = new Map([...new Set(texts)].map((text) => [voiceKey(text), text]));
  const unknown = [...byKey.keys()].filter((key) => !cache.has(key));
  if (unknown.length) {
    const rows = await deps.db
      .select({ key: lightVoices.key, voiceMs: lightVoices.voiceMs })
      .from(lightVoices)
      .where(inArray(lightVoices.key, unknown));
    for (const row of rows) cache.set(row.key, row.voiceMs);
  }
  const missing = [...byKey].filter(([key]) => !cache.has(key));
  await Promise.all(missing.map(async ([key, text]) => cache.set(key, await makeVoice(deps, key, text))));
  const voices = new Map<string, VoiceRef>();
  for (const [key, text] of byKey) voices.set(text, { audio: urlOf(key), voice_ms: cache.get(key) as number });
  return { voices, made: missing.length };
}

/**
 * A voice's MP3 by the name in its URL; null for a name that is not one. A voice recorded in the table
 * but missing from the store (a wiped upload folder, a new bucket) is made again from its text, when the
 * engine that named it is the one running.
 */
export async function readVoice(deps: VoiceDeps, name: string): Promise<Buffer | null> {
  if (!NAME.test(name)) return null;
  const key = `voice/${name}`;
  const stored = await deps.storage.get(key);
  if (stored) {
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  if (!name.startsWith(`${VOICE_ENGINE.id}-`)) return null;
  const [row] = await deps.db.select({ text: lightVoices.text }).from(lightVoices).where(eq(lightVoices.key, key));
  if (!row || voiceKey(row.text) !== key) return null;
  const { mp3 } = await deps.voices.synthesize(row.text);
  await deps.storage.put(key, mp3, 'audio/mpeg');
  return mp3;
}
