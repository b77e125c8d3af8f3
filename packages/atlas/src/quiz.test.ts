import { describe, expect, it } from 'vitest';
import { atlas, atlasEntry, namesItself, quizQuestion, quizRound } from './index';

/** A fixed sequence in [0, 1), so a round is the same on every run. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

describe('atlas practice questions', () => {
  it('offer the entry and three others of its class, all different', () => {
    const stop = atlasEntry('stop');
    if (!stop) throw new Error('the atlas has no stop sign');
    const q = quizQuestion(stop, atlas, seeded(7));
    expect(q.choices).toHaveLength(4);
    expect(q.choices).toContain('stop');
    expect(new Set(q.choices).size).toBe(4);
    for (const key of q.choices) expect(atlasEntry(key)?.group).toBe('prohibition');
  });

  it('draw a round without repeats and leave out pictures that spell their own name', () => {
    const round = quizRound(atlas, 30, seeded(11));
    expect(new Set(round.map((q) => q.key)).size).toBe(30);
    for (const q of round)
      expect(namesItself(atlasEntry(q.key) as NonNullable<ReturnType<typeof atlasEntry>>)).toBe(false);
    expect(namesItself(atlasEntry('guide-toll-station-ahead') as NonNullable<ReturnType<typeof atlasEntry>>)).toBe(
      true,
    );
    expect(namesItself(atlasEntry('stop') as NonNullable<ReturnType<typeof atlasEntry>>)).toBe(false);
  });

  it('weigh the round towards the entries the student misses', () => {
    const weak = new Set(['stop', 'yield', 'no-parking', 'no-long-parking', 'no-entry']);
    let weakShown = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const round = quizRound(atlas, 10, seeded(seed), (e) => (weak.has(e.key) ? 50 : 1));
      weakShown += round.filter((q) => weak.has(q.key)).length;
    }
    // Five weak entries among ~200: by chance about 0.25 a round; weighted, nearly all five.
    expect(weakShown / 20).toBeGreaterThan(3);
  });
});
