import { Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/** Where a time window stands now: not yet, showing, over. */
export function WindowTag({ starts, ends }: { starts: string; ends: string | null }) {
  const now = Date.now();
  if (Date.parse(starts) > now) return <Tag color="processing">未开始</Tag>;
  if (ends && Date.parse(ends) <= now) return <Tag>已结束</Tag>;
  return <Tag color="success">展示中</Tag>;
}

/** A form's DatePicker value from an ISO moment, and back. */
export const toDayjs = (iso: string | null | undefined): Dayjs | null => (iso ? dayjs(iso) : null);
export const toIso = (d: Dayjs | null | undefined): string | null => (d ? d.toISOString() : null);
