import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import { param } from '../lib/query';

/** AMap's answer envelope: strings everywhere, HTTP 200 even on failure. */
export const ok = { status: '1', info: 'OK', infocode: '10000' } as const;

const failures = {
  key: { status: '0', info: 'INVALID_USER_KEY', infocode: '10001' },
  missing: { status: '0', info: 'MISSING_REQUIRED_PARAMS', infocode: '20001' },
  invalid: { status: '0', info: 'INVALID_PARAMS', infocode: '20000' },
} as const;

export class AmapError extends Error {
  constructor(readonly kind: keyof typeof failures) {
    super(failures[kind].info);
  }
}

/** A required parameter: missing or blank is 20001. */
export function required(request: FastifyRequest, name: string): string {
  const value = param(request.query, name)?.trim();
  if (!value) throw new AmapError('missing');
  return value;
}

/** An optional parameter: blank counts as absent. */
export function optional(request: FastifyRequest, name: string): string | undefined {
  const value = param(request.query, name)?.trim();
  return value ? value : undefined;
}

/** Checks the key, runs the handler and wraps its answer in AMap's envelope. */
export async function amapApi(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Record<string, unknown>,
): Promise<FastifyReply> {
  try {
    if (param(request.query, 'key') !== ctx.amapKey) throw new AmapError('key');
    return reply.send({ ...ok, ...handler() });
  } catch (error) {
    if (error instanceof AmapError) return reply.send(failures[error.kind]);
    throw error;
  }
}

/**
 * Checks the key and answers an image; a refusal is AMap's JSON envelope instead, with HTTP 200, as the
 * static map does.
 */
export async function amapImage(
  ctx: SandboxContext,
  request: FastifyRequest,
  reply: FastifyReply,
  handler: () => Promise<Buffer>,
): Promise<FastifyReply> {
  try {
    if (param(request.query, 'key') !== ctx.amapKey) throw new AmapError('key');
    const png = await handler();
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  } catch (error) {
    if (error instanceof AmapError) return reply.send(failures[error.kind]);
    throw error;
  }
}
