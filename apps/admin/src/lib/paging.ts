import type { TablePaginationConfig } from 'antd';

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
