import type { TablePaginationConfig } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

/**
 * A table paged by the server: the page asked for, its size, the total the server counted, and the total in
 * words when a unit is given (共 12 条). One page size per list, no size changer.
 */
export function serverPages(p: {
  page: number;
  setPage: (page: number) => void;
  total: number | undefined;
  pageSize: number;
  unit?: string;
}): TablePaginationConfig {
  return {
    current: p.page,
    pageSize: p.pageSize,
    total: p.total ?? 0,
    showSizeChanger: false,
    onChange: p.setPage,
    ...(p.unit ? { showTotal: (total: number) => `共 ${total} ${p.unit}` } : {}),
  };
}

/** A server-paged list's filter and page: `change` merges into the filter and goes back to the first page. */
export function useFilteredPages<Filter extends object>(initial: Filter) {
  const [filter, setFilter] = useState<Filter>(initial);
  const [page, setPage] = useState(1);
  const change = (next: Filter) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  return { filter, page, setPage, change };
}

/** A picked date as a filter sends it: "2026-05-06". */
export const filterDay = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');
