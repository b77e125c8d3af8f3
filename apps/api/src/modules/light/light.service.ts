import { createHash } from 'node:crypto';
import type { endpoints } from '@xueche/contract';
import { type Action, ALL_OFF, EXPECTATIONS, judge, WINDOW_MS } from '@xueche/light-rules';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { examFields, lightAttempts, lightSets } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import type { LightItem, LightSet } from './light-set';
import { STANDARD_SET } from './standard-set';

/** The field's own set, or the standard one; a field that does not exist is a 400 naming `field_id`. */
async function setOf(db: Db, fieldId: number): Promise<{ set: LightSet; own: boolean }> {
  const [row] = await db
    .select({ id: examFields.id, set: lightSets.set })
    .from(examFields)
    .leftJoin(lightSets, eq(lightSets.fieldId, examFields.id))
    .where(eq(examFields.id, fieldId));
  if (!row) throw invalidField('field_id', 'field_not_found');
  return row.set ? { set: row.set, own: true } : { set: STANDARD_SET, own: false };
}

/** GET v1/light/answer: the set as the client keeps it, with a version that changes whenever it does. */
export async function lightAnswer(db: Db, fieldId: number) {
  const { set, own } = await setOf(db, fieldId);
  const voiceLib = createHash('sha256').update(JSON.stringify(set)).digest('hex').slice(0, 12);
  return {
    status: 1 as const,
    set: { field_id: fieldId, own, voice_lib: voiceLib, window_ms: WINDOW_MS, ...set },
  };
}

type Upload = z.output<(typeof endpoints)['lightUp']['body']>;

/**
 * POST v1/light/up: judges the log instruction by instruction (the lights start all off and carry over),
 * stores the attempt with the verdicts, and answers them. Nothing the phone concluded is taken on trust.
 */
export async function submitAttempt(db: Db, userId: number, upload: Upload) {
  const { set } = await setOf(db, upload.field_id);
  const items = itemsOf(set, upload);
  let state = ALL_OFF;
  const judged = upload.items.map((entry, i) => {
    const item = items[i] as LightItem;
    const verdict = judge(state, EXPECTATIONS[item.expect], entry.actions as Action[]);
    state = verdict.state;
    return { item, actions: entry.actions, ...verdict };
  });
  const failedAt = judged.findIndex((j) => !j.passed);
  const [row] = await db
    .insert(lightAttempts)
    .values({
      userId,
      fieldId: upload.field_id,
      mode: upload.mode,
      passed: failedAt === -1,
      items: judged.map((j) => ({
        key: j.item.key,
        text: j.item.text,
        expect: j.item.expect,
        actions: j.actions,
        passed: j.passed,
        fault: j.fault,
        reactionMs: j.reactionMs,
      })),
    })
    .returning({ id: lightAttempts.id });
  if (!row) throw new AppError(500, 'server_error');
  return {
    id: row.id,
    mode: upload.mode,
    passed: failedAt === -1,
    failed_at: failedAt === -1 ? null : failedAt,
    items: judged.map((j) => ({
      key: j.item.key,
      text: j.item.text,
      expect: j.item.expect,
      passed: j.passed,
      fault: j.fault,
      reaction_ms: j.reactionMs,
    })),
  };
}

/** The set's instructions the log names, in its order; an exam's log must be shaped like an exam of this field. */
function itemsOf(set: LightSet, upload: Upload): LightItem[] {
  const byKey = new Map([set.opening, ...set.items, set.closing].map((item) => [item.key, item]));
  const items = upload.items.map((entry, i) => {
    const item = byKey.get(entry.key);
    if (!item) throw invalidField(`items.${i}.key`, 'light_item_unknown');
    return item;
  });
  if (upload.mode === 'exam') {
    if (items.length > set.draw + 2) throw invalidField('items', 'light_exam_too_long');
    const middle = items.slice(1, -1).map((item) => item.key);
    const shaped =
      items.length >= 2 &&
      items[0]?.key === set.opening.key &&
      items[items.length - 1]?.key === set.closing.key &&
      middle.every((key, i) => key !== set.opening.key && key !== set.closing.key && middle.indexOf(key) === i);
    if (!shaped) throw invalidField('items', 'light_exam_order');
  }
  return items;
}
