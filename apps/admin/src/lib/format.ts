/** Fen → "¥12.50". */
export const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** An ISO moment in China time (UTC+8), as operators read it: "2026-05-06 10:03". */
export function chinaTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}
