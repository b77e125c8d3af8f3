import type { RateLimitOptions } from '@fastify/rate-limit';
import { type Endpoint, envelope } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { authenticate } from './auth';
import { ok } from './envelope';
import type { User } from './user';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The access token the user was authenticated with (logout revokes it). */
    accessToken: string | null;
  }
}

type Ctx<E extends Endpoint> = {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  user: E['auth'] extends true ? User : User | null;
  request: FastifyRequest;
};

/**
 * Registers one contract endpoint: the contract's schemas validate the input and shape the output
 * (anything the contract does not list is dropped), the handler returns the data, the envelope is added here.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: (ctx: Ctx<E>) => Promise<z.input<E['response']>>,
  options: { rateLimit?: RateLimitOptions } = {},
): void {
  if (endpoint.operator) throw new Error(`${endpoint.path} is a console endpoint: register it with adminRoute()`);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    schema: {
      querystring: endpoint.query,
      ...(endpoint.method === 'POST' ? { body: endpoint.body } : {}),
      response: { 200: envelope(endpoint.response) },
    },
    // Auth before validation: a caller without a session learns nothing about the input rules.
    preValidation: async (request) => {
      if (endpoint.auth) {
        const { user, token } = await authenticate(db, request);
        request.user = user;
        request.accessToken = token;
      }
      // A write with nothing to say may come without a body; validate it as an empty form.
      if (endpoint.method === 'POST' && request.body == null) request.body = {};
    },
    handler: async (request) => {
      const data = await handler({
        query: request.query as Ctx<E>['query'],
        body: (request.body ?? {}) as Ctx<E>['body'],
        user: request.user as Ctx<E>['user'],
        request,
      });
      return ok(data);
    },
  });
}
