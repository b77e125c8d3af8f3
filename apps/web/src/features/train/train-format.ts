import { formatMoney } from '../../lib/format';

/** Fen as yuan, whole yuan without decimals: 12000 → "120", 12050 → "120.50". */
export function yuan(fen: number): string {
  const text = formatMoney(fen);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Metres as a person reads them: "800 m", "12.5 km", "120 km". */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres))} m`;
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1).replace(/\.0$/, '') : Math.round(km)} km`;
}

/** A mainland mobile number (the booking's phone). */
export const isMobile = (phone: string) => /^1[3-9]\d{9}$/.test(phone);

/** What a price input keeps: digits with at most one point and two decimals ("120.50"). */
export function moneyInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
}

/** Yuan as typed → fen; null when it is not an amount. */
export function yuanToFen(value: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value) * 100);
}

/** The contract's plate rule: a province character, a letter, then 5 or 6 letters or digits. */
export const normalPlate = (plate: string) => plate.trim().toUpperCase();
export const isPlate = (plate: string) => /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/.test(normalPlate(plate));

/** Stars as a row of ★ and ☆. */
export const starsText = (stars: number) => '★★★★★☆☆☆☆☆'.slice(5 - Math.round(stars), 10 - Math.round(stars));

/** The first character of a name, for an avatar without a picture. */
export const initial = (name: string) => [...name.trim()][0] ?? '教';
