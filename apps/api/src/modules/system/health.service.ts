import { ping } from '../../db/client';
import type { Deps } from '../../deps';
import type { RedisLink } from '../../platform/redis';

type State = 'up' | 'down';

/** A bucket's answer is reused this long: a load balancer asking every second costs S3 one request per this. */
const BUCKET_CHECK_EVERY_MS = 10_000;
const BUCKET_TIMEOUT_MS = 2_000;

/**
 * What /api/healthz answers (docs/deploy.md, "When a service is unreachable"). Only the database decides
 * whether this process can serve: without it the check fails (500) and a load balancer takes the process
 * out. Redis and the bucket are listed when the install uses them; down, the process still serves
 * (counting sign-ins by itself, or without uploads), and taking every process out for an outage they all
 * share would turn a degraded service into none.
 */
export function healthCheck(deps: Deps, redis: RedisLink | undefined) {
  const storage = deps.storage;
  let bucket: { at: number; state: Promise<State> } | undefined;
  const bucketState = (): Promise<State> | undefined => {
    if (storage.kind !== 's3') return undefined;
    const now = Date.now();
    if (!bucket || now - bucket.at >= BUCKET_CHECK_EVERY_MS) {
      bucket = {
        at: now,
        state: storage.check(BUCKET_TIMEOUT_MS).then<State, State>(
          () => 'up',
          () => 'down',
        ),
      };
    }
    return bucket.state;
  };

  return async () => {
    const [, bucketNow] = await Promise.all([ping(deps.db), bucketState()]);
    return {
      db: 'ok' as const,
      ...(redis && { redis: redis.state === 'up' ? ('up' as const) : ('down' as const) }),
      ...(bucketNow && { bucket: bucketNow }),
      uptime_s: Math.round(process.uptime()),
    };
  };
}
