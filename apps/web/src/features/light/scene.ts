import type { LightExpect } from '@xueche/contract';

/** A road situation an instruction arrives as in virtual driving. */
export type Scene =
  | 'start'
  | 'dark'
  | 'lit'
  | 'oncoming'
  | 'following'
  | 'signalCrossing'
  | 'crossing'
  | 'overtake'
  | 'stop'
  | 'breakdown'
  | 'fog'
  | 'end';

const BY_EXPECT: Record<LightExpect, Scene> = {
  low: 'lit',
  high: 'dark',
  alternate: 'crossing',
  overtake: 'overtake',
  overtakeThenRight: 'overtake',
  parkHazards: 'stop',
  lowHazards: 'breakdown',
  fog: 'fog',
  allOff: 'end',
};

/** Words in an instruction that name its situation, the most telling first (fields word them differently). */
const BY_WORDS: [RegExp, Scene][] = [
  [/雾/, 'fog'],
  [/超越|超车/, 'overtake'],
  [/故障/, 'breakdown'],
  [/停车/, 'stop'],
  [/会车|来车/, 'oncoming'],
  [/跟车/, 'following'],
  [/没有交通信号灯|没有信号灯|急弯|坡|拱桥|人行横道/, 'crossing'],
  [/信号灯/, 'signalCrossing'],
  [/没有路灯|照明不良/, 'dark'],
  [/路灯|照明良好/, 'lit'],
];

/** The situation to draw for an instruction: the opening starts the car, the closing parks it. */
export function sceneFor(
  item: { key: string; text: string; expect: LightExpect },
  place: 'opening' | 'middle' | 'closing',
): Scene {
  if (place === 'opening') return 'start';
  if (place === 'closing') return 'end';
  return BY_WORDS.find(([words]) => words.test(item.text))?.[1] ?? BY_EXPECT[item.expect];
}
