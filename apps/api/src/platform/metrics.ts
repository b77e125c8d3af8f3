import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** One value of a gauge, for one set of labels. */
export interface Sample<L extends string = string> {
  labels?: Partial<Record<L, string>>;
  value: number;
}

export interface Metrics {
  registry: Registry;
  /** One request answered: its route pattern (never the raw URL), method, status and time taken. */
  observeRequest(request: { method: string; route: string; status: number; seconds: number }): void;
  /** A WeChat Pay notification was handled: its event type (none when refused unread) and what came of it. */
  payNotification(eventType: string | undefined, outcome: string): void;
  /**
   * For other modules (jobs): a gauge whose values `read` gives each time Prometheus scrapes. When `read`
   * fails, the gauge has no samples (NaN without labels) and the scrape goes on.
   */
  gauge<L extends string>(def: {
    name: string;
    help: string;
    labelNames?: readonly L[];
    read: () => Sample<L>[] | Promise<Sample<L>[]>;
  }): void;
  /** For other modules (jobs): a counter they increment themselves. */
  counter<L extends string>(def: { name: string; help: string; labelNames?: readonly L[] }): Counter<L>;
}

/** The kind of a WeChat Pay event, from its type: a bounded label whatever WeChat sends. */
function payKind(eventType: string | undefined): string {
  if (!eventType) return 'unverified';
  if (eventType.startsWith('TRANSACTION.')) return 'payment';
  if (eventType.startsWith('REFUND.')) return 'refund';
  if (eventType.startsWith('MCHTRANSFER.')) return 'transfer';
  return 'other';
}

/**
 * This process's metrics, in a registry of its own (a test process builds several apps): Node's and the
 * process's defaults, requests by route, WeChat Pay notifications, and whatever other modules register.
 * `warn` hears about a gauge that could not be read; the scrape goes on without it.
 */
export function createMetrics(warn: (message: string) => void = () => {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'xueche_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its reply, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'xueche_http_errors_total',
    help: 'Requests that failed on our side (5xx: a fault, the database, an outside service), by route',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const notifications = new Counter({
    name: 'xueche_wechatpay_notifications_total',
    help: 'WeChat Pay notifications handled, by kind (payment, refund, transfer, other, unverified) and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });

  return {
    registry,
    observeRequest({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      duration.observe(labels, seconds);
      if (status >= 500) errors.inc(labels);
    },
    payNotification(eventType, outcome) {
      notifications.inc({ kind: payKind(eventType), outcome });
    },
    gauge({ name, help, labelNames = [], read }) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          // Label sets that are gone (a queue removed) must not linger with their last value.
          this.reset();
          try {
            for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
          } catch (error) {
            // A gauge without labels always shows a value: NaN, not a zero that looks like a reading.
            if (labelNames.length === 0) this.set(Number.NaN);
            warn(`metrics: ${name} could not be read (${(error as Error).message})`);
          }
        },
      });
    },
    counter({ name, help, labelNames = [] }) {
      return new Counter({ name, help, labelNames, registers: [registry] });
    },
  };
}
