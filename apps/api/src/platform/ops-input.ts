import type { z } from 'zod';
import { AppError } from './errors';

/**
 * A value checked by a schema the contract cannot state (the queues a sweep may be run on are the server's):
 * a bad value is a 400 naming it, as the contract's own checks answer.
 */
export function opsInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const input = schema.safeParse(value);
  if (!input.success) {
    const errors = Object.fromEntries(input.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
    throw new AppError(400, 'bad_request', { fields: Object.keys(errors).join(', ') }, { errors });
  }
  return input.data;
}
