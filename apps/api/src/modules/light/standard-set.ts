import type { LightSet } from '../../db/schema/light-set';

/**
 * The instruction set a field without its own is given: the typical wording (docs/domain.md#the-night-lighting-exam),
 * five drawn at random between the fixed opening and closing. Text written for this project.
 */
export const STANDARD_SET: LightSet = {
  opening: { key: 'opening', text: '下面将进行模拟夜间灯光使用考试，请开启前照灯', expect: 'low' },
  order: 'random',
  draw: 5,
  items: [
    { key: 'unlit_road', text: '夜间在没有路灯、照明不良的道路上行驶', expect: 'high' },
    { key: 'lit_road', text: '夜间在有路灯、照明良好的道路上行驶', expect: 'low' },
    { key: 'meeting', text: '夜间与机动车会车', expect: 'low' },
    { key: 'narrow_meeting', text: '夜间在窄路、窄桥与非机动车会车', expect: 'low' },
    { key: 'following', text: '夜间同方向近距离跟车行驶', expect: 'low' },
    { key: 'signal_crossing', text: '夜间直行通过有信号灯控制的路口', expect: 'low' },
    { key: 'curve', text: '夜间通过急弯、坡路、拱桥、人行横道', expect: 'alternate' },
    { key: 'overtake', text: '夜间超越前方车辆', expect: 'overtake' },
    { key: 'roadside_stop', text: '路边临时停车', expect: 'parkHazards' },
    { key: 'breakdown', text: '夜间在道路上发生故障，妨碍交通又难以移动', expect: 'parkHazards' },
  ],
  closing: { key: 'closing', text: '模拟夜间考试完成，请关闭所有灯光', expect: 'allOff' },
};
