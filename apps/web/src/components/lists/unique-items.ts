/**
 * The items of an infinite list's pages, each once: an item added while the person pages shifts the
 * later pages, so the same item can arrive twice.
 */
export function uniqueItems<T, K>(pages: { list: T[] }[], keyOf: (item: T) => K): T[] {
  const seen = new Set<K>();
  return pages
    .flatMap((p) => p.list)
    .filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
