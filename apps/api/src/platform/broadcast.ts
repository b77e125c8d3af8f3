import type { RedisLink } from './redis';

/**
 * Short messages to every API process: Redis pub/sub when REDIS_URL is set, within this process
 * otherwise. Pub/sub keeps nothing for a receiver that was away, so listeners hear `onGap` when the
 * connection drops (and once more when it listens again), and `live` is false in between: what they
 * learnt from messages may be out of date.
 */
export interface Broadcast {
  /** True while messages reach this process. */
  readonly live: boolean;
  publish(message: string): Promise<void>;
  listen(onMessage: (message: string) => void, onGap: () => void): void;
  close(): Promise<void>;
}

type Listener = { onMessage: (message: string) => void; onGap: () => void };

/** Every listener hears every message: within one process, or, in tests, standing for Redis. */
export function memoryBroadcast(): Broadcast {
  const listeners: Listener[] = [];
  return {
    live: true,
    async publish(message) {
      for (const l of listeners) l.onMessage(message);
    },
    listen(onMessage, onGap) {
      listeners.push({ onMessage, onGap });
    },
    async close() {},
  };
}

/**
 * `channel` is the whole channel name: Redis's key prefix does not apply to channels. Messages go out on
 * the link's connection and come in on a subscriber of their own.
 */
export function redisBroadcast(link: RedisLink, channel: string): Broadcast {
  // Subscribed again by hand after each reconnect, so `live` turns true only once Redis confirmed it.
  const subscriber = link.subscriber();
  const listeners: Listener[] = [];
  let live = false;
  const gap = () => {
    for (const l of listeners) l.onGap();
  };
  subscriber.on('message', (from: string, message: string) => {
    if (from === channel) for (const l of listeners) l.onMessage(message);
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(channel).then(
      () => {
        live = true;
        gap();
      },
      // Not listening: try again on a new connection.
      () => subscriber.disconnect(true),
    );
  });
  subscriber.on('close', () => {
    if (!live) return;
    live = false;
    gap();
  });
  return {
    get live() {
      return live;
    },
    async publish(message) {
      // A message Redis does not take is lost, not an error for the sign-out or the change that sent it
      // (already committed): the other processes trust nothing while their own subscription is down, and
      // one that kept Redis while this one lost it drops the entry within the cache's safety net (a minute).
      if (link.state === 'down') return;
      await link.client.publish(channel, message).catch(() => {});
    },
    listen(onMessage, onGap) {
      listeners.push({ onMessage, onGap });
    },
    async close() {
      live = false;
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
