import { sql } from 'drizzle-orm';

/** The contract's page query: `page` counts from 1, `num` rows a page (the contract bounds both). */
export interface PageQuery {
  page: number;
  num: number;
}

/** The reply the contract's `paged()` schema describes. */
export interface Page<T> {
  total: number;
  page: number;
  num: number;
  list: T[];
}

/** The rows a page covers: `.limit(s.limit).offset(s.offset)`. */
export interface Slice {
  limit: number;
  offset: number;
}

export const sliceOf = ({ page, num }: PageQuery): Slice => ({ limit: num, offset: (page - 1) * num });

/** `count(*)` as an int (PostgreSQL's bigint would arrive as a string): select `{ n: countAll }`. */
export const countAll = sql<number>`count(*)::int`;

/** The number a `select({ n: countAll })` answered; 0 when it answered no row. */
export async function countOf(query: PromiseLike<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

/**
 * One page of a list and its total, asked in parallel (the page's rows first, as the services did by
 * hand), answered as the contract's `{ total, page, num, list }`.
 */
export async function pageOf<Row, Item = Row>(
  at: PageQuery,
  query: { rows: (slice: Slice) => PromiseLike<Row[]>; total: () => PromiseLike<number> },
  item: (row: Row) => Item,
): Promise<Page<Item>> {
  const [rows, total] = await Promise.all([query.rows(sliceOf(at)), query.total()]);
  return { total, page: at.page, num: at.num, list: rows.map(item) };
}
