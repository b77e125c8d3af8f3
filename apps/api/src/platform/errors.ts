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

/** How long to wait, in both languages: "45 秒" / "45 seconds", "12 分钟", "3 小时 5 分钟". */
export function waitText(seconds: number): { wait_zh: string; wait_en: string } {
  const s = Math.max(1, Math.ceil(seconds));
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  // The minute limit's wait reads in seconds, "60 秒" included.
  if (s <= 60) return { wait_zh: ` ${s} 秒`, wait_en: plural(s, 'second') };
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return { wait_zh: ` ${minutes} 分钟`, wait_en: plural(minutes, 'minute') };
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m
    ? { wait_zh: ` ${h} 小时 ${m} 分钟`, wait_en: `${plural(h, 'hour')} ${plural(m, 'minute')}` }
    : { wait_zh: ` ${h} 小时`, wait_en: plural(h, 'hour') };
}

/** HTTP 429 with the sentence, `data.retry_after` and (through the error handler) a Retry-After header. */
export function tooMany(key: MessageKey, seconds: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(seconds));
  return new AppError(429, key, waitText(retryAfter), { retry_after: retryAfter });
}
