import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Where people reach us: PUBLIC_URL when set, else what the request (behind a trusted proxy) says. */
export function publicOrigin(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
