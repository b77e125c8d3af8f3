import type { MessageKey } from './messages';

/** An error a person should read: an HTTP status, a message key and optional data for the client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string> = {},
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = () => new AppError(403, 'forbidden');
export const notFound = (key: MessageKey = 'not_found') => new AppError(404, key);
/** A 400 naming one field, for rules the schema cannot express. */
export const invalidField = (field: string, key: MessageKey) =>
  new AppError(400, key, {}, { errors: { [field]: key } });
export const upstream = (service: string) => new AppError(502, 'upstream_error', { service });
