/** What the forms check before sending, as the API checks it (docs/product.md#input-and-display-rules). */

/** A mainland mobile number (after the spaces of a 3-4-4 display are dropped). */
export const isMobile = (phone: string) => /^1[3-9]\d{9}$/.test(phone);

/** What an amount input keeps: digits with at most one point and two decimals ("120.50"). */
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
