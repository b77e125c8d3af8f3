import { formatMoney } from '../../lib/format';

/** Fen as yuan, whole yuan without decimals: 12000 → "120", 12050 → "120.50". */
export function yuan(fen: number): string {
  const text = formatMoney(fen);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Stars as a row of ★ and ☆. */
export const starsText = (stars: number) => '★★★★★☆☆☆☆☆'.slice(5 - Math.round(stars), 10 - Math.round(stars));

/** The first character of a name, for an avatar without a picture. */
export const initial = (name: string) => [...name.trim()][0] ?? '教';
