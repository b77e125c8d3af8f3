import { describe, expect, it } from 'vitest';
import { route } from './test-fixtures';
import { activeIndex, formatMetres, inOrder, metresAt, percentOf } from './walkthrough';

describe('the guided walk-through of a subject-three route', () => {
  const prompts = inOrder([...route().prompts].reverse());

  it('orders the prompts by their time in the video', () => {
    expect(prompts.map((p) => p.at_s)).toEqual([5, 40, 100]);
  });

  it("shows each prompt's card from its time until the next one's", () => {
    expect(activeIndex(prompts, 0)).toBe(-1);
    expect(activeIndex(prompts, 4.9)).toBe(-1);
    expect(activeIndex(prompts, 5)).toBe(0);
    expect(activeIndex(prompts, 39.99)).toBe(0);
    expect(activeIndex(prompts, 40)).toBe(1);
    expect(activeIndex(prompts, 500)).toBe(2);
    expect(activeIndex([], 10)).toBe(-1);
  });

  it('places the car along the route between the prompts it has passed', () => {
    // Start to the first prompt (5 s, 0 m): still at the start.
    expect(metresAt(prompts, 3, 3600, 120)).toBe(0);
    // Half-way between 40 s (1200 m) and 100 s (3400 m).
    expect(metresAt(prompts, 70, 3600, 120)).toBeCloseTo(2300);
    // From the last prompt to the end of the video (120 s, 3600 m).
    expect(metresAt(prompts, 110, 3600, 120)).toBeCloseTo(3500);
    expect(metresAt(prompts, 999, 3600, 120)).toBe(3600);
    // The video's length not known yet: the car waits at the last prompt.
    expect(metresAt(prompts, 110, 3600, 0)).toBe(3400);
    expect(percentOf(1800, 3600)).toBe(50);
    expect(percentOf(5000, 3600)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });

  it('writes distances as a person reads them', () => {
    expect(formatMetres(800.4)).toBe('800 m');
    expect(formatMetres(3560)).toBe('3.6 km');
    expect(formatMetres(4000)).toBe('4 km');
  });
});
