import { chinaMidnight } from '@xueche/time';
import { and, asc, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countAll, countOf, pageOf } from '../../db/paging';
import { operators, opsAudit } from '../../db/schema';

export interface AuditFilter {
  page: number;
  num: number;
  operator_id?: number;
  actor?: string;
  action?: string;
  /** YYYY-MM-DD, China time, inclusive. */
  from?: string;
  to?: string;
}

/** `LIKE` with the filter's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The audit log, newest first, filtered; an action filter matches the action or any below it (`coach.cert`). */
export async function auditPage(db: Db, f: AuditFilter) {
  const where: SQL[] = [];
  if (f.operator_id) where.push(eq(opsAudit.operatorId, f.operator_id));
  if (f.actor) where.push(or(eq(opsAudit.actor, f.actor), like(opsAudit.actor, `${literal(f.actor)}:%`)) as SQL);
  if (f.action) where.push(or(eq(opsAudit.action, f.action), like(opsAudit.action, `${literal(f.action)}.%`)) as SQL);
  if (f.from) where.push(gte(opsAudit.createdAt, chinaMidnight(f.from)));
  if (f.to) where.push(lt(opsAudit.createdAt, chinaMidnight(f.to, 1)));
  const condition = where.length ? and(...where) : undefined;
  return pageOf(
    f,
    {
      rows: ({ limit, offset }) =>
        db.select().from(opsAudit).where(condition).orderBy(desc(opsAudit.id)).limit(limit).offset(offset),
      total: () => countOf(db.select({ n: countAll }).from(opsAudit).where(condition)),
    },
    (r) => ({
      id: r.id,
      actor: r.actor,
      operator_id: r.operatorId,
      action: r.action,
      target: r.target,
      detail: (r.detail ?? {}) as Record<string, unknown>,
      created_at: r.createdAt.toISOString(),
    }),
  );
}

/** The filters' choices: every operator, every action the log holds. */
export async function auditFacets(db: Db) {
  const [people, actions] = await Promise.all([
    db.select({ id: operators.id, username: operators.username }).from(operators).orderBy(asc(operators.username)),
    db.selectDistinct({ action: opsAudit.action }).from(opsAudit).orderBy(asc(opsAudit.action)),
  ]);
  return { operators: people, actions: actions.map((a) => a.action) };
}
