import type { endpoints, YardItemKey, YardRunResult } from '@xueche/contract';
import {
  type Car,
  drive,
  type Ground,
  hillGround,
  type InputEvent,
  itemShape,
  judgeCurve,
  judgeHillStart,
  judgeParallelParking,
  judgeReverseParking,
  judgeRightAngleTurn,
  layoutCar,
  type Sample,
  type Verdict,
} from '@xueche/yard-rules';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { siteYardRuns } from '../../db/schema';
import type { YardItemDoc } from '../../db/schema/site-docs';
import { AppError } from '../../platform/errors';
import { siteContentOf } from './site-field';

type Upload = z.output<(typeof endpoints)['yardRun']['body']>;

/** The examiner's verdict on a replayed drive through one item, by the item's own rules. */
function judged(car: Car, item: YardItemDoc, samples: Sample[]): Verdict {
  const dims = item.dims;
  switch (dims.key) {
    case 'reverse_parking':
      return judgeReverseParking(car, dims, samples, item.time_limit_s);
    case 'parallel_parking':
      return judgeParallelParking(car, dims, samples, item.time_limit_s);
    case 'hill_start':
      return judgeHillStart(car, dims, samples);
    case 'right_angle_turn':
      return judgeRightAngleTurn(car, dims, samples);
    case 'curve':
      return judgeCurve(car, dims, samples);
  }
}

/**
 * Replays a drive through one item of the field's yard, from where the item's reference drive starts, and
 * judges it (docs/yard-driving.md). The same package judges on the phone; whatever the phone concluded is
 * not part of the upload, so a forged verdict cannot be.
 */
export function replay(car: Car, item: YardItemDoc, events: InputEvent[], ticks: number): Verdict {
  const start = itemShape(item.dims, car).path[0];
  if (!start) throw new AppError(404, 'site_no_yard');
  const ground: Ground | undefined = item.dims.key === 'hill_start' ? hillGround(item.dims) : undefined;
  const ordered = [...events].sort((a, b) => a.t - b.t);
  return judged(car, item, drive(car, start, ordered, ticks, ground));
}

/** POST v2/k2/yard-run: replays and judges the drive, keeps it, and answers with the verdict and the best score. */
export async function submitYardRun(db: Db, userId: number, upload: Upload): Promise<YardRunResult> {
  const content = await siteContentOf(db, upload.field_id);
  const item = content.items.find((i) => i.key === upload.item);
  if (!item) throw new AppError(404, 'site_no_yard');
  const verdict = replay(layoutCar(content.yard), item, upload.events, upload.ticks);
  const [row] = await db
    .insert(siteYardRuns)
    .values({
      userId,
      fieldId: upload.field_id,
      item: upload.item,
      passed: verdict.passed,
      score: verdict.score,
      faults: verdict.faults,
      events: upload.events,
      ticks: upload.ticks,
    })
    .returning({ id: siteYardRuns.id });
  const [best] = await db
    .select({ score: max(siteYardRuns.score) })
    .from(siteYardRuns)
    .where(
      and(
        eq(siteYardRuns.userId, userId),
        eq(siteYardRuns.fieldId, upload.field_id),
        eq(siteYardRuns.item, upload.item satisfies YardItemKey),
      ),
    );
  return {
    id: row?.id ?? 0,
    item: upload.item,
    passed: verdict.passed,
    score: verdict.score,
    faults: verdict.faults,
    best_score: best?.score ?? verdict.score,
  };
}
