import type { FastifyReply } from 'fastify';
import { signedHeaders } from './crypto';
import type { PaySigner } from './signer';

interface Signing {
  signer: PaySigner;
  now: () => number;
}

/**
 * WeChat Pay signs every reply to a merchant it authenticated, errors included, so a merchant can tell
 * a real refusal from a forged one.
 */
export function signedSend(reply: FastifyReply, ctx: Signing, status: number, payload?: unknown) {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  reply.code(status).headers(signedHeaders(ctx.signer.next(), body, ctx.now()));
  if (payload === undefined) return reply.send();
  return reply.type('application/json').send(body);
}

/** An error: a non-2xx status and {code, message}. */
export const fail = (reply: FastifyReply, ctx: Signing, status: number, code: string, message: string) =>
  signedSend(reply, ctx, status, { code, message });
