/** Money from integer fen, e.g. 12345 → "123.45" (2 decimals by default, docs/product.md#input-and-display-rules). */
export function formatMoney(fen: number, decimals = 2): string {
  if (!Number.isFinite(fen)) return (0).toFixed(decimals);
  const sign = fen < 0 ? '-' : '';
  const yuan = Math.abs(fen) / 100;
  return sign + yuan.toFixed(decimals);
}

/**
 * A rate in basis points as a percentage without the sign: 2000 → "20", 2250 → "22.5", 1234 → "12.34".
 * Whole basis points divide by 100 into at most two decimals, so nothing needs rounding.
 */
export function formatBp(bp: number): string {
  return Number.isFinite(bp) ? String(bp / 100) : '0';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as "mm:ss" (minutes may pass 59), or "hh:mm:ss". */
export function formatDuration(seconds: number, pattern: 'mm:ss' | 'hh:mm:ss' = 'mm:ss'): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  if (pattern === 'hh:mm:ss') {
    return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  }
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** A date as "YYYY-MM-DD" (local time); also "YYYY-MM-DD HH:mm". Empty for an invalid date. */
export function formatDate(
  input: Date | string | number,
  pattern: 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm' = 'YYYY-MM-DD',
): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return pattern === 'YYYY-MM-DD' ? day : `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A phone number as 3-4-4 with spaces: "13812345678" → "138 1234 5678". */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

/** Metres as a person reads them: "800 m", "12.5 km", "120 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres))} m`;
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1).replace(/\.0$/, '') : Math.round(km)} km`;
}
