import { describe, expect, it } from 'vitest';
import { sceneFor } from './scene';

const middle = (text: string, expect: Parameters<typeof sceneFor>[0]['expect'] = 'low') =>
  sceneFor({ key: 'k', text, expect }, 'middle');

describe('the road situation of an instruction', () => {
  it('reads the situation from the words, however a field words it', () => {
    expect(middle('夜间与机动车会车')).toBe('oncoming');
    expect(middle('前方有来车，请会车')).toBe('oncoming');
    expect(middle('夜间同方向近距离跟车行驶')).toBe('following');
    expect(middle('夜间直行通过有信号灯控制的路口')).toBe('signalCrossing');
    expect(middle('夜间通过没有交通信号灯控制的路口', 'alternate')).toBe('crossing');
    expect(middle('夜间通过拱桥', 'alternate')).toBe('crossing');
    expect(middle('夜间在没有路灯、照明不良的道路上行驶', 'high')).toBe('dark');
    expect(middle('夜间在照明良好的道路上行驶')).toBe('lit');
    expect(middle('请超越前方车辆', 'overtakeThenRight')).toBe('overtake');
    expect(middle('车辆在路边发生故障，难以移动', 'lowHazards')).toBe('breakdown');
    expect(middle('请在路边临时停车', 'parkHazards')).toBe('stop');
    expect(middle('夜间雾天行驶', 'fog')).toBe('fog');
  });

  it('falls back on what the lights must do, and starts and ends the drive', () => {
    expect(middle('夜间行驶注意安全', 'high')).toBe('dark');
    expect(middle('请注意前方路况', 'alternate')).toBe('crossing');
    expect(sceneFor({ key: 'opening', text: '请开启前照灯', expect: 'low' }, 'opening')).toBe('start');
    expect(sceneFor({ key: 'closing', text: '请关闭所有灯光', expect: 'allOff' }, 'closing')).toBe('end');
  });
});
