import { C } from '../colours';
import { auxBoard } from '../figures/atlas-guide';
import { carSide, text, truckSide } from '../shapes';
import type { AtlasEntry } from '../types';

/**
 * 辅助标志 (GB 5768.2 chapter 9): white boards with black words or symbols and a black rim, fixed under a main
 * sign to say when, for whom, over what stretch or why it applies. They never stand alone.
 */

const ALONE = '辅助标志不能单独使用，要与它上方的主标志一起读';

/** An auxiliary entry on a 240 × 120 white board. */
function aux(key: string, name: string, aliases: string[], meaning: string, rule: string, inner: string): AtlasEntry {
  return {
    key,
    kind: 'sign',
    group: 'auxiliary',
    name,
    aliases,
    meaning,
    rule: `${ALONE}；${rule}`,
    width: 240,
    height: 120,
    svg: auxBoard(inner),
  };
}

/** One centred line of words on the board. */
const words = (w: string, size = 44) => text(120, 60 + size * 0.36, w, { size });

export const auxiliary: AtlasEntry[] = [
  aux(
    'aux-time-range',
    '时间范围',
    ['表示时间', '时段', '辅助标志时间'],
    '附设在主标志下，表示主标志的规定只在所写的时段内有效（图为7:30-9:30）。',
    '例如与禁止停车标志合用，表示7:30至9:30之间禁止停车，其他时间不受这一限制。',
    words('7:30-9:30', 42),
  ),
  aux(
    'aux-except-buses',
    '除公共汽车外',
    ['除公交车外', '公交除外'],
    '附设在禁令标志下，表示主标志的禁令对公共汽车不适用。',
    '公共汽车可以不受主标志限制，其他车辆仍须遵守，例如“禁止驶入”加此牌时只有公交车可以驶入。',
    words('除公共汽车外', 32),
  ),
  aux(
    'aux-motor-vehicles',
    '机动车',
    ['表示车辆种类', '车种'],
    '附设在主标志下，表示主标志的规定只对机动车适用。',
    '主标志的规定只约束机动车，非机动车和行人不受这一规定约束。',
    carSide(66, 88, C.black, 0.62) + text(164, 74, '机动车', { size: 32 }),
  ),
  aux(
    'aux-trucks',
    '货车',
    ['表示车辆种类', '货车专用辅助'],
    '附设在主标志下，表示主标志的规定只对货车适用。',
    '只有货车要遵守主标志，例如限速或禁止驶入加此牌时，客车等其他车辆不受这一规定约束。',
    truckSide(70, 90, C.black, 0.66) + text(170, 74, '货车', { size: 36 }),
  ),
  aux(
    'aux-ahead-200m',
    '向前200m',
    ['表示区域或距离', '向前', '距离'],
    '附设在主标志下，表示主标志的规定从标志处起向前200米的范围内有效。',
    '在标志前方200米内按主标志执行，驶出这一范围后该规定不再约束。',
    words('向前200m', 38),
  ),
  aux(
    'aux-left-100m',
    '向左100m',
    ['表示区域或距离', '向左'],
    '附设在主标志下，表示主标志的规定从标志处起向左100米的范围内有效。',
    '在标志左侧100米内按主标志执行，例如禁止停车的范围只在这一段内。',
    words('向左100m', 38),
  ),
  aux(
    'aux-left-right-50m',
    '向左、向右各50m',
    ['表示区域或距离', '向左向右'],
    '附设在主标志下，表示主标志的规定在标志处向左、向右各50米的范围内有效。',
    '以标志为中心，左右两侧各50米内都按主标志执行。',
    text(120, 54, '向左、向右', { size: 34 }) + text(120, 96, '各50m', { size: 34 }),
  ),
  aux(
    'aux-school',
    '学校',
    ['表示警告、禁令理由', '理由'],
    '附设在主标志下，说明设置主标志的理由是附近有学校。',
    '说明是因为学校才设主标志，例如与注意儿童标志合用时，要减速慢行、注意学生。',
    words('学校', 50),
  ),
  aux(
    'aux-accident',
    '事故',
    ['表示警告、禁令理由', '理由'],
    '附设在主标志下，说明设置主标志的理由是前方发生了交通事故。',
    '按主标志绕行、减速或停车，服从现场交警指挥，不要在事故现场停车围观。',
    words('事故', 50),
  ),
  aux(
    'aux-landslide',
    '坍方',
    ['塌方', '表示警告、禁令理由', '理由'],
    '附设在主标志下，说明设置主标志的理由是前方道路坍方。',
    '按主标志减速、绕行或停止通行，不要冒险穿越坍方路段。',
    words('坍方', 50),
  ),
];
