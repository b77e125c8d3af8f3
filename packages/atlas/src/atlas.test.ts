import { describe, expect, it } from 'vitest';
import { ATLAS_KINDS, atlas, atlasEntry, svgDocument } from './index';

/** Elements open and close in order: a drawing a browser would render, not silently drop. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (selfClosing) continue;
    if (!closing) stack.push(tag as string);
    else if (stack.pop() !== tag) return false;
  }
  return stack.length === 0;
}

describe('atlas entries', () => {
  it('have unique kebab-case keys and belong to a class of their kind', () => {
    const keys = new Set<string>();
    for (const e of atlas) {
      expect(e.key, e.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(keys.has(e.key), `duplicate ${e.key}`).toBe(false);
      keys.add(e.key);
      const kind = ATLAS_KINDS.find((k) => k.kind === e.kind);
      expect(
        kind?.groups.some((g) => g.group === e.group),
        `${e.key}: ${e.group} is not a class of ${e.kind}`,
      ).toBe(true);
      expect(atlasEntry(e.key)).toBe(e);
    }
  });

  it('each say what they mean and the rule behind them', () => {
    for (const e of atlas) {
      expect(e.name.length, e.key).toBeGreaterThan(1);
      expect(e.meaning.length, `${e.key} meaning`).toBeGreaterThanOrEqual(6);
      expect(e.rule.length, `${e.key} rule`).toBeGreaterThanOrEqual(6);
      expect(e.meaning, e.key).not.toBe(e.rule);
    }
  });

  it('each draw a well-formed picture inside their box, with no raster images or scripts', () => {
    for (const e of atlas) {
      const doc = svgDocument(e);
      expect(balanced(doc), `${e.key} has unbalanced tags`).toBe(true);
      expect(doc, e.key).not.toMatch(/<image|<script|href=|NaN|undefined/);
      expect(e.svg.length, e.key).toBeGreaterThan(40);
    }
  });
});
