import { C } from '../colours';
import { arrow, expressway, fuelPump, knifeFork, tollPlaza, walker } from '../figures/atlas-guide';
import { board, text, wheelchair } from '../shapes';
import type { AtlasEntry } from '../types';

/**
 * 指路标志 (GB 5768.2 chapter 6–7): blue boards on ordinary roads, green boards on expressways. Place names
 * (东城, 西湖路, 南山…) and road numbers in the drawings are examples, not real routes.
 */

const W = C.white;
const blue = (svg: string, width = 200, height = 200) => board(svg, { fill: C.blue, width, height });
const green = (svg: string, width = 200, height = 200) => board(svg, { fill: C.green, width, height });

/** The three arms of a crossroad diagram centred on (x, y): up, left and right (no top arm for a T). */
function junction(x: number, y: number, { top = true }: { top?: boolean } = {}): string {
  return (
    `<rect x="${x - 8}" y="${y}" width="16" height="${224 - y}" fill="${W}"/>` +
    (top ? arrow(x, y + 8, 100, 0, W, 16, 44) : '') +
    arrow(x, y, 112, -90, W, 16, 44) +
    arrow(x, y, 112, 90, W, 16, 44)
  );
}

export const guide: AtlasEntry[] = [
  {
    key: 'guide-crossroads-ahead',
    kind: 'sign',
    group: 'guide',
    name: '十字交叉路口预告',
    aliases: ['交叉路口预告', '路口预告', '十字路口指路'],
    meaning: '预告前方是十字交叉路口，并标出直行、左转、右转各通往哪里（图中地名为示例）。',
    rule: '看清要去的方向后提前选择相应车道，不要到路口前才急转或在实线段变道。',
    width: 300,
    height: 240,
    svg: blue(
      junction(150, 148) +
        text(150, 50, '东城', { size: 34, fill: W }) +
        text(78, 120, '西湖路', { size: 30, fill: W }) +
        text(222, 120, '南山', { size: 30, fill: W }),
      300,
      240,
    ),
  },
  {
    key: 'guide-t-junction-ahead',
    kind: 'sign',
    group: 'guide',
    name: 'T形交叉路口预告',
    aliases: ['丁字路口预告', '交叉路口预告'],
    meaning: '预告前方是T形（丁字）交叉路口，只能左转或右转，并标出两个方向通往的地点。',
    rule: '前方没有直行道路，应提前减速，按目的地选好左转或右转车道。',
    width: 300,
    height: 240,
    svg: blue(
      junction(150, 120, { top: false }) +
        text(78, 92, '西湖路', { size: 30, fill: W }) +
        text(222, 92, '东城', { size: 30, fill: W }),
      300,
      240,
    ),
  },
  {
    key: 'guide-junction-information',
    kind: 'sign',
    group: 'guide',
    name: '交叉路口告知',
    aliases: ['路口告知', '方向告知'],
    meaning: '设在交叉路口处，用箭头告知各个方向分别通往的道路或地点。',
    rule: '在路口按箭头所指的方向行驶；预告标志在路口前，告知标志就设在路口。',
    width: 300,
    height: 200,
    svg: blue(
      arrow(150, 118, 78, 0, W, 14, 40) +
        arrow(96, 80, 66, -90, W, 14, 40) +
        arrow(204, 80, 66, 90, W, 14, 40) +
        text(66, 160, '西湖路', { size: 28, fill: W }) +
        text(150, 160, '东城', { size: 30, fill: W }) +
        text(240, 160, '南山', { size: 30, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-place-name',
    kind: 'sign',
    group: 'guide',
    name: '地名',
    aliases: ['地名标志', '城镇名'],
    meaning: '设在城镇、村庄等地名的边界处，表示由此进入该地（图中“东城镇”为示例）。',
    rule: '可以据此核对行驶路线；驶入城镇、村庄后应注意行人和非机动车，控制车速。',
    width: 300,
    height: 160,
    svg: blue(text(150, 102, '东城镇', { size: 62, fill: W }), 300, 160),
  },
  {
    key: 'guide-place-distance',
    kind: 'sign',
    group: 'guide',
    name: '地点距离',
    aliases: ['距离标志', '前方地点距离'],
    meaning: '告知沿当前道路前方将到达的地点及其距离，近的地点在上，远的在下。',
    rule: '用来确认方向和估算路程；所标距离是沿道路行驶的里程，不是直线距离。',
    width: 300,
    height: 200,
    svg: blue(
      [
        ['西湖路', '2'],
        ['东城', '15'],
        ['南山', '48'],
      ]
        .map(
          ([name, km], i) =>
            `<text x="36" y="${66 + i * 50}" font-size="36" font-family="'WenQuanYi Micro Hei',sans-serif" font-weight="bold" fill="${W}">${name}</text>` +
            `<text x="264" y="${66 + i * 50}" font-size="36" font-family="'WenQuanYi Micro Hei',sans-serif" font-weight="bold" text-anchor="end" fill="${W}">${km} km</text>`,
        )
        .join(''),
      300,
      200,
    ),
  },
  {
    key: 'guide-administrative-boundary',
    kind: 'sign',
    group: 'guide',
    name: '行政区划分界',
    aliases: ['省界', '市界', '县界', '行政区划'],
    meaning: '设在省、市、县等行政区划的分界处，表示即将进入的行政区（图中县名为示例）。',
    rule: '只表示进入另一个行政区，不限制通行，不是禁令标志；可据此确认所在位置。',
    width: 300,
    height: 160,
    svg: blue(text(150, 100, '东山县界', { size: 54, fill: W }), 300, 160),
  },
  {
    key: 'guide-national-road-number',
    kind: 'sign',
    group: 'guide',
    name: '国道编号',
    aliases: ['国道', 'G字头道路编号'],
    meaning: '表示所在道路是国道及其编号：红底白字，字母G开头（图中编号为示例）。',
    rule: '记住颜色：国道红底白字G、省道黄底黑字S、县道白底黑字X；国家高速公路是红绿两色的另一种标志。',
    width: 240,
    height: 140,
    svg: board(text(120, 98, 'G105', { size: 74, fill: W }), { fill: C.red, width: 240, height: 140 }),
  },
  {
    key: 'guide-provincial-road-number',
    kind: 'sign',
    group: 'guide',
    name: '省道编号',
    aliases: ['省道', 'S字头道路编号'],
    meaning: '表示所在道路是省道及其编号：黄底黑字，字母S开头（图中编号为示例）。',
    rule: '与国道编号区分：国道红底白字G开头，省道黄底黑字S开头。',
    width: 240,
    height: 140,
    svg:
      `<rect x="2" y="2" width="236" height="136" rx="12" fill="${C.yellow}"/>` +
      `<rect x="10" y="10" width="220" height="120" rx="6" fill="none" stroke="${C.black}" stroke-width="4"/>` +
      text(120, 98, 'S203', { size: 74 }),
  },
  {
    key: 'parking-area',
    kind: 'sign',
    group: 'guide',
    name: '停车场',
    aliases: ['停车场标志', 'P', '停车位'],
    meaning: '蓝底白色字母P，表示此处或前方设有停车场。',
    rule: '需要停车时驶入停车场按规定停放；不要把它与蓝底红圈的禁止停车、禁止长时停车标志混淆。',
    svg: blue(text(100, 154, 'P', { size: 150, fill: W })),
  },
  {
    key: 'guide-passing-bay',
    kind: 'sign',
    group: 'guide',
    name: '错车道',
    aliases: ['会车道', '避让车道'],
    meaning: '表示此处设有供会车时避让的加宽路段，多见于单车道或窄路。',
    rule: '在窄路上会车有困难时，应驶入错车道或在其对面等候让对向车先过；错车道不是停车场，不得长时间停放。',
    svg: blue(
      `<path d="M74 176 V24 M126 176 V128 L152 112 V88 L126 72 V24" fill="none" stroke="${W}" stroke-width="8" stroke-linejoin="round"/>` +
        `<path d="M100 168 V148 M100 132 V112 M100 96 V76 M100 60 V40" stroke="${W}" stroke-width="5"/>`,
    ),
  },
  {
    key: 'guide-pedestrian-overpass',
    kind: 'sign',
    group: 'guide',
    name: '人行天桥',
    aliases: ['过街天桥', '天桥'],
    meaning: '表示此处设有供行人横过道路的人行天桥。',
    rule: '行人应走天桥过街，不得翻越护栏横穿；驾驶人在此路段仍要留意行人。',
    svg: blue(
      `<path d="M22 168 H40 V156 H52 V144 H64 V132 H76 V120 H124 V132 H136 V144 H148 V156 H160 V168 H178" fill="none" stroke="${W}" stroke-width="7" stroke-linejoin="miter"/>` +
        `<rect x="76" y="120" width="48" height="10" fill="${W}"/>` +
        `<rect x="20" y="176" width="160" height="6" fill="${W}"/>` +
        walker(100, 76, W, 1.05),
    ),
  },
  {
    key: 'guide-pedestrian-underpass',
    kind: 'sign',
    group: 'guide',
    name: '人行地下通道',
    aliases: ['地下通道', '过街地道'],
    meaning: '表示此处设有供行人横过道路的地下通道。',
    rule: '行人应走地下通道过街，不得横穿车行道；驾驶人在此路段仍要留意行人。',
    svg: blue(
      `<rect x="18" y="66" width="164" height="8" fill="${W}"/>` +
        `<path d="M40 74 V86 H54 V100 H68 V114 H82 V128 H96 V142 H182" fill="none" stroke="${W}" stroke-width="7"/>` +
        `<rect x="96" y="176" width="86" height="6" fill="${W}"/>` +
        `<path d="M96 142 V182" stroke="${W}" stroke-width="7"/>` +
        walker(138, 128, W, 0.78),
    ),
  },
  {
    key: 'guide-disabled-facilities',
    kind: 'sign',
    group: 'guide',
    name: '残疾人专用设施',
    aliases: ['无障碍设施', '轮椅', '残疾人通道', '残疾人停车位'],
    meaning: '表示此处设有供残疾人使用的专用设施，如无障碍通道、专用停车位。',
    rule: '残疾人专用的通道和停车位留给残疾人使用，其他人员和车辆不应占用。',
    svg: blue(wheelchair(96, 128, W, 1.3)),
  },
  {
    key: 'guide-filling-station',
    kind: 'sign',
    group: 'guide',
    name: '加油站',
    aliases: ['加油', '油站'],
    meaning: '表示此处或前方设有加油站。',
    rule: '需要加油时按指示驶入；在加油站加油应熄火，不得吸烟或使用明火。',
    svg: blue(fuelPump(96, 100, W, C.blue, 1.35)),
  },
  {
    key: 'guide-no-through-road',
    kind: 'sign',
    group: 'guide',
    name: '此路不通',
    aliases: ['死胡同', '断头路', '前方不通'],
    meaning: '表示前方道路是尽头路，不能与其他道路连通。',
    rule: '不要驶入，应按其他路线行驶；驶入后需要掉头时要在不影响他人的地方进行。',
    svg: blue(
      `<rect x="88" y="72" width="24" height="108" fill="${W}"/><rect x="40" y="40" width="120" height="30" fill="${C.red}"/>`,
    ),
  },
  {
    key: 'guide-escape-lane-ahead',
    kind: 'sign',
    group: 'guide',
    name: '避险车道预告',
    aliases: ['避险车道', '紧急避险车道', '刹车失灵车道'],
    meaning: '预告前方长下坡路段设有避险车道，供制动失效的车辆驶入减速停车（图中距离为示例）。',
    rule: '制动失效时应驶入避险车道借助上坡和松散路面停车；车辆正常时不得占用避险车道或在其中停车。',
    width: 300,
    height: 200,
    svg: blue(
      `<path d="M30 180 L58 30 M96 180 L94 140 M91 92 L88 30 M94 140 L136 84 M91 92 L124 56 L136 84" stroke="${W}" stroke-width="7" fill="none" stroke-linejoin="round"/>` +
        `<path d="M63 170 L65 154 M68 130 L70 114 M72 90 L74 74 M76 50 L77 40" stroke="${W}" stroke-width="4"/>` +
        [
          [104, 112],
          [114, 100],
          [124, 88],
          [108, 94],
          [118, 80],
          [126, 70],
        ]
          .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="3.5" fill="${W}"/>`)
          .join('') +
        text(218, 96, '避险车道', { size: 34, fill: W }) +
        text(218, 154, '1 km', { size: 40, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-expressway-entrance-ahead',
    kind: 'sign',
    group: 'guide',
    name: '高速公路入口预告',
    aliases: ['入口预告', '高速入口'],
    meaning: '在一般道路上预告前方通往高速公路的入口及距离（图中距离为示例）。',
    rule: '要上高速应提前选好车道；从匝道驶入时开启左转向灯，在加速车道提速，不得妨碍已在高速公路内行驶的车辆。',
    width: 300,
    height: 200,
    svg: green(
      expressway(76, 100, W, C.green, 0.95) +
        text(202, 92, '入口', { size: 52, fill: W }) +
        text(202, 154, '500 m', { size: 40, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-expressway-start',
    kind: 'sign',
    group: 'guide',
    name: '高速公路起点',
    aliases: ['起点', '高速起点'],
    meaning: '表示高速公路从这里开始，此后按高速公路的规定通行。',
    rule: '高速公路最高车速不超过120 km/h、最低不低于60 km/h；行人、非机动车、拖拉机等不得进入。',
    svg: green(expressway(100, 74, W, C.green, 0.9) + text(100, 166, '起点', { size: 50, fill: W })),
  },
  {
    key: 'guide-expressway-exit-ahead',
    kind: 'sign',
    group: 'guide',
    name: '出口预告',
    aliases: ['高速出口预告', '出口距离'],
    meaning: '预告前方出口的距离和它通往的地点（图中地名和距离为示例）。',
    rule: '要从该出口驶离应提前开启右转向灯、逐步变到最右侧车道；错过出口不得倒车、逆行或掉头，应到下一出口驶离。',
    width: 300,
    height: 200,
    svg: green(
      text(150, 82, '东城  西湖路', { size: 40, fill: W }) +
        `<rect x="34" y="112" width="104" height="56" rx="6" fill="none" stroke="${W}" stroke-width="4"/>` +
        text(86, 154, '出口', { size: 38, fill: W }) +
        text(212, 156, '2 km', { size: 44, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-expressway-exit',
    kind: 'sign',
    group: 'guide',
    name: '出口',
    aliases: ['高速出口', '出口标志'],
    meaning: '设在出口匝道分流处，表示从这里驶离高速公路。',
    rule: '开启右转向灯驶入减速车道，在减速车道内降低车速后驶离；不要在分流三角区压线或突然变道。',
    svg: green(text(86, 112, '出口', { size: 56, fill: W }) + arrow(140, 150, 86, 45, W, 14, 40)),
  },
  {
    key: 'guide-next-exit',
    kind: 'sign',
    group: 'guide',
    name: '下一出口',
    aliases: ['下一个出口'],
    meaning: '告知到下一个出口的距离，多设在两出口相距较远的路段（图中距离为示例）。',
    rule: '据此安排驾驶；错过出口只能继续前行到下一出口，不得倒车、逆行或穿越中央分隔带掉头。',
    width: 300,
    height: 160,
    svg: green(
      text(150, 74, '下一出口', { size: 44, fill: W }) + text(150, 132, '25 km', { size: 44, fill: W }),
      300,
      160,
    ),
  },
  {
    key: 'guide-expressway-end-ahead',
    kind: 'sign',
    group: 'guide',
    name: '终点预告',
    aliases: ['高速公路终点预告', '高速终点'],
    meaning: '预告高速公路在前方结束，之后进入一般道路（图中距离为示例）。',
    rule: '提前降低车速，做好驶入一般道路的准备，留意一般道路上的限速和行人、非机动车。',
    svg: green(
      expressway(100, 70, W, C.green, 0.85) +
        text(100, 142, '终点', { size: 42, fill: W }) +
        text(100, 180, '2 km', { size: 32, fill: W }),
    ),
  },
  {
    key: 'guide-service-area-ahead',
    kind: 'sign',
    group: 'guide',
    name: '服务区预告',
    aliases: ['服务区', '高速服务区'],
    meaning: '预告前方服务区的距离及其提供的加油、餐饮、停车等服务（图中距离为示例）。',
    rule: '需要休息、加油应按预告提前驶入服务区；连续驾驶超过4小时应停车休息不少于20分钟，不得在行车道或应急车道停车休息。',
    width: 300,
    height: 200,
    svg: green(
      text(104, 74, '服务区', { size: 44, fill: W }) +
        text(236, 74, '2 km', { size: 36, fill: W }) +
        fuelPump(70, 138, W, C.green, 0.55) +
        knifeFork(146, 138, W) +
        text(226, 160, 'P', { size: 64, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-rest-area-ahead',
    kind: 'sign',
    group: 'guide',
    name: '停车区预告',
    aliases: ['停车区'],
    meaning: '预告前方设有停车区，只提供停车、休息和厕所等简单服务（图中距离为示例）。',
    rule: '疲劳时应驶入停车区或服务区休息；高速公路上不得在行车道或应急车道停车休息。',
    width: 300,
    height: 200,
    svg: green(
      text(70, 130, 'P', { size: 110, fill: W }) +
        text(200, 92, '停车区', { size: 44, fill: W }) +
        text(200, 152, '1 km', { size: 40, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-toll-station-ahead',
    kind: 'sign',
    group: 'guide',
    name: '收费站预告',
    aliases: ['收费站', '前方收费站'],
    meaning: '预告前方设有收费站及其距离（图中距离为示例）。',
    rule: '提前减速，按收费车道上方的指示选择人工或ETC车道，依次排队通过，不要在收费广场随意穿插。',
    width: 300,
    height: 200,
    svg: green(
      `<g transform="translate(80 112) scale(0.82) translate(-80 -112)">${tollPlaza(80, 112, W, C.green)}</g>` +
        text(214, 96, '收费站', { size: 40, fill: W }) +
        text(214, 154, '1 km', { size: 40, fill: W }),
      300,
      200,
    ),
  },
  {
    key: 'guide-distance-check',
    kind: 'sign',
    group: 'guide',
    name: '车距确认',
    aliases: ['确认车距', '车距确认线'],
    meaning: '与路面上的车距确认线配合，帮助驾驶人判断与前车的距离。',
    rule: '车速超过100 km/h时与同车道前车保持100米以上距离；低于100 km/h时可适当缩短，但不得少于50米。',
    width: 300,
    height: 200,
    svg: green(
      text(150, 88, '车距确认', { size: 50, fill: W }) + text(150, 158, '0 m', { size: 52, fill: W }),
      300,
      200,
    ),
  },
];
