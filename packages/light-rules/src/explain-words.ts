/**
 * The words explanations are made of, in each language the app speaks. The moves are the real car's (a
 * left-hand-drive car as driving schools teach it: the beam lever pushed forward for high beam, pulled
 * back for low, pulled towards you to flash; the indicator lever down for left, up for right), so what a
 * student reads is what they will do in the exam car, not which button of the app to tap.
 */
export type Lang = 'zh' | 'en';

export interface ExplainWords {
  /** The headlights as a student sees them: off, position lights, low beam, high beam. */
  beam: Record<'off' | 'position' | 'low' | 'high', string>;
  indicator: Record<'off' | 'left' | 'right', string>;
  hazard: string;
  fogFront: string;
  fogRear: string;
  on: string;
  off: string;
  /** Between lamps that are on together. */
  and: string;
  /** After the lamps that must be on: the judge checks the rest are off too. */
  restOff: string;
  allOff: string;
  leftFirst: string;
  alternations: string;
  arrow: string;
  /** Between a change of the lights and the move that makes it. */
  by: string;
  times: string;
  noChange: string;
  move: {
    'headlight:off': string;
    'headlight:position': string;
    'headlight:low': string;
    highOn: string;
    highOff: string;
    flash: string;
    'indicator:left': string;
    'indicator:right': string;
    'indicator:off': string;
    hazardOn: string;
    hazardOff: string;
    fogFrontOn: string;
    fogFrontOff: string;
    fogRearOn: string;
    fogRearOff: string;
  };
  /** The explanation as one sentence, where the API sends it as text. */
  text: { checks: string; steps: string; nothing: string; stepSep: string; sentenceSep: string };
}

export const EXPLAIN_WORDS: Record<Lang, ExplainWords> = {
  zh: {
    beam: { off: '前照灯关闭', position: '示廓灯', low: '近光', high: '远光' },
    indicator: { off: '转向灯关闭', left: '左转向灯', right: '右转向灯' },
    hazard: '危险报警闪光灯',
    fogFront: '前雾灯',
    fogRear: '后雾灯',
    on: '开',
    off: '关',
    and: ' + ',
    restOff: '，其余灯光关闭',
    allOff: '所有灯光关闭',
    leftFirst: '先开左转向灯，再',
    alternations: '远近光交替至少 {n} 次，最后：',
    arrow: ' → ',
    by: '：',
    times: '，共 {n} 次',
    noChange: '（灯光没有变化）',
    move: {
      'headlight:off': '灯光开关转到关闭（OFF）挡',
      'headlight:position': '灯光开关转到示廓灯挡',
      'headlight:low': '灯光开关转到近光挡',
      highOn: '把灯光拨杆向前推',
      highOff: '把拨杆拉回',
      flash: '把拨杆向怀里拉一下再松开',
      'indicator:left': '转向拨杆向下拨',
      'indicator:right': '转向拨杆向上拨',
      'indicator:off': '转向拨杆回到中间',
      hazardOn: '按下危险报警开关（红色三角）',
      hazardOff: '再按一下危险报警开关',
      fogFrontOn: '打开前雾灯开关',
      fogFrontOff: '关上前雾灯开关',
      fogRearOn: '打开后雾灯开关',
      fogRearOff: '关上后雾灯开关',
    },
    text: {
      checks: '考官检查：{checks}',
      steps: '做法：{steps}',
      nothing: '灯光已经符合，不用操作',
      stepSep: '；',
      sentenceSep: '。',
    },
  },
  en: {
    beam: { off: 'headlights off', position: 'position lights', low: 'low beam', high: 'high beam' },
    indicator: { off: 'indicators off', left: 'left indicator', right: 'right indicator' },
    hazard: 'hazard lights',
    fogFront: 'front fog light',
    fogRear: 'rear fog light',
    on: 'on',
    off: 'off',
    and: ' + ',
    restOff: ', everything else off',
    allOff: 'all lights off',
    leftFirst: 'left indicator first, then ',
    alternations: 'high and low beam alternated at least {n} times, ending on: ',
    arrow: ' → ',
    by: ': ',
    times: ', {n} times',
    noChange: ' (the lights do not change)',
    move: {
      'headlight:off': 'turn the light switch to OFF',
      'headlight:position': 'turn the light switch to position lights',
      'headlight:low': 'turn the light switch to low beam',
      highOn: 'push the beam lever forward',
      highOff: 'pull the lever back',
      flash: 'pull the lever towards you and let go',
      'indicator:left': 'indicator lever down',
      'indicator:right': 'indicator lever up',
      'indicator:off': 'indicator lever back to the middle',
      hazardOn: 'press the hazard switch (red triangle)',
      hazardOff: 'press the hazard switch again',
      fogFrontOn: 'switch the front fog light on',
      fogFrontOff: 'switch the front fog light off',
      fogRearOn: 'switch the rear fog light on',
      fogRearOff: 'switch the rear fog light off',
    },
    text: {
      checks: 'The examiner checks: {checks}',
      steps: 'How: {steps}',
      nothing: 'the lights are already right, nothing to do',
      stepSep: '; ',
      sentenceSep: '. ',
    },
  },
};
