/**
 * A share link (docs/product.md#sharing): the app's origin + a path + `did` (the sharer's hash id), then
 * `field_id` when known, `type=3` for coach pages and `poster_id` for a saved poster, so a registration
 * can name the poster it came from. The API's posters module makes the same links in the same order.
 */
export function buildShareLink(
  origin: string,
  path: string,
  p: { did?: string; fieldId?: number | null; coachPage?: boolean; posterId?: number | null },
): string {
  const link = new URL(path, origin);
  // A path may bring its own query ('/roadmap?id=3'); the sharer's keys replace any it already had.
  for (const key of ['did', 'field_id', 'type', 'poster_id']) link.searchParams.delete(key);
  if (p.did) link.searchParams.set('did', p.did);
  if (p.fieldId) link.searchParams.set('field_id', String(p.fieldId));
  if (p.coachPage) link.searchParams.set('type', '3');
  if (p.posterId) link.searchParams.set('poster_id', String(p.posterId));
  return link.toString();
}

/**
 * A link the API made, moved onto the origin this page was opened at: the QR code must lead where the
 * person scanning it can reach the app (the API names its public origin, which a proxy may rewrite).
 */
export function onOrigin(link: string, origin: string): string {
  try {
    const url = new URL(link, origin);
    return new URL(`${url.pathname}${url.search}`, origin).toString();
  } catch {
    return link;
  }
}

/** The current page's origin (outside the browser: none, and links stay as given). */
export const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
