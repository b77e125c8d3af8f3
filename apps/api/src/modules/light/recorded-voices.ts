import { createHash } from 'node:crypto';
import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lightRecordings } from '../../db/schema';
import type { LightItem } from '../../db/schema/light-set';
import type { VoiceRef } from './voices.service';

/** A recording's object key: a new random name per upload (`voice/rec-<24 hex>.mp3`), served like the synthetic voices. */
export const RECORDING_PREFIX = 'voice/rec-';

export const recordingUrl = (key: string) => `/api/files/${key}`;

/** Whose recordings a set reads: a field's own set its own, the standard set (wherever it stands in) the standard's. */
export const recordingOwner = (fieldId: number | null, own: boolean): number | null => (own ? fieldId : null);

export interface RecordingRow {
  itemKey: string;
  voice: string;
  text: string;
  key: string;
  voiceMs: number;
  bytes: number;
  uploadedBy: string;
  uploadedAt: Date;
}

/** Every recording of a set's owner (a field, or null for the standard set), oldest first. */
export async function recordingsOf(db: Db, owner: number | null): Promise<RecordingRow[]> {
  return db
    .select({
      itemKey: lightRecordings.itemKey,
      voice: lightRecordings.voice,
      text: lightRecordings.text,
      key: lightRecordings.key,
      voiceMs: lightRecordings.voiceMs,
      bytes: lightRecordings.bytes,
      uploadedBy: lightRecordings.uploadedBy,
      uploadedAt: lightRecordings.uploadedAt,
    })
    .from(lightRecordings)
    .where(owner === null ? isNull(lightRecordings.fieldId) : eq(lightRecordings.fieldId, owner))
    .orderBy(asc(lightRecordings.uploadedAt), asc(lightRecordings.id));
}

/** A recording stands for an instruction only while the instruction still has the words it was recorded for. */
const current = (rec: RecordingRow, item: LightItem | undefined) => Boolean(item && item.text === rec.text);

export interface VoiceChoice {
  /** The recorded voices a student can pick for this set, in the order they were first recorded. */
  voices: string[];
  /** The voice the instructions are read in; null for the synthetic one. */
  voice: string | null;
  /** The chosen voice's recordings by instruction key (the others are read by the synthetic voice). */
  recorded: Map<string, VoiceRef>;
  /** Names the recordings used, for the set's `voice_lib`: empty for the synthetic voice. */
  stamp: string;
}

/**
 * The voice a set is read in: the one asked for when it is recorded (the synthetic one when that is asked or
 * the set has no such voice), else the first voice recorded for every instruction, else
 * the synthetic voice (a voice recorded for some instructions only would switch voices mid-exam unasked).
 */
export function chooseVoice(
  items: readonly LightItem[],
  recordings: readonly RecordingRow[],
  /** A voice's name; null for the synthetic voice; undefined for the default. */
  asked: string | null | undefined,
): VoiceChoice {
  const byKey = new Map(items.map((i) => [i.key, i]));
  const usable = recordings.filter((r) => current(r, byKey.get(r.itemKey)));
  const voices = [...new Set(usable.map((r) => r.voice))];
  const complete = (voice: string) => items.every((i) => usable.some((r) => r.voice === voice && r.itemKey === i.key));
  const voice =
    asked === undefined ? (voices.find(complete) ?? null) : asked !== null && voices.includes(asked) ? asked : null;
  const mine = usable.filter((r) => r.voice === voice);
  const recorded = new Map(mine.map((r) => [r.itemKey, { audio: recordingUrl(r.key), voice_ms: r.voiceMs }]));
  const stamp =
    voice === null
      ? ''
      : createHash('sha256')
          .update(JSON.stringify([voice, mine.map((r) => r.key).sort()]))
          .digest('hex')
          .slice(0, 12);
  return { voices, voice, recorded, stamp };
}
