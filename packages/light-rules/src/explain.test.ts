import { describe, expect, it } from 'vitest';
import { actionsInWords, explain, explanationText, lightsInWords } from './explain';
import { ALL_OFF, EXPECTATIONS as E, type LightState } from './judge';
import { exerciseStart } from './situations';

const LOW: LightState = { ...ALL_OFF, headlight: 'low' };
const HIGH: LightState = { ...LOW, high: true };
const FOGGED: LightState = { ...LOW, hazard: true, fogFront: true, fogRear: true };

describe('an explanation names the lights the examiner checks and the move that gets there', () => {
  it('opening (switch the headlights on): from dark to low beam with the light switch', () => {
    expect(explain(ALL_OFF, E.low)).toEqual({
      checks: '近光，其余灯光关闭',
      steps: ['前照灯关闭 → 近光：灯光开关转到近光挡'],
    });
  });

  it('meeting a car, following, a lit road (low beam): from high beam, the lever pulled back', () => {
    expect(explain(HIGH, E.low)).toEqual({ checks: '近光，其余灯光关闭', steps: ['远光 → 近光：把拨杆拉回'] });
    // Already on low beam (a lit road after the opening): nothing to do, and it says what is checked.
    expect(explain(LOW, E.low)).toEqual({ checks: '近光，其余灯光关闭', steps: [] });
  });

  it('an unlit road (high beam): from low beam, the lever pushed forward', () => {
    expect(explain(LOW, E.high)).toEqual({ checks: '远光，其余灯光关闭', steps: ['近光 → 远光：把灯光拨杆向前推'] });
  });

  it('curves, slopes, bridges, crossings without signals: the beams alternated twice, ending on low', () => {
    expect(explain(LOW, E.alternate)).toEqual({
      checks: '远近光交替至少 2 次，最后：近光，其余灯光关闭',
      steps: ['近光 → 远光 → 近光：把拨杆向怀里拉一下再松开，共 2 次'],
    });
    // From high beam the lever comes back first: a high beam switched off is not an alternation.
    expect(explain(HIGH, E.alternate).steps).toEqual([
      '远光 → 近光：把拨杆拉回',
      '近光 → 远光 → 近光：把拨杆向怀里拉一下再松开，共 2 次',
    ]);
  });

  it('overtaking: the left indicator first, then the beams alternated', () => {
    expect(explain(LOW, E.overtake)).toEqual({
      checks: '先开左转向灯，再远近光交替至少 2 次，最后：近光 + 左转向灯，其余灯光关闭',
      steps: ['转向灯关闭 → 左转向灯：转向拨杆向下拨', '近光 → 远光 → 近光：把拨杆向怀里拉一下再松开，共 2 次'],
    });
  });

  it('overtaking where the field adds the right indicator after', () => {
    expect(explain(LOW, E.overtakeThenRight)).toEqual({
      checks: '先开左转向灯，再远近光交替至少 2 次，最后：近光 + 右转向灯，其余灯光关闭',
      steps: [
        '转向灯关闭 → 左转向灯：转向拨杆向下拨',
        '近光 → 远光 → 近光：把拨杆向怀里拉一下再松开，共 2 次',
        '左转向灯 → 右转向灯：转向拨杆向上拨',
      ],
    });
  });

  it('stopping at the roadside, a breakdown: position lights and hazards', () => {
    expect(explain(LOW, E.parkHazards)).toEqual({
      checks: '示廓灯 + 危险报警闪光灯，其余灯光关闭',
      steps: ['近光 → 示廓灯：灯光开关转到示廓灯挡', '危险报警闪光灯 关 → 开：按下危险报警开关（红色三角）'],
    });
  });

  it('a breakdown where the field keeps low beam: low beam and hazards', () => {
    expect(explain(LOW, E.lowHazards)).toEqual({
      checks: '近光 + 危险报警闪光灯，其余灯光关闭',
      steps: ['危险报警闪光灯 关 → 开：按下危险报警开关（红色三角）'],
    });
  });

  it('fog: fog lights and hazards on low beam', () => {
    expect(explain(LOW, E.fog)).toEqual({
      checks: '近光 + 危险报警闪光灯 + 前雾灯 + 后雾灯，其余灯光关闭',
      steps: [
        '危险报警闪光灯 关 → 开：按下危险报警开关（红色三角）',
        '前雾灯 关 → 开：打开前雾灯开关',
        '后雾灯 关 → 开：打开后雾灯开关',
      ],
    });
  });

  it('closing: everything off, each lamp switched off by its own move', () => {
    expect(explain({ ...LOW, hazard: true }, E.allOff)).toEqual({
      checks: '所有灯光关闭',
      steps: ['近光 → 前照灯关闭：灯光开关转到关闭（OFF）挡', '危险报警闪光灯 开 → 关：再按一下危险报警开关'],
    });
    expect(explain(FOGGED, E.allOff).steps).toEqual([
      '近光 → 前照灯关闭：灯光开关转到关闭（OFF）挡',
      '危险报警闪光灯 开 → 关：再按一下危险报警开关',
      '前雾灯 开 → 关：关上前雾灯开关',
      '后雾灯 开 → 关：关上后雾灯开关',
    ]);
  });

  it('from any lights any instruction can leave, every step changes the lights and checks name only lamps', () => {
    const kinds = Object.keys(E) as (keyof typeof E)[];
    const controls = /拨杆|开关|按下|按一下/;
    const starts = kinds.flatMap((kind) => [exerciseStart(kind, false), E[kind].final]);
    for (const [i, start] of starts.entries()) {
      const from = kinds[i >> 1];
      for (const to of kinds) {
        const { checks, steps } = explain(start, E[to]);
        expect(checks, `${from} → ${to}`).not.toMatch(controls);
        for (const step of steps) expect(step, `${from} → ${to}`).toMatch(/^[^：]+ → [^：]+：.+/);
        expect(steps.join(), `${from} → ${to}`).not.toContain('没有变化');
      }
    }
  });

  it('reads as one sentence where the API sends text, in either language', () => {
    expect(explanationText(HIGH, E.low)).toBe('考官检查：近光，其余灯光关闭。做法：远光 → 近光：把拨杆拉回');
    expect(explanationText(LOW, E.low)).toBe('考官检查：近光，其余灯光关闭。灯光已经符合，不用操作');
    expect(explanationText(HIGH, E.low, 'en')).toBe(
      'The examiner checks: low beam, everything else off. How: high beam → low beam: pull the lever back',
    );
  });
});

describe("a candidate's own moves", () => {
  it('say what each did to the lights, in time order, and when a move changed nothing', () => {
    const actions = [
      { t: 1300, control: 'flash' as const },
      { t: 600, control: 'high' as const },
    ];
    expect(actionsInWords(HIGH, actions)).toEqual([
      { t: 600, text: '远光 → 近光' },
      { t: 1300, text: '近光 → 远光 → 近光' },
    ]);
    expect(actionsInWords({ ...ALL_OFF, headlight: 'position' }, [{ t: 400, control: 'high' }])).toEqual([
      { t: 400, text: '把灯光拨杆向前推（灯光没有变化）' },
    ]);
  });

  it('name the lights that are on', () => {
    expect(lightsInWords(ALL_OFF)).toBe('所有灯光关闭');
    expect(lightsInWords({ ...LOW, indicator: 'left', hazard: true })).toBe('近光 + 左转向灯 + 危险报警闪光灯');
  });
});
