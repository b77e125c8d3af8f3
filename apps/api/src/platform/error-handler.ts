import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fail } from './envelope';
import { AppError } from './errors';
import { isMessageKey, type Lang, langOf, message } from './messages';
import { describeIssue, type ValidationEntry, valueAt } from './validation-messages';

/** Per-field sentences naming what was sent; the value is read from the part of the request that failed. */
function fieldErrors(entries: ValidationEntry[], sent: unknown, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const entry of entries) {
    const field = entry.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    if (errors[field]) continue;
    errors[field] = describeIssue(entry, valueAt(sent, entry.instancePath), lang);
  }
  return errors;
}

const sentIn = (request: FastifyRequest, context: string | undefined): unknown =>
  context === 'querystring'
    ? request.query
    : context === 'params'
      ? request.params
      : context === 'headers'
        ? request.headers
        : request.body;

/** One error path: every failure leaves in the envelope; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const sent = sentIn(request, error.validationContext);
      const errors = fieldErrors(error.validation as unknown as ValidationEntry[], sent, lang);
      const fields = Object.entries(errors)
        .map(([field, problem]) => `${field} ${problem}`)
        .join(lang === 'zh' ? '；' : '; ');
      return reply.status(400).send(fail(400, message('bad_request', lang, { fields }), { errors }));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.warn({ err: error }, 'upstream failure');
      // A limit that says how long to wait says it to HTTP clients too.
      const retryAfter = (error.data as { retry_after?: unknown } | null)?.retry_after;
      if (error.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply
        .status(error.status)
        .send(fail(error.status, message(error.key, lang, error.params), fieldSentences(error, lang)));
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

/**
 * A rule's refusal names its field with a message key (`invalidField`); the reply says it in words, as a
 * schema's refusal does, so `data.errors` is always field → sentence.
 */
function fieldSentences(error: AppError, lang: Lang): unknown {
  const data = error.data as { errors?: unknown } | null;
  if (!data || typeof data.errors !== 'object' || data.errors === null || Array.isArray(data.errors)) return error.data;
  const errors = Object.fromEntries(
    Object.entries(data.errors as Record<string, unknown>).map(([field, text]) => [
      field,
      isMessageKey(text) ? message(text, lang, error.params) : text,
    ]),
  );
  return { ...data, errors };
}

/** Unknown API paths answer in the envelope; the root scope's not-found serves the web app instead. */
export function registerApiNotFound(api: FastifyInstance): void {
  api.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail(404, message('route_not_found', langOf(request)), null));
  });
}
