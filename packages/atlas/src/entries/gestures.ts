import { DOWN_L, DOWN_R, motionArrow, officer, SHOULDER_L, SHOULDER_R } from '../figures/atlas-more';
import type { AtlasEntry } from '../types';

/**
 * 交通警察手势信号 (the eight signals in force since 2007). The officer faces the viewer, so his left arm is on
 * the viewer's right; a red arrow shows how the moving arm swings. A police signal overrides the lights.
 */

const g = { kind: 'gesture' as const, group: 'gesture' as const };

export const gestures: AtlasEntry[] = [
  {
    ...g,
    key: 'gesture-stop',
    name: '停止信号',
    aliases: ['交警停止手势', '停车手势'],
    meaning: '不准前方车辆通行：交警正面所对方向的车辆停车等候。',
    rule: '看左臂：左臂向前上方直伸、掌心向前，右臂自然下垂。交警现场指挥时按手势通行，手势优先于信号灯。',
    svg: officer(DOWN_R, { path: [SHOULDER_L, [138, 42], [150, 14]], hand: 'palm' }),
  },
  {
    ...g,
    key: 'gesture-straight',
    name: '直行信号',
    aliases: ['直行手势', '交警直行'],
    meaning: '准许交警右方直行的车辆通行。',
    rule: '两臂向左右平伸、掌心向前，右臂再向左（向身前）摆动：放行的是交警右方驶来、要直行的车辆。',
    svg: officer(
      { path: [SHOULDER_R, [50, 72], [20, 72]], hand: 'palm' },
      { path: [SHOULDER_L, [150, 72], [180, 72]], hand: 'palm' },
      motionArrow('M16 92 Q30 112 68 112', [72, 112], 0),
    ),
  },
  {
    ...g,
    key: 'gesture-left-turn',
    name: '左转弯信号',
    aliases: ['左转手势', '交警左转'],
    meaning: '准许车辆左转弯；在不妨碍被放行车辆通行的情况下可以掉头。',
    rule: '右臂向前平伸、掌心向前，左臂与手掌平直向右前方摆动、掌心向右，交警面部转向左方：注意摆动的是左臂。',
    svg: officer(
      { path: [SHOULDER_R, [64, 78]], hand: 'front' },
      { path: [SHOULDER_L, [112, 100], [94, 118]], hand: 'edge' },
      motionArrow('M146 128 Q140 150 104 148', [100, 148], 180),
    ),
  },
  {
    ...g,
    key: 'gesture-left-turn-wait',
    name: '左转弯待转信号',
    aliases: ['左转待转手势', '待转手势'],
    meaning: '准许交警左方要左转弯的车辆进入路口，沿左转弯方向靠近路口中心，等候左转弯信号。',
    rule: '只动左臂：左臂向左下方平伸、掌心向下，上下摆动。车辆进入路口中心等候，不得直接完成左转。',
    svg: officer(
      DOWN_R,
      { path: [SHOULDER_L, [146, 94], [168, 114]], hand: 'edge' },
      motionArrow('M186 92 V128', [186, 132], 90),
    ),
  },
  {
    ...g,
    key: 'gesture-right-turn',
    name: '右转弯信号',
    aliases: ['右转手势', '交警右转'],
    meaning: '准许交警右方的车辆右转弯。',
    rule: '左臂向前平伸、掌心向前，右臂与手掌平直向左前方摆动、掌心向左：注意摆动的是右臂，与左转弯信号左右相反。',
    svg: officer(
      { path: [SHOULDER_R, [88, 100], [106, 118]], hand: 'edge' },
      { path: [SHOULDER_L, [136, 78]], hand: 'front' },
      motionArrow('M54 128 Q60 150 96 148', [100, 148], 0),
    ),
  },
  {
    ...g,
    key: 'gesture-lane-change',
    name: '变道信号',
    aliases: ['变道手势', '腾空车道手势'],
    meaning: '车辆应当腾空指定的车道，减速慢行。',
    rule: '右臂向前平伸、掌心向左，向左水平摆动（小臂在胸前左右摆）：被指向车道内的车辆应变道让出该车道并减速。',
    svg: officer(
      { path: [SHOULDER_R, [74, 88], [112, 88]], hand: 'edge' },
      DOWN_L,
      motionArrow('M62 112 H130', [134, 112], 0),
    ),
  },
  {
    ...g,
    key: 'gesture-slow-down',
    name: '减速慢行信号',
    aliases: ['减速手势', '慢行手势'],
    meaning: '车辆应当减速慢行。',
    rule: '只动右臂：右臂向右前方平伸、掌心向下，由齐肩处向下摆至腰部。与左转弯待转信号（左臂、向左下方）区分。',
    svg: officer(
      { path: [SHOULDER_R, [52, 74], [24, 76]], hand: 'edge' },
      DOWN_L,
      motionArrow('M12 88 Q10 110 22 124', [24, 128], 70),
    ),
  },
  {
    ...g,
    key: 'gesture-pull-over',
    name: '示意车辆靠边停车信号',
    aliases: ['靠边停车手势', '示意停车'],
    meaning: '示意被指示的车辆靠边停车。',
    rule: '左臂向前上方直伸、掌心向前，右臂向前下方直伸、掌心向左并向左水平摆动：车辆应在路边安全处靠边停车，听候处理。',
    svg: officer(
      { path: [SHOULDER_R, [80, 100], [90, 122]], hand: 'edge' },
      { path: [SHOULDER_L, [138, 42], [150, 14]], hand: 'palm' },
      motionArrow('M70 140 H126', [130, 140], 0),
    ),
  },
];
