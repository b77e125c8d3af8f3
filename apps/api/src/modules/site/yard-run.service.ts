import type { endpoints, YardItemKey, YardRunResult } from '@xueche/contract';
import { layoutCar, replayItem } from '@xueche/yard-rules';
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { siteYardRuns } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { siteContentOf } from './site-field';

type Upload = z.output<(typeof endpoints)['yardRun']['body']>;

/** POST v2/k2/yard-run: replays and judges the drive, keeps it, and answers with the verdict and the best score. */
export async function submitYardRun(db: Db, userId: number, upload: Upload): Promise<YardRunResult> {
  const content = await siteContentOf(db, upload.field_id);
  const item = content.items.find((i) => i.key === upload.item);
  if (!item) throw new AppError(404, 'site_no_yard');
  // Replayed from the item's start by the same package the phone judged with (docs/yard-driving.md); what
  // the phone concluded is not part of the upload, so a forged verdict cannot be.
  const { verdict } = replayItem(layoutCar(content.yard), item, upload.events, upload.ticks);
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
