const HASH_ID = /^[A-Za-z0-9_-]{4,32}$/;

/**
 * A referrer hash id from a link (docs/product.md#input-and-display-rules): a comma list or an array keeps its last
 * element. Anything that is not a plausible id is dropped, so a mangled link never breaks login.
 */
export function parseHashId(value: string | readonly string[] | null | undefined): string | undefined {
  if (value == null) return undefined;
  const list = typeof value === 'string' ? value.split(',') : value.flatMap((v) => v.split(','));
  const last = list
    .map((v) => v.trim())
    .filter(Boolean)
    .pop();
  return last && HASH_ID.test(last) ? last : undefined;
}

/** The `did` of a query string; repeated parameters count as an array. */
export function hashIdFromSearch(search: string): string | undefined {
  return parseHashId(new URLSearchParams(search).getAll('did'));
}
