import { type SQL, sql } from 'drizzle-orm';

/** Coaches count days and months as China does (UTC+8): the start of today and of this month there. */
export const CHINA_TODAY = sql`(date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;
export const CHINA_MONTH = sql`(date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai')`;

/** A timestamp column as its China day, "YYYY-MM-DD". */
export const chinaDay = (column: SQL | unknown) =>
  sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** "13812345678" → "138****5678". */
export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
