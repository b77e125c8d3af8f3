import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { API_BASE, type ApiData, api, buildQuery } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export type Trip = ApiData<'GET /v1/pin/trip'>;
export type TripSummary = ApiData<'GET /v1/pin/trips'>['list'][number];
export type OwnerTrip = ApiData<'GET /v1/pin/my-trips'>['list'][number];
export type Booking = Trip['bookings'][number];
export type BookingWithTrip = ApiData<'GET /v1/pin/bookings'>['list'][number];
export type Owner = ApiData<'GET /v1/pin/owner'>;
export type Place = ApiData<'GET /v1/pin/places'>[number];
export type Conversation = ApiData<'GET /v1/pin/conversations'>['list'][number];
export type Message = ApiData<'GET /v1/pin/messages'>['list'][number];
export type Tip = ApiData<'GET /v1/map/tips'>[number];

/** What '/pin' and the search list ask for: a field, a day, or a point with a radius. */
export interface TripFilters {
  field_id?: number;
  date?: string;
  lng?: number;
  lat?: number;
  radius_km?: number;
}

export const pinKeys = {
  all: ['pin'] as const,
  trips: (f: TripFilters) => ['pin', 'trips', f] as const,
  trip: (id: number) => ['pin', 'trip', id] as const,
  myTrips: (scope: 'upcoming' | 'past') => ['pin', 'my-trips', scope] as const,
  pending: ['pin', 'pending'] as const,
  bookings: ['pin', 'bookings'] as const,
  owner: ['pin', 'owner'] as const,
  places: ['pin', 'places'] as const,
  conversations: ['pin', 'conversations'] as const,
  tips: (keywords: string, city: string) => ['map', 'tips', keywords, city] as const,
};

const PAGE = 20;

/** Next page while the pages so far hold fewer items than the total. */

export const tripsQuery = (filters: TripFilters) =>
  infiniteQueryOptions({
    queryKey: pinKeys.trips(filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/pin/trips', { query: { ...filters, page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const tripQuery = (id: number) =>
  queryOptions({
    queryKey: pinKeys.trip(id),
    queryFn: ({ signal }) => api('GET /v1/pin/trip', { query: { id }, signal }),
  });

export const myTripsQuery = (scope: 'upcoming' | 'past') =>
  infiniteQueryOptions({
    queryKey: pinKeys.myTrips(scope),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/pin/my-trips', { query: { scope, page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const pendingQuery = () =>
  queryOptions({ queryKey: pinKeys.pending, queryFn: ({ signal }) => api('GET /v1/pin/pending', { signal }) });

export const bookingsQuery = () =>
  infiniteQueryOptions({
    queryKey: pinKeys.bookings,
    queryFn: ({ pageParam, signal }) => api('GET /v1/pin/bookings', { query: { page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const ownerQuery = () =>
  queryOptions({ queryKey: pinKeys.owner, queryFn: ({ signal }) => api('GET /v1/pin/owner', { signal }) });

export const placesQuery = () =>
  queryOptions({ queryKey: pinKeys.places, queryFn: ({ signal }) => api('GET /v1/pin/places', { signal }) });

/** The conversations and their unread sum; asked again while a pin screen is on show (the nav's badge). */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: pinKeys.conversations,
    queryFn: ({ signal }) => api('GET /v1/pin/conversations', { signal }),
    refetchInterval: 15_000,
  });

export const tipsQuery = (keywords: string, city: string) =>
  queryOptions({
    queryKey: pinKeys.tips(keywords, city),
    queryFn: ({ signal }) => api('GET /v1/map/tips', { query: { keywords, city: city || undefined }, signal }),
    staleTime: 5 * 60_000,
  });

/** Bookings and trips changed (a booking, a decision, a cancellation): every list that shows them. */
export function refreshTrips(client: QueryClient): void {
  for (const key of [
    ['pin', 'trips'],
    ['pin', 'trip'],
    ['pin', 'my-trips'],
    pinKeys.pending,
    pinKeys.bookings,
    pinKeys.conversations,
  ]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

/** "lng,lat" with the map service's precision. */
const lngLat = (p: { lng: number; lat: number }) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

/**
 * The route image (pin.ts's header: a PNG of the route through the points, origin first, exam site last,
 * a marker at each), signed in by the access token in its query as every call is.
 */
export function routeImageUrl(points: { lng: number; lat: number }[], width: number, height: number): string {
  const query = buildQuery({ points: points.map(lngLat).join(';'), size: `${width}x${height}` });
  return `${API_BASE}/v1/map/route-image?${query.toString()}`;
}
