import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { API_BASE, type ApiData, api, buildQuery } from '../../lib/api';
import { isApiError } from '../../lib/api-error';

export type SiteInfo = ApiData<'GET /v2/k2/info'>;
export type SiteField = SiteInfo['field'];
export type RoutePreview = ApiData<'GET /v2/lky/preview'>;
export type Route = RoutePreview['routes'][number];
export type Prompt = Route['prompts'][number];
export type Video = NonNullable<Route['video']>;
export type Picked = ApiData<'GET /v2/lky/picked'>;
export type HdSummary = ApiData<'GET /v3/hd/land'>[number];
export type HdVideo = ApiData<'GET /v3/hd/info'>;
export type HdClip = HdVideo['clips'][number];
export type Slot = ApiData<'GET /v2/k2/kc-slots'>[number];
export type Application = ApiData<'GET /v2/k2/kc-list'>[number];
export type DriveRoute = ApiData<'GET /v1/map/route'>;

/**
 * The keys of the exam site's screens. `signed` is in every read that answers differently with a session
 * (paid content unlocks, the field defaults to the student's): a sign-in never shows a cached locked copy.
 */
export const siteKeys = {
  all: ['site'] as const,
  field: (fieldId: number | null, signed: boolean) => ['site', 'field', fieldId, signed] as const,
  routes: (fieldId: number | null, signed: boolean) => ['site', 'lky-preview', fieldId, signed] as const,
  picked: ['site', 'lky-picked'] as const,
  picks: ['site', 'lky-picks'] as const,
  hdList: (fieldId: number | null, signed: boolean) => ['site', 'hd-land', fieldId, signed] as const,
  hd: (id: number, signed: boolean) => ['site', 'hd-info', id, signed] as const,
  slots: (fieldId: number, date: string) => ['site', 'kc-slots', fieldId, date] as const,
  applications: ['site', 'kc-list'] as const,
  drive: (points: string) => ['map', 'route', points] as const,
};

const fieldParam = (fieldId: number | null) => ({ field_id: fieldId ?? undefined });

/**
 * The exam site itself (name, address, entrance, course): `v2/k2/info`'s field. A field without a 3D
 * yard yet answers that read with a 404, so then the route guide's copy of the same field is used.
 */
export const siteFieldQuery = (fieldId: number | null, signed: boolean) =>
  queryOptions({
    queryKey: siteKeys.field(fieldId, signed),
    queryFn: async ({ signal }): Promise<SiteField> => {
      try {
        return (await api('GET /v2/k2/info', { query: fieldParam(fieldId), signal })).field;
      } catch (error) {
        if (!isApiError(error) || error.code !== 404) throw error;
        return (await api('GET /v2/lky/preview', { query: fieldParam(fieldId), signal })).field;
      }
    },
    staleTime: 5 * 60_000,
  });

export const routesQuery = (fieldId: number | null, signed: boolean) =>
  queryOptions({
    queryKey: siteKeys.routes(fieldId, signed),
    queryFn: ({ signal }) => api('GET /v2/lky/preview', { query: fieldParam(fieldId), signal }),
    staleTime: 5 * 60_000,
  });

/** The coach's picks, one per student of theirs. */
export const picksQuery = () =>
  queryOptions({ queryKey: siteKeys.picks, queryFn: ({ signal }) => api('GET /v2/lky/picks', { signal }) });

export const pickedQuery = () =>
  queryOptions({ queryKey: siteKeys.picked, queryFn: ({ signal }) => api('GET /v2/lky/picked', { signal }) });

export const hdListQuery = (fieldId: number | null, signed: boolean) =>
  queryOptions({
    queryKey: siteKeys.hdList(fieldId, signed),
    queryFn: ({ signal }) => api('GET /v3/hd/land', { query: fieldParam(fieldId), signal }),
    staleTime: 5 * 60_000,
  });

export const hdQuery = (id: number, signed: boolean) =>
  queryOptions({
    queryKey: siteKeys.hd(id, signed),
    queryFn: ({ signal }) => api('GET /v3/hd/info', { query: { id }, signal }),
    // A video's graph does not change while it is watched: asking again mid-way would reload its clips.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const slotsQuery = (fieldId: number, date: string) =>
  queryOptions({
    queryKey: siteKeys.slots(fieldId, date),
    queryFn: ({ signal }) => api('GET /v2/k2/kc-slots', { query: { field_id: fieldId, date }, signal }),
  });

export const applicationsQuery = () =>
  queryOptions({
    queryKey: siteKeys.applications,
    queryFn: ({ signal }) => api('GET /v2/k2/kc-list', { signal }),
  });

/** An application went in: the list shows it, and the slots' places left have changed. */
export function refreshPractice(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: siteKeys.applications });
  void client.invalidateQueries({ queryKey: ['site', 'kc-slots'] });
}

/** "lng,lat" with the map service's precision. */
export const lngLat = (p: { lng: number; lat: number }) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

/** The driving route from one point to another: distance, time and the road's shape. */
export const driveQuery = (from: { lng: number; lat: number }, to: { lng: number; lat: number }) => {
  const points = `${lngLat(from)};${lngLat(to)}`;
  return queryOptions({
    queryKey: siteKeys.drive(points),
    queryFn: ({ signal }) => api('GET /v1/map/route', { query: { points }, signal }),
    staleTime: 10 * 60_000,
  });
};

/**
 * The driving route drawn on a map (a PNG from the API: `GET v1/map/route-image`), signed in by the
 * access token in its query as every call is.
 */
export function routeImageUrl(points: { lng: number; lat: number }[], width: number, height: number): string {
  const query = buildQuery({ points: points.map(lngLat).join(';'), size: `${width}x${height}` });
  return `${API_BASE}/v1/map/route-image?${query.toString()}`;
}
