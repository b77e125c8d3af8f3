import { C } from '../colours';
import { inGroup } from '../entry';
import {
  bus,
  horn,
  leftRightArrow,
  parkingP,
  straightArrow,
  straightLeftArrow,
  straightRightArrow,
  turnLeftArrow,
  turnRightArrow,
  uTurnArrow,
} from '../figures/atlas-rules';
import { bicycle, board, carFront, mandatorySign, person, ringArrows, text } from '../shapes';
import type { AtlasEntry } from '../types';

const W = C.white;
const B = C.blue;

const sign = inGroup('sign', 'mandatory');

/** Shift a 200 × 200 drawing into a board of another size, scaled by s about its centre. */
const fit = (svg: string, w: number, h: number, s = 1, dy = 0): string =>
  `<g transform="translate(${w / 2 - 100 * s} ${h / 2 - 100 * s + dy}) scale(${s})">${svg}</g>`;

/** A lane sign: a tall blue board with the lane's arrow. */
const laneBoard = (arrow: string): string => board(fit(arrow, 160, 200, 0.9), { width: 160, height: 200 });

/** Straight on, with a loop to the right that comes back over the road heading left (立交左转). */
const interchangeLeft =
  straightArrow(W, 80, 166, 34, 18) +
  `<path d="M89 152 H116 A28 28 0 0 0 116 96 H66" fill="none" stroke="${B}" stroke-width="30"/>` +
  `<path d="M80 152 H116 A28 28 0 0 0 116 96 H62" fill="none" stroke="${W}" stroke-width="16"/>` +
  `<polygon points="34,96 64,76 64,116" fill="${W}"/>`;

/** Straight on, with a ramp peeling off to the right (立交右转). */
const interchangeRight =
  straightArrow(W, 80, 166, 34, 18) +
  `<path d="M80 150 Q80 118 106 106 L136 92" fill="none" stroke="${W}" stroke-width="16"/>` +
  `<polygon points="0,0 -32,-20 -32,20" fill="${W}" transform="translate(164 79) rotate(-25)"/>`;

/** A white arrow pointing down at the lane below an overhead sign. */
const downArrow = (y1: number, y2: number): string =>
  `<g transform="rotate(180 100 ${(y1 + y2) / 2})">${straightArrow(W, 100, y2, y1, 14)}</g>`;

