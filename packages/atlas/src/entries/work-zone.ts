import { C } from '../colours';
import { inGroup } from '../entry';
import { fill, flagger, head, line, panel, pathArrow, worker } from '../figures/atlas-warning';
import { warningSign } from '../shapes';
import type { AtlasEntry } from '../types';

const K = C.black;
const O = C.orange;

/**
 * 作业区标志 (GB 5768.4-2017, 作业区): temporary signs set up ahead of road works. The current standard gives
 * them an orange (or fluorescent orange) face with black symbols and border, so that a driver tells them from
 * the permanent yellow warning signs at a glance.
 */
const sign = inGroup('sign', 'work-zone');

const mirror = (symbol: string): string => `<g transform="translate(200 0) scale(-1 1)">${symbol}</g>`;

/** 改道: the road shifts sideways to the left (mirror it for the right). */
const shiftLeft = pathArrow('M116 158 V134 L84 110 V98', 84, 74, 0, 14, 28);

/** 车道数变少, two lanes: the left lane ends and its traffic bends into the right lane. */
const leftLaneEnds =
  line('M60 178 V22', 6) +
  line('M140 178 V22', 6) +
  line('M100 178 V150 M100 134 V110', 5) +
  pathArrow('M80 172 V124 Q80 106 104 90 L112 84', 118, 72, 50, 11, 26) +
  pathArrow('M120 172 V58', 120, 34, 0, 11, 26);

export const workZone: AtlasEntry[] = [
  sign({
    key: 'work-zone-roadworks',
    name: '施工',
    aliases: ['前方施工', '道路施工', '作业区', '施工标志'],
    meaning: '前方道路正在施工或养护作业，设在作业区前；加辅助标志注明距离时作前方施工预告（如前方300米施工）。',
    rule: '减速慢行，注意作业人员和施工机械，按锥桶、标志和引导人员的指引通过作业区，不要驶入围起来的作业区域。',
    svg: warningSign(worker(90, 156, K, 0.95), O),
  }),
  sign({
    key: 'work-zone-shift-left',
    name: '向左改道',
    aliases: ['改道', '左改道', '向左改道行驶'],
    meaning: '前方因施工等原因原车道不能通行，车辆要向左改道（借用左侧车道、对向车道或临时便道）。',
    rule: '提前减速，开启左转向灯，确认安全后按箭头向左改道，注意对向或左侧来车；过了作业区再按指引回到原车道。',
    svg: warningSign(shiftLeft, O),
  }),
  sign({
    key: 'work-zone-shift-right',
    name: '向右改道',
    aliases: ['改道', '右改道', '向右改道行驶'],
    meaning: '前方因施工等原因原车道不能通行，车辆要向右改道（借用右侧车道或临时便道）。',
    rule: '提前减速，开启右转向灯，确认安全后按箭头向右改道，注意右侧车辆和非机动车。',
    svg: warningSign(mirror(shiftLeft), O),
  }),
  sign({
    key: 'work-zone-left-lane-closed',
    name: '左道封闭（车道数变少）',
    aliases: ['左道封闭', '左侧车道封闭', '车道数变少', '车道封闭'],
    meaning:
      '前方左侧车道因作业封闭，可通行的车道减少。GB 5768.4-2017取消了旧的"车道封闭"标志，改用这种车道数变少标志。',
    rule: '左侧车道的车辆提前减速、开右转向灯，确认安全后并入右侧车道；遇排队或缓行时每车道一辆依次交替驶入，不要抢行加塞。',
    width: 200,
    height: 200,
    svg: panel(`<g transform="translate(20 14) scale(0.8 0.86)">${leftLaneEnds}</g>`, O, 200, 200),
  }),
  sign({
    key: 'work-zone-right-lane-closed',
    name: '右道封闭（车道数变少）',
    aliases: ['右道封闭', '右侧车道封闭', '车道数变少', '车道封闭'],
    meaning:
      '前方右侧车道因作业封闭，可通行的车道减少。GB 5768.4-2017取消了旧的"车道封闭"标志，改用这种车道数变少标志。',
    rule: '右侧车道的车辆提前减速、开左转向灯，确认安全后并入左侧车道；遇排队或缓行时每车道一辆依次交替驶入，不要抢行加塞。',
    svg: panel(
      `<g transform="translate(200 0) scale(-1 1)"><g transform="translate(20 14) scale(0.8 0.86)">${leftLaneEnds}</g></g>`,
      O,
      200,
      200,
    ),
  }),
  sign({
    key: 'work-zone-flagger',
    name: '注意交通引导人员',
    aliases: ['交通引导人员', '旗手', '引导员'],
    meaning: '前方作业区有人员手持旗帜或停车牌引导车辆通行。',
    rule: '减速，准备停车，按引导人员的示意停车等候或缓慢通过，不要强行通过。',
    svg: warningSign(flagger(86, 156, K, 0.92), O),
  }),
  sign({
    key: 'work-zone-detour',
    name: '绕行',
    aliases: ['道路封闭', '前方道路封闭', '绕行标志'],
    meaning: '前方道路因作业完全封闭，图示车辆的绕行路线（GB 5768.4-2017取消了旧的"道路封闭"标志）。',
    rule: '不得驶入封闭路段，按图示路线和沿途的绕行指示行驶。',
    width: 200,
    height: 200,
    svg: panel(
      fill('M92 180 V104 H108 V180 Z') +
        fill('M92 80 V20 H108 V80 Z') +
        `<rect x="62" y="84" width="76" height="18" fill="${K}"/>` +
        [70, 90, 110, 130]
          .map((x) => `<polygon points="${x - 4},102 ${x + 6},84 ${x + 12},84 ${x + 2},102" fill="${O}"/>`)
          .join('') +
        line('M108 152 H152 V52 H124', 10) +
        head(108, 52, -90, 24),
      O,
      200,
      200,
    ),
  }),
  sign({
    key: 'work-zone-arrow',
    name: '作业区箭头（向左）',
    aliases: ['橙色箭头', '向左行驶', '导向箭头'],
    meaning: '设在作业区渐变段，指示车辆向箭头方向（图示向左）变道绕过作业区；另有向右的镜像。',
    rule: '按箭头方向提前减速、开转向灯变道，顺着锥桶形成的渐变段驶离被占用的车道。',
    width: 300,
    height: 150,
    svg: panel(`<path d="M48 75 L108 35 V58 H252 V92 H108 V115 Z" fill="${K}"/>`, O, 300, 150),
  }),
  sign({
    key: 'work-zone-chevron',
    name: '作业区线形诱导标',
    aliases: ['线形诱导标', '导向标', '转向诱导'],
    meaning: '设在作业区改道、渐变处，箭头所指是车辆行驶的方向（图示向右，另有向左的）。',
    rule: '沿诱导标指示的方向减速转向，不要冲向作业区一侧。',
    width: 300,
    height: 150,
    svg: panel(
      [70, 130, 190]
        .map(
          (x) =>
            `<polygon points="${x},35 ${x + 40},75 ${x},115 ${x + 22},115 ${x + 62},75 ${x + 22},35" fill="${K}"/>`,
        )
        .join(''),
      O,
      300,
      150,
    ),
  }),
];
