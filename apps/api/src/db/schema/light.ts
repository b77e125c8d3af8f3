import type { LightStateView } from '@xueche/contract';
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { examFields } from './core';
import type { LightSet } from './light-set';
import { fieldRef, ownedBy } from './refs';

// ── Night-lighting practice (issue 12): each field's instruction set, and students' attempts ──

/** A field's instruction set; a field without one is given the standard set. */
export const lightSets = pgTable('light_sets', {
  fieldId: integer('field_id')
    .primaryKey()
    .references(() => examFields.id, { onDelete: 'cascade' }),
  set: jsonb('set').$type<LightSet>().notNull(),
  updatedAt,
});

/** One instruction of an attempt: as the set worded it then, what was done, and the verdict. */
export interface LightAttemptItem {
  key: string;
  text: string;
  expect: string;
  actions: unknown[];
  /** The lights the item began with: an exercise's as sent, an exam's as carried over. Attempts stored
   * before starts were kept have it only on exercise items that sent one. */
  start?: LightStateView;
  passed: boolean;
  fault: string | null;
  reactionMs: number | null;
}

/** One judged attempt: the log as sent and the server's verdict on each instruction. */
export const lightAttempts = pgTable(
  'light_attempts',
  {
    id,
    userId: ownedBy(),
    fieldId: fieldRef(),
    /** exam | exercise */
    mode: text('mode').notNull(),
    passed: boolean('passed').notNull(),
    items: jsonb('items').$type<LightAttemptItem[]>().notNull(),
    /** Names the attempt in share links ('/light/share?code=…'); given the first time it is shared. */
    shareCode: text('share_code').unique(),
    createdAt,
  },
  (t) => [index('light_attempts_user').on(t.userId, t.createdAt)],
);

/**
 * One voice per distinct text and engine (light/voices.service.ts): the MP3 is in the object store under
 * `key`; a row is written only after the object is, so a row means the voice can be served.
 */
export const lightVoices = pgTable('light_voices', {
  /** `voice/<engine id>-<24 hex of sha256(text)>.mp3` */
  key: text('key').primaryKey(),
  text: text('text').notNull(),
  voiceMs: integer('voice_ms').notNull(),
  bytes: integer('bytes').notNull(),
  createdAt,
});

/**
 * An operator's recording of one instruction in one voice (issue 32; light/recordings.service.ts): the
 * instruction is the set's (`field_id`, null for the standard set) item `item_key`; `text` is the wording it
 * was recorded for, so a set whose words change falls back to the synthetic voice until it is recorded
 * again. The MP3 (trimmed, loudness-normalised) is in the object store under `key`, written before the row.
 */
export const lightRecordings = pgTable(
  'light_recordings',
  {
    id,
    fieldId: integer('field_id').references(() => examFields.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    /** The voice's name as students pick it ('男声', '女声', a dialect). */
    voice: text('voice').notNull(),
    text: text('text').notNull(),
    /** `voice/rec-<24 hex>.mp3`: a new name per upload, so a replaced recording is never served stale. */
    key: text('key').notNull().unique(),
    voiceMs: integer('voice_ms').notNull(),
    bytes: integer('bytes').notNull(),
    /** The operator's name (console) or `ops` (the command). */
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: instant('uploaded_at').notNull().defaultNow(),
  },
  (t) => [unique('light_recordings_item_voice').on(t.fieldId, t.itemKey, t.voice).nullsNotDistinct()],
);
