import type { Setting } from './settings-page';

/** A value as one line of the table: 开/关, a rate as a percentage, JSON shortened. */
export function shown(s: Setting): string {
  if (s.kind === 'switch') return s.value ? '开' : '关';
  if (s.kind === 'rate' && typeof s.value === 'number') return `${Math.round(s.value * 10_000) / 100}%`;
  if (typeof s.value === 'string') return s.value === '' ? '（空）' : s.value;
  if (typeof s.value === 'number') return String(s.value);
  const json = JSON.stringify(s.value);
  return json.length > 120 ? `${json.slice(0, 120)}…` : json;
}
