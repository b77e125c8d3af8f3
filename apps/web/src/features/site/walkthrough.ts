import type { Prompt } from './site-api';

/** The prompts in the order the route video reaches them. */
export const inOrder = (prompts: readonly Prompt[]): Prompt[] => [...prompts].sort((a, b) => a.at_s - b.at_s);

/**
 * The prompt on show at `seconds` into the route video: the last one whose time has come (its card
 * appears at its `at_s` and stays until the next one's), -1 before the first.
 */
export function activeIndex(ordered: readonly Prompt[], seconds: number): number {
  let found = -1;
  for (let i = 0; i < ordered.length; i++) {
    if ((ordered[i] as Prompt).at_s <= seconds + 1e-3) found = i;
    else break;
  }
  return found;
}

/**
 * How far along the route the car is at `seconds`: between two prompts, in proportion to the time
 * between them; from the start to the first prompt and from the last to the video's end the same way.
 * Without the video's length, the car waits at the last prompt.
 */
export function metresAt(ordered: readonly Prompt[], seconds: number, lengthM: number, durationS: number): number {
  const marks: { s: number; m: number }[] = [{ s: 0, m: 0 }, ...ordered.map((p) => ({ s: p.at_s, m: p.at_m }))];
  if (durationS > 0 && durationS >= (marks[marks.length - 1]?.s ?? 0)) marks.push({ s: durationS, m: lengthM });
  const t = Math.max(0, seconds);
  for (let i = 1; i < marks.length; i++) {
    const a = marks[i - 1] as { s: number; m: number };
    const b = marks[i] as { s: number; m: number };
    if (t <= b.s) {
      const span = b.s - a.s;
      const m = span > 0 ? a.m + ((t - a.s) / span) * (b.m - a.m) : b.m;
      return clampMetres(m, lengthM);
    }
  }
  return clampMetres(marks[marks.length - 1]?.m ?? 0, lengthM);
}

const clampMetres = (m: number, lengthM: number) => Math.max(0, Math.min(lengthM > 0 ? lengthM : m, m));

/** A share of the route, 0–100, for the progress bar and the prompts' marks on it. */
export const percentOf = (metres: number, lengthM: number) =>
  lengthM > 0 ? Math.max(0, Math.min(100, (metres / lengthM) * 100)) : 0;

/** Metres as a person reads them: "800 m", "3.6 km", "120 km". */
export function formatMetres(metres: number): string {
  if (metres < 1000) return `${Math.max(0, Math.round(metres))} m`;
  const km = metres / 1000;
  return `${km < 100 ? km.toFixed(1).replace(/\.0$/, '') : Math.round(km)} km`;
}
