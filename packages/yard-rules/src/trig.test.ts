import { describe, expect, it } from 'vitest';
import { cos, sin, tan } from './trig';

describe('deterministic trigonometry', () => {
  it('agrees with Math to within a few units in the last place over the angles a drive reaches', () => {
    for (let i = -2000; i <= 2000; i++) {
      const x = i * 0.0123;
      expect(Math.abs(sin(x) - Math.sin(x))).toBeLessThan(1e-14);
      expect(Math.abs(cos(x) - Math.cos(x))).toBeLessThan(1e-14);
    }
    expect(tan(Math.PI / 4)).toBeCloseTo(1, 14);
  });

  it('gives exact values where they are exact', () => {
    expect(sin(0)).toBe(0);
    expect(cos(0)).toBe(1);
  });
});
