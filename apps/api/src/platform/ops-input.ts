import type { z } from 'zod';
import { AppError } from './errors';

/** An operator request's params or query, checked: a bad value is a 400 naming it. */
export function opsInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const input = schema.safeParse(value);
  if (!input.success) {
    const errors = Object.fromEntries(input.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
    throw new AppError(400, 'bad_request', { fields: Object.keys(errors).join(', ') }, { errors });
  }
  return input.data;
}

/**
 * An operator request's JSON body, checked. /api/ops reads JSON bodies as text (the importer needs the
 * raw file), so it arrives as a string here; an empty body is an empty object, unreadable JSON a 400.
 */
export function opsBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'string') return opsInput(schema, body ?? {});
  if (!body.trim()) return opsInput(schema, {});
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  return opsInput(schema, parsed);
}
