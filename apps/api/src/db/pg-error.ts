/**
 * A PostgreSQL error's SQLSTATE, whichever driver threw it. Drizzle wraps a failed query's error in its own
 * (`DrizzleQueryError`) and keeps the driver's in `cause`, so checking `error.code` alone misses every
 * constraint refusal and turns a clash a person can fix into a 500.
 */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.code === 'string') return e.code;
  return typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
