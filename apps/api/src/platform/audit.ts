import type { Db } from '../db/client';
import { opsAudit } from '../db/schema';

/**
 * A line of the audit log (`ops_audit`): who acted (`operator:<name>` with the account's id, or `ops-token…`),
 * what on, and for a change what was there before and after.
 */
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
