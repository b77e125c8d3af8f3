import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from './envelope';
import { AppError } from './errors';
import { type Lang, langOf, message } from './messages';

const locales = { zh: z.locales.zhCN(), en: z.locales.en() };

type ValidationEntry = { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> };

function fieldErrors(entries: ValidationEntry[], lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const field = entry.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    if (errors[field]) continue;
    const issue = { code: entry.keyword, ...entry.params } as unknown as z.core.$ZodRawIssue;
    const localized = locales[lang].localeError(issue);
    errors[field] = (typeof localized === 'string' ? localized : localized?.message) ?? entry.message ?? 'invalid';
  }
  return errors;
}

/** One error path: every failure leaves in the envelope; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as unknown as ValidationEntry[], lang);
      const fields = Object.keys(errors).join(', ');
      return reply.status(400).send(fail(400, message('bad_request', lang, { fields }), { errors }));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ err: error }, 'upstream failure');
      // A limit that says how long to wait says it to HTTP clients too.
      const retryAfter = (error.data as { retry_after?: unknown } | null)?.retry_after;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send(fail(error.status, message(error.key, lang, error.params), error.data));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(fail(429, message('too_many', lang), null));
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: unparsable JSON, wrong content type, body too large.
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(fail(status, message('bad_body', lang), null));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(500, message('server_error', lang), null));
  });
}

/** Unknown API paths answer in the envelope; the root scope's not-found serves the web app instead. */
export function registerApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(404, message('route_not_found', langOf(request)), null));
  });
}
