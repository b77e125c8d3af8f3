import type { Setting } from './settings-api';

/**
 * Rates are stored as whole basis points (2000 = 20 %) and shown to the operator as a percentage with up
 * to two decimals; one basis point is 0.01 %, so the two convert without loss.
 */
export const percentOfBp = (bp: number): number => bp / 100;

/** The basis points of a percentage typed by the operator (20 → 2000, 12.34 → 1234). */
export const bpOfPercent = (percent: number): number => Math.round(percent * 100);

/** A value as one line of the table: 开/关, a rate as a percentage, JSON shortened. */
export function shown(s: Setting): string {
  if (s.kind === 'switch') return s.value ? '开' : '关';
  if (s.kind === 'rate' && typeof s.value === 'number') return `${percentOfBp(s.value)}%`;
  if (typeof s.value === 'string') return s.value === '' ? '（空）' : s.value;
  if (typeof s.value === 'number') return String(s.value);
  const json = JSON.stringify(s.value);
  return json.length > 120 ? `${json.slice(0, 120)}…` : json;
}
