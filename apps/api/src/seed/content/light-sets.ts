/**
 * Demo night-lighting instruction sets, one per demo city's first field, each worded, counted and ordered
 * the way real fields differ (docs/domain.md#the-night-lighting-exam). Text written for this project.
 */
import type { LightSet } from '../../db/schema/light-set';
import { STANDARD_SET } from '../../modules/light/standard-set';

const opening = { key: 'opening', text: '下面将进行模拟夜间灯光使用考试，请开启前照灯', expect: 'low' } as const;
const closing = { key: 'closing', text: '模拟夜间考试完成，请关闭所有灯光', expect: 'allOff' } as const;

export const demoLightSets: { city: string; field: string; set: LightSet }[] = [
  // The standard set, as the first demo city's first field has it.
  { city: '110000', field: '朝阳东坝考场', set: STANDARD_SET },
  {
    city: '440100',
    field: '白云嘉禾考场',
    set: {
      opening: { ...opening, text: '请开启前照灯，下面开始夜间灯光模拟考试' },
      order: 'fixed',
      draw: 6,
      items: [
        { key: 'signal_turn', text: '夜间在有信号灯控制的路口转弯', expect: 'low' },
        { key: 'unlit_road', text: '夜间在照明不良的道路上行驶', expect: 'high' },
        { key: 'meeting', text: '前方有来车，请会车', expect: 'low' },
        { key: 'overtake', text: '请超越前方车辆', expect: 'overtakeThenRight' },
        { key: 'no_signal_crossing', text: '夜间通过没有交通信号灯控制的路口', expect: 'alternate' },
        { key: 'breakdown', text: '车辆在路边发生故障，难以移动', expect: 'lowHazards' },
        { key: 'fog', text: '雾天行驶', expect: 'fog' },
      ],
      closing: { ...closing, text: '模拟夜间考试结束，请关闭所有灯光' },
    },
  },
  {
    city: '320100',
    field: '江宁东山考场',
    set: {
      opening,
      order: 'random',
      draw: 5,
      items: [
        { key: 'lit_road', text: '夜间在照明良好的道路上行驶', expect: 'low' },
        { key: 'unlit_road', text: '夜间在没有路灯的道路上行驶', expect: 'high' },
        { key: 'following', text: '夜间同方向近距离跟车', expect: 'low' },
        { key: 'arch_bridge', text: '夜间通过拱桥', expect: 'alternate' },
        { key: 'crosswalk', text: '夜间通过人行横道', expect: 'alternate' },
        { key: 'overtake', text: '夜间超车', expect: 'overtake' },
        { key: 'roadside_stop', text: '请在路边临时停车', expect: 'parkHazards' },
        { key: 'fog', text: '夜间雾天行驶', expect: 'fog' },
      ],
      closing,
    },
  },
];