/** 指示标志 (GB 5768.2 chapter 6): blue discs and boards with white symbols that tell road users what to do. */
export const mandatory: AtlasEntry[] = [
  sign({
    key: 'go-straight',
    name: '直行',
    aliases: ['只准直行', '直行标志'],
    meaning: '表示只准一切车辆直行。',
    rule: '在前方路口只能直行，不得转弯；圆形蓝底白箭头是指示（必须这样走），与红圈加斜杠的禁止直行相反。',
    svg: mandatorySign(straightArrow(W, 100, 162, 38, 22)),
  }),
  sign({
    key: 'turn-left',
    name: '向左转弯',
    aliases: ['只准向左转弯', '左转'],
    meaning: '表示只准一切车辆向左转弯。',
    rule: '在前方路口只能左转，不得直行或右转；设在车辆必须向左转弯的路口前。',
    svg: mandatorySign(turnLeftArrow(W, 20)),
  }),
  sign({
    key: 'turn-right',
    name: '向右转弯',
    aliases: ['只准向右转弯', '右转'],
    meaning: '表示只准一切车辆向右转弯。',
    rule: '在前方路口只能右转，不得直行或左转；设在车辆必须向右转弯的路口前。',
    svg: mandatorySign(turnRightArrow(W, 20)),
  }),
  sign({
    key: 'straight-or-left',
    name: '直行和向左转弯',
    aliases: ['只准直行和左转'],
    meaning: '表示只准一切车辆直行和向左转弯。',
    rule: '在前方路口可以直行或左转，不得右转。',
    svg: mandatorySign(straightLeftArrow(W)),
  }),
  sign({
    key: 'straight-or-right',
    name: '直行和向右转弯',
    aliases: ['只准直行和右转'],
    meaning: '表示只准一切车辆直行和向右转弯。',
    rule: '在前方路口可以直行或右转，不得左转。',
    svg: mandatorySign(straightRightArrow(W)),
  }),
  sign({
    key: 'left-or-right',
    name: '向左和向右转弯',
    aliases: ['只准左右转弯'],
    meaning: '表示只准一切车辆向左和向右转弯。',
    rule: '在前方路口只能左转或右转，不得直行，常设在丁字路口前。',
    svg: mandatorySign(leftRightArrow(W)),
  }),
  sign({
    key: 'keep-right',
    name: '靠右侧道路行驶',
    aliases: ['靠右行驶', '靠右侧行驶'],
    meaning: '表示只准一切车辆靠右侧道路行驶。',
    rule: '须从障碍物或分隔设施的右侧通过，不得从左侧绕行；箭头指向右下方。',
    svg: mandatorySign(`<g transform="rotate(135 100 100)">${straightArrow(W, 100, 160, 40, 22)}</g>`),
  }),
  sign({
    key: 'keep-left',
    name: '靠左侧道路行驶',
    aliases: ['靠左行驶', '靠左侧行驶'],
    meaning: '表示只准一切车辆靠左侧道路行驶。',
    rule: '须从障碍物或分隔设施的左侧通过；箭头指向左下方，与靠右侧道路行驶对应。',
    svg: mandatorySign(`<g transform="rotate(-135 100 100)">${straightArrow(W, 100, 160, 40, 22)}</g>`),
  }),
  sign({
    key: 'interchange-straight-or-left',
    name: '立体交叉直行和左转弯行驶',
    aliases: ['立交直行和左转弯行驶', '立交左转'],
    meaning: '表示车辆在立体交叉处可以直行，或按图示路线左转弯行驶。',
    rule: '左转车辆不能在立交处直接左拐，应按图示路线（先从右侧匝道驶出再绕行）完成左转。',
    svg: mandatorySign(interchangeLeft),
  }),
  sign({
    key: 'interchange-straight-or-right',
    name: '立体交叉直行和右转弯行驶',
    aliases: ['立交直行和右转弯行驶', '立交右转'],
    meaning: '表示车辆在立体交叉处可以直行，或按图示路线右转弯行驶。',
    rule: '右转车辆按图示从右侧匝道驶出，直行车辆沿主路继续直行。',
    svg: mandatorySign(interchangeRight),
  }),
  sign({
    key: 'roundabout',
    name: '环岛行驶',
    aliases: ['环形路口', '环岛'],
    meaning: '表示只准车辆靠右环行（逆时针方向绕岛行驶）。',
    rule: '进入环岛按逆时针方向行驶；准备进入环形路口的车辆应让已在路口内的车辆先行。',
    svg: mandatorySign(ringArrows(100, 100, 46, W, 15)),
  }),
  sign({
    key: 'one-way-left-or-right',
    name: '单行路（向左或向右）',
    aliases: ['单行路', '单行道', '单行线'],
    meaning: '表示该道路只准车辆按箭头方向（向左或向右）单向行驶，图为向右。',
    rule: '只能按箭头方向行驶，不得逆向驶入；与圆形的直行、转弯标志不同，它管的是整条道路的行驶方向。',
    width: 300,
    height: 150,
    svg: board(`<path d="M40 65 H190 V42 L262 75 L190 108 V85 H40 Z" fill="${W}"/>`, { width: 300, height: 150 }),
  }),
  sign({
    key: 'one-way-straight',
    name: '单行路（直行）',
    aliases: ['单行路直行', '单行道'],
    meaning: '表示该道路只准车辆向前方单向行驶。',
    rule: '进入后不得逆向行驶；长方形的单行路标志与圆形的直行标志（只准在路口直行）不同。',
    width: 150,
    height: 250,
    svg: board(`<path d="M65 220 V100 H42 L75 34 L108 100 H85 V220 Z" fill="${W}"/>`, { width: 150, height: 250 }),
  }),
  sign({
    key: 'pedestrians-only',
    name: '步行',
    aliases: ['步行街', '步行区'],
    meaning: '表示该街道只供行人步行。',
    rule: '车辆不得驶入，常设在步行街两端；蓝底白色行人为步行，红圈黑色行人为禁止行人进入。',
    svg: mandatorySign(person(100, 104, W, 1.05)),
  }),
  sign({
    key: 'sound-horn',
    name: '鸣喇叭',
    aliases: ['鸣笛'],
    meaning: '表示机动车行至该标志处应鸣喇叭。',
    rule: '在急弯、陡坡等视线不良处鸣喇叭提醒对方；蓝底白喇叭是必须鸣，红圈斜杠喇叭是禁止鸣。',
    svg: mandatorySign(horn(W)),
  }),
  sign({
    key: 'minimum-speed-50',
    name: '最低限速',
    aliases: ['最低速度', '最低限速50'],
    meaning: '表示机动车驶入前方道路的最低时速限制（图为50千米/小时）。',
    rule: '正常行驶时车速不得低于所示数值；蓝底白字是最低限速，红圈白底黑字的限制速度是最高限速。',
    svg: mandatorySign(text(100, 130, 50, { size: 86, fill: W })),
  }),
  sign({
    key: 'priority-over-oncoming',
    name: '会车先行',
    aliases: ['会车时本方先行'],
    meaning: '表示在会车有困难的窄路上，本方车辆可以优先通行。',
    rule: '对向车辆应让本方先行，但本方仍须注意对方动态、安全通过；蓝色方形、白色箭头（本方）与红色箭头（对方），与红圈的会车让行相反。',
    svg: board(
      `<path d="M76 50 V120" stroke="${C.red}" stroke-width="14"/><polygon points="76,160 56,118 96,118" fill="${C.red}"/>` +
        `<path d="M124 150 V80" stroke="${W}" stroke-width="14"/><polygon points="124,40 104,82 144,82" fill="${W}"/>`,
    ),
  }),
  sign({
    key: 'pedestrian-crossing',
    name: '人行横道',
    aliases: ['斑马线', '人行横道标志'],
    meaning: '表示该处为专供行人横穿马路的人行横道。',
    rule: '机动车行经人行横道应减速；遇行人正在通过时应停车让行。蓝色方形为指示人行横道，黄色三角形的注意行人是警告。',
    svg: board(
      `<polygon points="100,30 176,160 24,160" fill="${W}" stroke="${W}" stroke-width="6" stroke-linejoin="round"/>` +
        `<g fill="${C.black}">${[54, 78, 102, 126]
          .map((x) => `<polygon points="${x},154 ${x + 14},154 ${x + 20},140 ${x + 6},140"/>`)
          .join('')}</g>` +
        person(100, 104, C.black, 0.95),
    ),
  }),
  sign({
    key: 'right-turn-lane',
    name: '右转车道',
    aliases: ['右转专用车道'],
    meaning: '表示该车道只供车辆向右转弯。',
    rule: '驶入该车道的车辆只能右转，不得直行或左转；要直行或左转应提前变更车道。',
    width: 160,
    height: 200,
    svg: laneBoard(turnRightArrow(W, 20)),
  }),
  sign({
    key: 'left-turn-lane',
    name: '左转车道',
    aliases: ['左转专用车道'],
    meaning: '表示该车道只供车辆向左转弯。',
    rule: '驶入该车道的车辆只能左转，不得直行或右转；要直行应提前变更到直行车道。',
    width: 160,
    height: 200,
    svg: laneBoard(turnLeftArrow(W, 20)),
  }),
  sign({
    key: 'straight-lane',
    name: '直行车道',
    aliases: ['直行专用车道'],
    meaning: '表示该车道只供车辆直行。',
    rule: '在该车道内只能直行通过路口，不得转弯；方形车道标志只管该车道，圆形直行标志管整个路口。',
    width: 160,
    height: 200,
    svg: laneBoard(straightArrow(W, 100, 162, 38, 22)),
  }),
  sign({
    key: 'straight-right-lane',
    name: '直行和右转合用车道',
    aliases: ['直右车道'],
    meaning: '表示该车道供车辆直行和向右转弯共用。',
    rule: '在该车道内可以直行或右转，不得左转。',
    width: 160,
    height: 200,
    svg: laneBoard(straightRightArrow(W)),
  }),
  sign({
    key: 'u-turn-lane',
    name: '掉头车道',
    aliases: ['掉头专用车道'],
    meaning: '表示该车道只供车辆掉头。',
    rule: '需要掉头的车辆应提前进入该车道；在该车道内不得直行或转弯。',
    width: 160,
    height: 200,
    svg: laneBoard(uTurnArrow(W, 18)),
  }),
  sign({
    key: 'lane-directions',
    name: '分向行驶车道',
    aliases: ['车道行驶方向', '导向车道'],
    meaning: '表示各车道的行驶方向，车辆应按各车道所示方向行驶。',
    rule: '根据去向提前选择车道，进入导向车道后按该车道的箭头方向通过路口。',
    width: 300,
    height: 200,
    svg: board(
      fit(turnLeftArrow(W, 20), 100, 200, 0.62, 0) +
        `<g transform="translate(100 0)">${fit(straightArrow(W, 100, 162, 38, 22), 100, 200, 0.62)}</g>` +
        `<g transform="translate(200 0)">${fit(straightRightArrow(W), 100, 200, 0.62)}</g>` +
        `<path d="M100 40 V160 M200 40 V160" stroke="${W}" stroke-width="4" stroke-dasharray="14 10"/>`,
      { width: 300, height: 200 },
    ),
  }),
  sign({
    key: 'bus-lane',
    name: '公交线路专用车道',
    aliases: ['公交专用车道', '公交车道'],
    meaning: '表示该车道专供本线路行驶的公交车辆行驶。',
    rule: '其他车辆不得驶入专用车道行驶（有时段的，按辅助标志所示时段执行）。',
    svg: board(bus(100, 100, W, B, 0.95) + downArrow(112, 170)),
  }),
  sign({
    key: 'motor-vehicles-only',
    name: '机动车行驶',
    aliases: ['机动车道路'],
    meaning: '表示该道路只供机动车行驶。',
    rule: '非机动车和行人不得进入该道路；圆形标志管整条道路，方形的机动车车道只管一条车道。',
    svg: mandatorySign(carFront(100, 136, W, 1)),
  }),
  sign({
    key: 'motor-vehicle-lane',
    name: '机动车车道',
    aliases: ['机动车专用车道'],
    meaning: '表示该车道只供机动车行驶。',
    rule: '非机动车不得驶入该车道；机动车应在机动车道内行驶。',
    svg: board(carFront(100, 106, W, 0.85) + downArrow(118, 172)),
  }),
  sign({
    key: 'non-motor-vehicles-only',
    name: '非机动车行驶',
    aliases: ['非机动车道路', '自行车道'],
    meaning: '表示该道路只供非机动车行驶。',
    rule: '机动车不得驶入该道路；圆形管整条道路，方形的非机动车车道只管一条车道。',
    svg: mandatorySign(bicycle(100, 120, W, 1.25)),
  }),
  sign({
    key: 'non-motor-vehicle-lane',
    name: '非机动车车道',
    aliases: ['自行车车道'],
    meaning: '表示该车道只供非机动车行驶。',
    rule: '机动车不得驶入或占用该车道行驶、停放。',
    svg: board(bicycle(100, 96, W, 1.1) + downArrow(120, 172)),
  }),
  sign({
    key: 'parking-space',
    name: '停车位',
    aliases: ['停车场', 'P'],
    meaning: '表示此处允许机动车停放。',
    rule: '按停车位标志和施划的泊位停放车辆，不得在非停车位处随意停放。',
    svg: board(parkingP()),
  }),
  sign({
    key: 'u-turn-allowed',
    name: '允许掉头',
    aliases: ['可以掉头', '掉头'],
    meaning: '表示该处允许机动车掉头。',
    rule: '可以在此掉头，但掉头时不得妨碍正常行驶的其他车辆和行人通行。',
    svg: mandatorySign(uTurnArrow(W, 18)),
  }),
];
