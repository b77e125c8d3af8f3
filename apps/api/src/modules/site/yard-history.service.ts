import type { YardFault, YardHistory, YardItemHistory, YardItemKey } from '@xueche/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { siteYardRuns } from '../../db/schema';
import type { User } from '../../platform/user';
import { siteContentOf, siteFieldOf } from './site-field';

type Fault = z.infer<typeof YardFault>;

/** The latest drives the history lists; the hub and the centre show a few at most. */
const RECENT = 10;
/** How many of an item's latest drives decide whether it is weak, and how many of those must pass. */
const WEAK_WINDOW = 3;
const WEAK_PASSES = 2;

/** What the examiner said first that mattered: the first fail, else the first deduction. */
function firstFault(faults: Fault[]): Pick<Fault, 'rule' | 'detail'> | null {
  const f = faults.find((x) => x.points === 0) ?? faults[0];
  return f ? { rule: f.rule, detail: f.detail } : null;
}

/**
 * An item is weak once it has been driven and either never passed, or passed fewer than 2 of its last 3
 * drives (of fewer, when there are fewer): one bad drive among good ones is not weak, two are
 * (docs/yard-driving.md#history-and-weak-items).
 */
function isWeak(runs: number, passes: number, latest: { passed: boolean }[]): boolean {
  if (runs === 0) return false;
  if (passes === 0) return true;
  const window = latest.slice(0, WEAK_WINDOW);
  const passed = window.filter((r) => r.passed).length;
  return passed * WEAK_WINDOW < WEAK_PASSES * window.length;
}

/** GET v2/k2/yard-runs: the student's own drives at the field, per item in exam order, and the latest ones. */
/** What is read back of a kept drive. */
const runColumns = {
  id: siteYardRuns.id,
  item: siteYardRuns.item,
  passed: siteYardRuns.passed,
  score: siteYardRuns.score,
  faults: siteYardRuns.faults,
  createdAt: siteYardRuns.createdAt,
};

export async function yardHistory(db: Db, user: User, fieldId?: number): Promise<YardHistory> {
  const field = await siteFieldOf(db, user, fieldId);
  const content = await siteContentOf(db, field.field_id);
  const mine = and(eq(siteYardRuns.userId, user.id), eq(siteYardRuns.fieldId, field.field_id));

  const totals = await db
    .select({
      item: siteYardRuns.item,
      runs: sql<number>`count(*)::int`,
      passes: sql<number>`(count(*) filter (where ${siteYardRuns.passed}))::int`,
      best: sql<number>`max(${siteYardRuns.score})::int`,
    })
    .from(siteYardRuns)
    .where(mine)
    .groupBy(siteYardRuns.item);

  // Each item's latest few drives, newest first: the last one shown and the window that decides "weak".
  const ranked = db
    .select({
      ...runColumns,
      rank: sql<number>`row_number() over (partition by ${siteYardRuns.item} order by ${siteYardRuns.id} desc)`.as(
        'rank',
      ),
    })
    .from(siteYardRuns)
    .where(mine)
    .as('ranked');
  const latest = await db.select().from(ranked).where(sql`${ranked.rank} <= ${WEAK_WINDOW}`).orderBy(desc(ranked.id));

  const recent = await db
    .select(runColumns)
    .from(siteYardRuns)
    .where(mine)
    .orderBy(desc(siteYardRuns.id))
    .limit(RECENT);

  const items = content.items.map((item): YardItemHistory => {
    const total = totals.find((r) => r.item === item.key);
    const runs = total?.runs ?? 0;
    const passes = total?.passes ?? 0;
    const own = latest.filter((r) => r.item === item.key);
    const last = own[0];
    return {
      key: item.key,
      name: item.name,
      order: item.order,
      runs,
      passes,
      best_score: total ? total.best : null,
      last: last
        ? {
            passed: last.passed,
            score: last.score,
            fault: firstFault(last.faults),
            created_at: last.createdAt.toISOString(),
          }
        : null,
      weak: isWeak(runs, passes, own),
    };
  });

  return {
    field_id: field.field_id,
    field_name: field.field_name,
    items,
    recent: recent.map((r) => ({
      id: r.id,
      // Only the five keys are ever stored: the upload's schema allows no other.
      item: r.item as YardItemKey,
      passed: r.passed,
      score: r.score,
      faults: r.faults,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
