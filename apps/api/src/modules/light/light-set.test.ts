import { type Action, ALL_OFF, EXPECTATIONS, judge, type LightState, operationsFor } from '@xueche/light-rules';
import { describe, expect, it } from 'vitest';
import { LightSet } from '../../db/schema/light-set';
import { demoLightSets } from '../../seed/content/light-sets';

/** A candidate who knows the rules: each instruction's operations, 400 ms apart, after the voice. */
function perfectRun(start: LightState, expect: keyof typeof EXPECTATIONS) {
  const actions: Action[] = operationsFor(start, EXPECTATIONS[expect]).map((control, i) => ({
    t: 500 + i * 400,
    control,
  }));
  return judge(start, EXPECTATIONS[expect], actions);
}

describe('lighting instruction sets', () => {
  it('the three demo fields each have a valid set of their own, and a candidate who follows the rules passes it', () => {
    expect(new Set(demoLightSets.map((d) => d.field)).size).toBe(3);
    for (const { field, set } of demoLightSets) {
      const parsed = LightSet.parse(set);
      let state = ALL_OFF;
      for (const item of [parsed.opening, ...parsed.items, parsed.closing]) {
        const verdict = perfectRun(state, item.expect);
        expect(verdict, `${field} ${item.key}`).toMatchObject({ passed: true, fault: null });
        state = verdict.state;
      }
      expect(state).toEqual(ALL_OFF);
    }
  });

  it('refuse a set that draws more than it has, repeats a key, or asks for lights the judge does not know', () => {
    const [{ set }] = demoLightSets as [(typeof demoLightSets)[number]];
    const errors = (input: unknown) =>
      LightSet.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(errors({ ...set, draw: set.items.length + 1 })).toEqual([expect.stringMatching(/^draw: draws/)]);
    expect(errors({ ...set, items: [...set.items, set.items[0]] })).toEqual([
      expect.stringMatching(/^items: key \w+ appears twice$/),
    ]);
    expect(errors({ ...set, closing: { ...set.closing, expect: 'sunroof' } })).toHaveLength(1);
  });
});
