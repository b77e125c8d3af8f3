import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';

/**
 * What became of a notification; the route turns it into WeChat Pay's reply. `accepted`: settled, a
 * duplicate, or not ours to retry (logged). `unverified`: the signature or timestamp did not check out.
 * `mismatch`: WeChat's word does not match ours (merchant, amount), nothing changed and a person must look.
 */
export type NotifyOutcome =
  | { outcome: 'accepted' }
  | { outcome: 'unverified'; reason: string }
  | { outcome: 'mismatch'; detail: string; reason: string };

/** What happened to each notification: the audit trail operators read, and a count for /metrics. */
export async function logPayEvent(deps: Pick<Deps, 'db' | 'metrics'>, event: PayEvent): Promise<void> {
  await deps.db.execute(payEventRow(deps, event));
}

type PayEvent = { eventId?: string; eventType?: string; orderNo?: string; outcome: string; detail?: string };

/** The audit row of a notification as a statement not yet run, for a caller that writes it with others. */
export function payEventRow({ metrics }: Pick<Deps, 'metrics'>, event: PayEvent): SQL {
  metrics.payNotification(event.eventType, event.outcome);
  return sql`insert into pay_events (event_id, event_type, order_no, outcome, detail)
    values (${event.outcome === 'refused' ? null : (event.eventId ?? null)}, ${event.eventType ?? null},
      ${event.orderNo ?? null}, ${event.outcome}, ${event.detail ?? ''})
    on conflict do nothing`;
}
