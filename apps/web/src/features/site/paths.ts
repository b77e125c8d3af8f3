import { useSearchParams } from 'react-router';
import { parseId } from '../../lib/route-params';
import { isLoggedIn, useSession } from '../../lib/session';

/**
 * The exam field a page shows: `?field_id=` when a link names one (a shared `wx_` link always does), else
 * the student's chosen field; null lets the API default to the signed-in student's field.
 */
export function useSiteField(): { fieldId: number | null; fromLink: boolean } {
  const [params] = useSearchParams();
  const own = useSession((s) => s.field?.field_id ?? null);
  const asked = parseId(params.get('field_id'));
  return asked ? { fieldId: asked, fromLink: true } : { fieldId: own, fromLink: false };
}

export const useSignedIn = () => useSession(isLoggedIn);

/** A path with its query, leaving out what is not set. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined) q.set(key, String(value));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * The pay page for a locked site video: the field's course (its introduction and products), with the
 * lesson it comes from when the field names one, as a lesson's own offer links.
 */
export const payHref = (fieldId: number | null, lessonId?: number | null) =>
  withQuery('/pay/landpage', { field_id: fieldId, lesson_id: lessonId });

/** Where each subject-three screen is; a `wx_` page keeps its visitor on `wx_` pages. */
export function k3Href(wx: boolean, fieldId: number | null, routeId?: number | null): string {
  return withQuery(wx ? '/wx_k3land' : '/k3land', { field_id: fieldId, route_id: routeId });
}

export const playHref = (fieldId: number | null, routeId: number) =>
  withQuery('/newPlay', { field_id: fieldId, route_id: routeId });

/** An interactive video: the signed-in page, or for a `wx_` visitor the list page playing it in place. */
export function hdHref(wx: boolean, id: number, fieldId: number | null): string {
  return wx ? withQuery('/wx_hudong/page', { field_id: fieldId, id }) : `/hudong/hvideo/${id}`;
}
