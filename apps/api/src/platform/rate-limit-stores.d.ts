// @fastify/rate-limit's own stores, which the package ships without types (used by platform/rate-limits.ts).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  /** incr counts one more and answers the count; read answers it without counting. */
  export interface Store {
    incr(key: string, callback: Counted, timeWindow: number, max: number): void;
    read(key: string, callback: Counted, timeWindow: number, max: number): void;
    child(routeOptions: object): Store;
  }
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Store } from '@fastify/rate-limit/store/LocalStore.js';
  import type { Redis } from 'ioredis';

  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => Store;
  export default RedisStore;
}
