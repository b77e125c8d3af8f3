import { randomBytes } from 'node:crypto';
import { encryptResource, signedHeaders } from './crypto';
import type { PayKeys } from './keys';
import type { PaySigner } from './signer';
import { beijingTime } from './transactions';

/** WeChat retries at 15s, 15s, 30s, 3m, 10m… over a day; the sandbox keeps the shape with short gaps. */
export const RETRY_DELAYS_MS = [0, 1000, 2000, 5000, 10_000, 30_000, 60_000];

export interface Delivery {
  eventId: string;
  url: string;
  eventType: string;
  attempts: { at: number; status: number | null }[];
  delivered: boolean;
}

/** Sends signed, encrypted event notifications to notify_url until one is accepted (HTTP 2xx). */
export class Notifier {
  readonly deliveries: Delivery[] = [];
  private timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly keys: PayKeys,
    private readonly signer: PaySigner,
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  send(url: string, event: { type: string; summary: string; originalType: string; resource: unknown }): Delivery {
    const eventId = `EV-${beijingTime(this.now()).replace(/\D/g, '').slice(0, 14)}${randomBytes(6).toString('hex')}`;
    const body = JSON.stringify({
      id: eventId,
      create_time: beijingTime(this.now()),
      resource_type: 'encrypt-resource',
      event_type: event.type,
      summary: event.summary,
      resource: encryptResource(
        this.keys.apiV3Key,
        JSON.stringify(event.resource),
        event.originalType,
        event.originalType,
      ),
    });
    const delivery: Delivery = { eventId, url, eventType: event.type, attempts: [], delivered: false };
    this.deliveries.push(delivery);
    this.attempt(delivery, body, 0);
    return delivery;
  }

  private attempt(delivery: Delivery, body: string, index: number): void {
    const delay = RETRY_DELAYS_MS[index];
    if (delay === undefined) return;
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      let status: number | null = null;
      try {
        const res = await fetch(delivery.url, {
          method: 'POST',
          // Each attempt is signed afresh, as WeChat's are (a merchant switching over may get either key).
          headers: {
            'content-type': 'application/json',
            'Request-ID': randomBytes(8).toString('hex'),
            ...signedHeaders(this.signer.next(), body, this.now()),
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch (error) {
        this.log(`wechatpay sandbox: notification to ${delivery.url} failed: ${(error as Error).message}`);
      }
      delivery.attempts.push({ at: this.now(), status });
      if (status !== null && status >= 200 && status < 300) delivery.delivered = true;
      else this.attempt(delivery, body, index + 1);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
