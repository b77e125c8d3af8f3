/**
 * TanStack Query's getNextPageParam for the API's `{ total, page, num, list }` pages: the next page while
 * fewer rows than `total` are loaded, none once a page comes back empty (rows removed meanwhile).
 */
export function nextPage(last: { list: unknown[]; total: number }, pages: { list: unknown[] }[], lastPage: number) {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
}
