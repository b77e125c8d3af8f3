import type { FastifyReply, FastifyRequest } from 'fastify';

/** The console's session cookie: sent only to /api/admin, never readable by script, never sent cross-site. */
export const SESSION_COOKIE = 'xueche_admin';
export const COOKIE_PATH = '/api/admin';

/** The value of one cookie of the request's Cookie header, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      return value.length > 0 && value.length <= 256 ? value : undefined;
    }
  }
  return undefined;
}

/** Sets (maxAgeS > 0) or clears (0) the session cookie. Secure when the site is served over HTTPS. */
export function writeSessionCookie(reply: FastifyReply, value: string, maxAgeS: number, secure: boolean): void {
  const attributes = [
    `${SESSION_COOKIE}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeS))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}
