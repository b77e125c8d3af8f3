import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Order, Product } from '@xueche/contract';
import { type ApiData, api } from '../../lib/api';
import { nextPage } from '../../lib/paging';

export const ORDER_PAGE = 10;

/** Subjects of the driving test, 1–4 ('/pay/k1' … '/pay/k4'). */
export type SubjectNo = 1 | 2 | 3 | 4;

export type Owned = ApiData<'GET /v3/product/clear-buy'>;
export type Coach = NonNullable<ApiData<'GET /v1/user/my-coach'>>;

/** Products, orders and what the person owns: one invalidation after a payment refreshes them all. */
export const orderKeys = {
  products: (fieldId: number | undefined) => ['product', 'land', fieldId ?? 'mine'] as const,
  owned: ['product', 'clear-buy'] as const,
  orders: ['order', 'center'] as const,
  order: (orderNo: string) => ['order', 'index', orderNo] as const,
  // The same keys as the lessons area: the course of a field is one cache entry for both.
  course: (fieldId: number) => ['lesson', 'list', fieldId] as const,
};

export const productsQuery = (fieldId: number | undefined) =>
  queryOptions({
    queryKey: orderKeys.products(fieldId),
    queryFn: ({ signal }) => api('GET /v3/product/land', { query: { field_id: fieldId }, signal }),
    staleTime: 60_000,
  });

export const ownedQuery = () =>
  queryOptions({
    queryKey: orderKeys.owned,
    queryFn: ({ signal }) => api('GET /v3/product/clear-buy', { signal }),
  });

export const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: orderKeys.orders,
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/order/center', { query: { page: pageParam, num: ORDER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/**
 * The new-member offer and why it does (not) apply: the same entry home's offer card reads. Nothing when the
 * call fails: it is an offer.
 */
export const newMemberQuery = () =>
  queryOptions({
    queryKey: ['product', 'new-member'],
    queryFn: ({ signal }) => api('GET /v1/user/new-member', { signal }).catch(() => null),
    staleTime: 60_000,
  });

/** One order; while it waits for payment the server asks WeChat Pay itself on every call. */
export const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderNo),
    queryFn: ({ signal }) => api('GET /v1/order/index', { query: { order_no: orderNo }, signal }),
  });

/** A field's course and its chapters: the first lesson is where a bought course opens. */
export const courseQuery = (fieldId: number) =>
  queryOptions({
    queryKey: orderKeys.course(fieldId),
    queryFn: ({ signal }) => api('GET /v1/lesson/list', { query: { field_id: fieldId }, signal }),
    staleTime: 5 * 60_000,
  });

/** After a payment (or a fresh order): lists, ownership and courses' locks all change. */
export function refreshAfterPayment(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['order'] }),
    client.invalidateQueries({ queryKey: ['product'] }),
    client.invalidateQueries({ queryKey: ['lesson'] }),
  ]);
}

/** A malformed or unknown order number is "not found", not a failure to retry. */

/** Order numbers as the API accepts them. */
export const isOrderNo = (value: string | undefined): value is string =>
  Boolean(value && /^[0-9A-Za-z_-]{6,32}$/.test(value));

/** The subjects a product opens: its VIP sets, and 2 and 3 for a test-ground course. */
export function unlockedSubjects(product: Pick<Product, 'unlocks'>): SubjectNo[] {
  const subjects = new Set<number>(product.unlocks.vip_subjects);
  if (product.unlocks.course) {
    subjects.add(2);
    subjects.add(3);
  }
  return ([1, 2, 3, 4] as const).filter((s) => subjects.has(s));
}

export const unlocksSubject = (product: Pick<Product, 'unlocks'>, subject: SubjectNo) =>
  unlockedSubjects(product).includes(subject);

/** The field a course product is for: its own, else the person's current one. */
export const courseField = (product: Pick<Product, 'field_id'>, fieldId: number | undefined) =>
  product.field_id ?? fieldId;

/** Whether the person owns everything a product unlocks. */
export function ownsProduct(product: Product, owned: Owned | undefined, fieldId: number | undefined): boolean {
  if (!owned) return false;
  if (product.unlocks.course) {
    const field = courseField(product, fieldId);
    if (!owned.courses.some((c) => c.field_id === field)) return false;
  }
  return product.unlocks.vip_subjects.every((s) => owned.vip_subjects.includes(s));
}

/** The VIP subjects of a product the person already has (a bundle may overlap a set bought before). */
export const ownedSubjectsOf = (product: Product, owned: Owned | undefined) =>
  owned ? product.unlocks.vip_subjects.filter((s) => owned.vip_subjects.includes(s)) : [];

/** Whether the person already has a subject: its VIP set, or this field's course for 2 and 3. */
export function ownsSubject(subject: SubjectNo, owned: Owned | undefined, fieldId: number | undefined): boolean {
  if (!owned) return false;
  if (subject === 2 || subject === 3) return fieldId !== undefined && owned.courses.some((c) => c.field_id === fieldId);
  return owned.vip_subjects.includes(subject);
}

/** Where a theory subject's practice opens ('/site/ke1' and '/site/ke4' choose the subject on the '/ke' hub). */
export const practicePath = (subject: number) => (subject === 1 || subject === 4 ? `/site/ke${subject}` : '/ke');

/** The receipt page of an order. */
export const receiptPath = (orderNo: string, pay?: 'ok' | 'cancel') =>
  `/order/${encodeURIComponent(orderNo)}${pay ? `?pay=${pay}` : ''}`;

export type { Order, Product };
