import type { Db } from '../db/client';
import { opsAudit } from '../db/schema';

/** Every operator action leaves a line: who, what, and what came of it. */
export async function audit(db: Db, actor: string, action: string, detail: Record<string, unknown>): Promise<void> {
  await db.insert(opsAudit).values({ actor, action, detail });
}

/** A line of the console's: the account that acted, what on, and for a change what was there before and after. */
export interface AuditLine {
  actor: string;
  operatorId: number | null;
  action: string;
  target?: string;
  detail: Record<string, unknown>;
}

export async function auditLine(db: Db, line: AuditLine): Promise<void> {
  await db.insert(opsAudit).values({
    actor: line.actor,
    operatorId: line.operatorId,
    action: line.action,
    target: line.target ?? '',
    detail: line.detail,
  });
}
