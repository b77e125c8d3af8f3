import type { RateLimitOptions } from '@fastify/rate-limit';
import { type Endpoint, envelope } from '@xueche/contract';
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { authenticate, authenticateCached } from './auth';
import { ok } from './envelope';
import type { User } from './user';
import { validatorCompiler } from './validator';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    /** The access token the user was authenticated with (logout revokes it). */
    accessToken: string | null;
  }
}

type Session = { user: User; token: string };

type Ctx<E extends Endpoint> = {
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  user: E['auth'] extends true ? User : User | null;
  request: FastifyRequest;
};

/**
 * What Fastify is told of a contract endpoint (an app or a console one): its method and path, its rate
 * limit, the schemas of its input and of its reply in the envelope.
 */
export function endpointRoute(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'query' | 'body' | 'response'>,
  rateLimit?: RateLimitOptions,
) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    ...(rateLimit ? { config: { rateLimit } } : {}),
    schema: {
      querystring: endpoint.query,
      ...(endpoint.method === 'POST' ? { body: endpoint.body } : {}),
      response: { 200: envelope(endpoint.response) },
    },
  };
}

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
  // A write with nothing to say may come without a body; validate it as an empty form.
  const ready = (request: FastifyRequest, done: HookHandlerDoneFunction) => {
    if (endpoint.method === 'POST' && request.body == null) request.body = {};
    done();
  };
  const signedIn = (request: FastifyRequest, session: Session, done: HookHandlerDoneFunction) => {
    request.user = session.user;
    request.accessToken = session.token;
    ready(request, done);
  };
  app.route({
    ...endpointRoute(endpoint, options.rateLimit),
    // Typed by Fastify over the route's whole schema; it is given one part's zod schema at a time.
    validatorCompiler: validatorCompiler as never,
    // Auth before validation: a caller without a session learns nothing about the input rules. A callback
    // hook, not an async one: a session kept in memory (most calls) is then read with no promise to settle.
    preValidation: (request, _reply, done) => {
      if (!endpoint.auth) return ready(request, done);
      const session = authenticateCached(db, request);
      if (session) return signedIn(request, session, done);
      authenticate(db, request).then((found) => signedIn(request, found, done), done);
    },
    handler: (request) =>
      handler({
        query: request.query as Ctx<E>['query'],
        body: (request.body ?? {}) as Ctx<E>['body'],
        user: request.user as Ctx<E>['user'],
        request,
      }).then(ok),
  });
}
