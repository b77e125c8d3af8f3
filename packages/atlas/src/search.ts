import type { AtlasEntry } from './types';

/**
 * Entries matching every word of the query (name, other names, meaning, rule), best first: the name starting
 * with the query, then containing it, then another name, then the text. Chinese is matched as written.
 */
export function searchAtlas(entries: readonly AtlasEntry[], query: string): AtlasEntry[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const whole = words.join('');
  const scored: { entry: AtlasEntry; score: number; at: number }[] = [];
  entries.forEach((entry, at) => {
    const name = entry.name.toLowerCase();
    const aliases = (entry.aliases ?? []).join(' ').toLowerCase();
    const body = `${entry.meaning} ${entry.rule} ${entry.key}`.toLowerCase();
    const all = `${name} ${aliases} ${body}`;
    if (!words.every((w) => all.includes(w))) return;
    const score = name.startsWith(whole) ? 0 : name.includes(whole) ? 1 : aliases.includes(whole) ? 2 : 3;
    scored.push({ entry, score, at });
  });
  return scored.sort((a, b) => a.score - b.score || a.at - b.at).map((s) => s.entry);
}
