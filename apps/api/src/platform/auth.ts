import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { unauthorized } from './errors';
import { cachedUserForToken, userForToken } from './sessions';
import type { User } from './user';

/** The token rides as `access-token` in the query (as the spec's clients send it) or as a Bearer header. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.['access-token'];
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return undefined;
}

/** Reads the raw query, so it must run before validation strips keys the endpoint doesn't declare. */
export async function authenticate(db: Db, request: FastifyRequest): Promise<{ user: User; token: string }> {
  const token = requiredToken(request);
  const user = await userForToken(db, token);
  if (!user) throw unauthorized();
  return { user, token };
}

/**
 * `authenticate` without waiting, for a session kept in memory: the user, or undefined when the database
 * must be asked (then call `authenticate`). Throws as it does when no usable token was sent.
 */
export function authenticateCached(db: Db, request: FastifyRequest): { user: User; token: string } | undefined {
  const token = requiredToken(request);
  const user = cachedUserForToken(db, token);
  return user && { user, token };
}

function requiredToken(request: FastifyRequest): string {
  const token = tokenOf(request);
  if (!token || token.length > 128) throw unauthorized();
  return token;
}

/**
 * For endpoints anyone may read that show more to a signed-in person: no token, no user. A token that is
 * sent but no longer valid is a 401, as anywhere else, so a session that ended is noticed (and the app signs
 * in again) rather than quietly shown what a stranger sees.
 */
export async function optionalUser(db: Db, request: FastifyRequest): Promise<User | null> {
  if (!tokenOf(request)) return null;
  return (await authenticate(db, request)).user;
}
