import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { TrainType } from '@xueche/contract';
import { type ApiData, api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export type { TrainType };
export type Coach = ApiData<'GET /v1/train/coaches'>['list'][number];
export type CoachPage = ApiData<'GET /v1/train/coach'>;
export type Review = CoachPage['latest_reviews'][number];
export type Slot = CoachPage['free'][number];
export type Rules = CoachPage['rules'];
export type Booking = ApiData<'GET /v1/train/booking'>;
export type BookingState = Booking['status'];
export type Listing = ApiData<'GET /v1/train/listing'>;
export type CheckState = Listing['checks']['identity']['status'];
export type Conversation = ApiData<'GET /v1/train/conversations'>['list'][number];
export type Message = ApiData<'GET /v1/train/messages'>['list'][number];
export type Booked = ApiData<'POST /v1/train/book'>;

/** The contract's kinds, in the order the filters show them. */
export const TRAIN_TYPES: readonly TrainType[] = [
  'novice',
  'pre_exam',
  'auto',
  'manual',
  'female',
  'highway',
  'parking',
  'night',
];

export const isTrainType = (value: string | null | undefined): value is TrainType =>
  TRAIN_TYPES.includes(value as TrainType);

/**
 * '/train/train-index/{type?}': a kind by its name ('female') or, as older links write it, by its place in
 * the list from 1 ('/train/index/5'); anything else shows every kind.
 */
export function typeFromParam(value: string | undefined): TrainType | undefined {
  if (!value) return undefined;
  if (isTrainType(value)) return value;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= TRAIN_TYPES.length ? TRAIN_TYPES[n - 1] : undefined;
}

export type Sort = 'distance' | 'rating' | 'price';

/** What a listing asks for: an area, a kind, an order, and the point distances are measured from. */
export interface CoachFilters {
  city?: string;
  district?: string;
  type?: TrainType;
  sort: Sort;
  lng?: number;
  lat?: number;
}

export const trainKeys = {
  all: ['train'] as const,
  coaches: (f: CoachFilters) => ['train', 'coaches', f] as const,
  districts: (city: string) => ['train', 'districts', city] as const,
  coach: (memberId: string) => ['train', 'coach', memberId] as const,
  bookings: (role: 'student' | 'coach') => ['train', 'bookings', role] as const,
  booking: (id: number) => ['train', 'booking', id] as const,
  listing: ['train', 'listing'] as const,
  conversations: ['train', 'conversations'] as const,
};

const PAGE = 20;

/** Next page while the pages so far hold fewer items than the total. */

export const coachesQuery = (filters: CoachFilters) =>
  infiniteQueryOptions({
    queryKey: trainKeys.coaches(filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/train/coaches', { query: { ...filters, page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/**
 * The districts of a city where coaches are listed, most coaches first: read from the city's listings
 * (the contract has no list of districts; see the report of issue 15).
 */
export const districtsQuery = (city: string) =>
  queryOptions({
    queryKey: trainKeys.districts(city),
    queryFn: async ({ signal }) => {
      const page = await api('GET /v1/train/coaches', { query: { city, sort: 'rating', page: 1, num: 100 }, signal });
      const counts = new Map<string, number>();
      for (const coach of page.list) {
        if (coach.district) counts.set(coach.district, (counts.get(coach.district) ?? 0) + 1);
      }
      return {
        total: page.total,
        districts: [...counts].sort((a, b) => b[1] - a[1]).map(([name, coaches]) => ({ name, coaches })),
      };
    },
    staleTime: 5 * 60_000,
  });

export const coachQuery = (memberId: string) =>
  queryOptions({
    queryKey: trainKeys.coach(memberId),
    queryFn: ({ signal }) => api('GET /v1/train/coach', { query: { member_id: memberId }, signal }),
  });

export const bookingsQuery = (role: 'student' | 'coach') =>
  infiniteQueryOptions({
    queryKey: trainKeys.bookings(role),
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/train/bookings', { query: { role, page: pageParam, num: PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const bookingQuery = (id: number) =>
  queryOptions({
    queryKey: trainKeys.booking(id),
    queryFn: ({ signal }) => api('GET /v1/train/booking', { query: { id }, signal }),
  });

export const listingQuery = () =>
  queryOptions({ queryKey: trainKeys.listing, queryFn: ({ signal }) => api('GET /v1/train/listing', { signal }) });

/** The conversations and their unread sum; asked again while a train screen with the count is on show. */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: trainKeys.conversations,
    queryFn: ({ signal }) => api('GET /v1/train/conversations', { signal }),
    refetchInterval: 15_000,
  });

/** A booking changed (paid, cancelled, done, rated): it, the lists, the coach's free hours and the messages. */
export function refreshBookings(client: QueryClient, booking?: Booking): void {
  if (booking) client.setQueryData(trainKeys.booking(booking.id), booking);
  for (const key of [['train', 'bookings'], ['train', 'coach'], ['train', 'coaches'], trainKeys.conversations]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

/** A malformed id or someone else's booking is "not found", not a failure to retry. */

/** A coach's id as the contract takes it (letters and digits, 4–32). */
export const isMemberId = (value: string | null | undefined): value is string =>
  Boolean(value && /^[A-Za-z0-9]{4,32}$/.test(value));
