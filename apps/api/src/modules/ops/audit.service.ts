import type { Db } from '../../db/client';
import { opsAudit } from '../../db/schema';

/** Every operator action leaves a line: who, what, and what came of it. */
export async function audit(db: Db, actor: string, action: string, detail: Record<string, unknown>): Promise<void> {
  await db.insert(opsAudit).values({ actor, action, detail });
}
