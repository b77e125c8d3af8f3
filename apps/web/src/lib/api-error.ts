/** A refused call: `code` is the envelope's code (the HTTP status), 0 when the network failed. */
export class ApiError extends Error {
  readonly code: number;
  /** Per-field messages of a 400 reply (`data.errors`). */
  readonly errors: Record<string, string>;
  /** The refusal's `data`, e.g. `{ retry_after }` of a 429. */
  readonly data: unknown;

  constructor(code: number, message: string, errors: Record<string, string> = {}, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.errors = errors;
    this.data = data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The sentence to show a person for any failure. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

/** The thing asked for is not there (gone, or an id that never was): pages show their "not found" state. */
export const isNotFound = (error: unknown) => isApiError(error) && (error.code === 404 || error.code === 400);
