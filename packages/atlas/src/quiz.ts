import type { AtlasEntry } from './types';

export interface AtlasQuestion {
  /** The entry shown. */
  key: string;
  /** Four entry keys whose names are the choices, the right one among them. */
  choices: string[];
}

/**
 * One "what is this?" question: three wrong choices from the same class where it has enough (so a warning sign
 * is told from other warning signs, not from a hand signal), otherwise from the same kind. `random` in [0, 1).
 */
export function quizQuestion(entry: AtlasEntry, entries: readonly AtlasEntry[], random: () => number): AtlasQuestion {
  const others = (same: (e: AtlasEntry) => boolean) =>
    entries.filter((e) => e.key !== entry.key && e.name !== entry.name && same(e));
  let pool = others((e) => e.group === entry.group);
  if (pool.length < 3) pool = others((e) => e.kind === entry.kind);
  if (pool.length < 3) pool = others(() => true);
  const wrong = shuffle(pool, random)
    .slice(0, 3)
    .map((e) => e.key);
  return { key: entry.key, choices: shuffle([entry.key, ...wrong], random) };
}

/**
 * Whether the drawing spells out its own name (a guide board reading 收费站, an auxiliary plate reading 学校):
 * such a picture asks nothing, so practice leaves it out. One character (停, 让) is a symbol, not an answer.
 */
export function namesItself(entry: AtlasEntry): boolean {
  const words = [...entry.svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => (m[1] ?? '').trim());
  return words.some(
    (w) => /\p{Script=Han}{2,}/u.test(w) && entry.name.includes(w.replace(/[^\p{Script=Han}]/gu, '').slice(0, 2)),
  );
}

/** A round: `count` entries drawn without repeats, weakest first when `weight` says which the student misses. */
export function quizRound(
  entries: readonly AtlasEntry[],
  count: number,
  random: () => number,
  weight: (e: AtlasEntry) => number = () => 1,
): AtlasQuestion[] {
  // Weighted sampling without replacement: each entry's key is random^(1/weight), the largest keys win.
  const picked = entries
    .filter((e) => !namesItself(e))
    .map((e) => ({ e, k: random() ** (1 / Math.max(weight(e), 1e-6)) }))
    .sort((a, b) => b.k - a.k)
    .slice(0, count)
    .map((x) => x.e);
  return picked.map((e) => quizQuestion(e, entries, random));
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
