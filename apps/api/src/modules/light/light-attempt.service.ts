import type { endpoints } from '@xueche/contract';
import {
  type Action,
  ALL_OFF,
  EXPECTATIONS,
  judge,
  type LightState,
  operationsFor,
  stateOf,
  viewOf,
} from '@xueche/light-rules';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { lightAttempts } from '../../db/schema';
import type { LightItem, LightSet } from '../../db/schema/light-set';
import { AppError, invalidField } from '../../platform/errors';
import { setOf } from './light.service';

type Upload = z.output<(typeof endpoints)['lightUp']['body']>;

/**
 * POST v1/light/up: judges the log instruction by instruction and stores the attempt with the verdicts.
 * In an exam the lights start all off and carry over; each exercise item starts from the lights it names
 * (all off when it names none). Each answer keeps the lights it began with and says what was right from
 * there.
 * Nothing the phone concluded is taken on trust.
 */
export async function submitAttempt(db: Db, userId: number, upload: Upload) {
  const { set } = await setOf(db, upload.field_id);
  const { items, complete } = itemsOf(set, upload);
  let carried: LightState = ALL_OFF;
  const judged = upload.items.map((entry, i) => {
    const item = items[i] as LightItem;
    const start = upload.mode === 'exam' ? carried : entry.start ? stateOf(entry.start) : ALL_OFF;
    const expectation = EXPECTATIONS[item.expect];
    const verdict = judge(start, expectation, entry.actions as Action[]);
    carried = verdict.state;
    return { item, entry, start: viewOf(start), operation: operationsFor(start, expectation), ...verdict };
  });
  const failedAt = judged.findIndex((j) => !j.passed);
  // An exam the student ended at its first failure (as the real one stops) is kept as it went.
  if (!complete && failedAt !== judged.length - 1) throw invalidField('items', 'light_exam_order');
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
        actions: j.entry.actions,
        start: j.start,
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
      start: j.start,
      operation: j.operation,
    })),
  };
}

/**
 * The set's instructions the log names, in its order. An exam's log must be shaped like an exam of this
 * field — from the opening to the closing, or stopped before the closing (then its last instruction must
 * be its first failure, which the caller checks once judged) — and name no start (its lights carry over);
 * an exercise's start must be lights a car can show.
 */
function itemsOf(set: LightSet, upload: Upload): { items: LightItem[]; complete: boolean } {
  const byKey = new Map([set.opening, ...set.items, set.closing].map((item) => [item.key, item]));
  const items = upload.items.map((entry, i) => {
    const item = byKey.get(entry.key);
    if (!item) throw invalidField(`items.${i}.key`, 'light_item_unknown');
    if (entry.start && upload.mode === 'exam') throw invalidField(`items.${i}.start`, 'light_start_in_exam');
    if (entry.start?.high && entry.start.headlight !== 'low') {
      throw invalidField(`items.${i}.start.high`, 'light_start_impossible');
    }
    return item;
  });
  if (upload.mode !== 'exam') return { items, complete: true };
  if (items.length > set.draw + 2) throw invalidField('items', 'light_exam_too_long');
  const complete = items.length >= 2 && items[items.length - 1]?.key === set.closing.key;
  const middle = items.slice(1, complete ? -1 : undefined).map((item) => item.key);
  const shaped =
    items[0]?.key === set.opening.key &&
    middle.length <= set.draw &&
    middle.every((key, i) => key !== set.opening.key && key !== set.closing.key && middle.indexOf(key) === i);
  if (!shaped) throw invalidField('items', 'light_exam_order');
  return { items, complete };
}
