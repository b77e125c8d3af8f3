import type { Broadcast } from './broadcast';
import type { User } from './user';

/**
 * Token → user in memory, so an authenticated call needs no database round trip. A revoked token or a
 * changed user is dropped here at once and, through the broadcast, in every other API process. While
 * the broadcast is not live (Redis unreachable) nothing is trusted: every call reads the database.
 */
export interface SessionCache {
  /** The user behind a token hash, or undefined when the database must be asked. */
  get(tokenHash: string, now: number): User | undefined;
  /** A mark to pass to `put`: what a lookup read is kept only if nothing was dropped while it ran. */
  mark(): number;
  put(mark: number, tokenHash: string, user: User, expiresAt: Date): void;
  forgetToken(tokenHash: string): Promise<void>;
  forgetUser(userId: number): Promise<void>;
}

/** A safety net for a write that bypasses forgetUser (an operator's SQL): seen within this at the latest. */
const MAX_AGE_MS = 60_000;
/** Per map; the oldest entries go first. */
const MAX_ENTRIES = 20_000;

export function sessionCache(broadcast: Broadcast, clock: () => number = Date.now): SessionCache {
  const tokens = new Map<string, { userId: number; expiresAt: number; at: number }>();
  const users = new Map<number, { user: User; at: number }>();
  // Raised by every drop: a lookup that started before one may have read what was dropped.
  let generation = 0;

  const drop = (message: string) => {
    generation++;
    if (message.startsWith('t:')) tokens.delete(message.slice(2));
    else if (message.startsWith('u:')) users.delete(Number(message.slice(2)));
  };
  broadcast.listen(drop, () => {
    generation++;
    tokens.clear();
    users.clear();
  });

  const remember = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as K);
  };

  const forget = async (message: string) => {
    drop(message);
    await broadcast.publish(message);
  };

  return {
    get(tokenHash, now) {
      if (!broadcast.live) return undefined;
      const token = tokens.get(tokenHash);
      if (!token || token.expiresAt <= now || now - token.at > MAX_AGE_MS) return undefined;
      const user = users.get(token.userId);
      if (!user || now - user.at > MAX_AGE_MS) return undefined;
      return user.user;
    },
    mark: () => generation,
    put(mark, tokenHash, user, expiresAt) {
      if (mark !== generation || !broadcast.live) return;
      const at = clock();
      remember(tokens, tokenHash, { userId: user.id, expiresAt: expiresAt.getTime(), at });
      // Shared by every request of this user: frozen, so no handler can change it for the others.
      remember(users, user.id, { user: Object.freeze(user), at });
    },
    forgetToken: (tokenHash) => forget(`t:${tokenHash}`),
    forgetUser: (userId) => forget(`u:${userId}`),
  };
}
