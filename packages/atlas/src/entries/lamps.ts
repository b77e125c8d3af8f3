import { C } from '../colours';
import type { AtlasEntry } from '../types';

/**
 * 仪表指示灯: each lamp drawn as its lit symbol on the cluster's dark face, coloured by ISO 2575's code
 * (red: stop / danger, amber: have it seen, green or blue: a function is on). Symbols sit on a 24-unit grid
 * (as the light exam's symbols do) scaled into the 200 × 200 box; `{S}` in a symbol stands for its colour.
 */

const FONT = `font-family="'Noto Sans','DejaVu Sans',Arial,sans-serif" font-weight="bold" text-anchor="middle"`;

function lamp(colour: string, symbol: string): string {
  return (
    `<rect x="4" y="4" width="192" height="192" rx="28" fill="${C.cluster}"/>` +
    `<g transform="translate(28 28) scale(6)" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">` +
    symbol.replaceAll('{S}', colour) +
    `</g>`
  );
}

// Pieces a few symbols share (coordinates on the 24 grid).
const fill = 'fill="{S}" stroke="none"';
const headBody = (x = 13) => `<path d="M${x} 5h1.5a7 7 0 0 1 0 14H${x}Z" ${fill}/>`;
const parens = '<path d="M3.6 6.5a8.5 8.5 0 0 0 0 11M20.4 6.5a8.5 8.5 0 0 1 0 11"/>';
const word = (x: number, y: number, w: string, size: number) =>
  `<text x="${x}" y="${y}" font-size="${size}" ${FONT} fill="{S}" stroke="none">${w}</text>`;
const wave = (x: number) => `<path d="M${x} 4q1.6 2 0 4t0 4 0 4 0 4 0 4" stroke-width="1.4"/>`;

const indicator = { kind: 'lamp' as const, group: 'lamp-indicator' as const };
const warningLamp = { kind: 'lamp' as const, group: 'lamp-warning' as const };

export const lamps: AtlasEntry[] = [
  // ── 指示灯：某项功能已开启 ────────────────────────────────────────────────────────────────────────────
  {
    ...indicator,
    key: 'lamp-turn-signal',
    name: '转向指示灯',
    aliases: ['转向灯', '左转向灯', '右转向灯'],
    meaning: '绿色箭头闪烁，表示该侧转向灯已开启。',
    rule: '起步、转弯、变道、超车、靠边停车前提前开启；闪烁明显加快通常说明该侧有转向灯泡损坏。',
    svg: lamp(
      C.lampGreen,
      `<path d="M1 12l6.5-6.5v3.8h4v5.4h-4v3.8Z" ${fill}/><path d="M23 12l-6.5-6.5v3.8h-4v5.4h4v3.8Z" ${fill}/>`,
    ),
  },
  {
    ...indicator,
    key: 'lamp-high-beam',
    name: '远光指示灯',
    aliases: ['远光灯', '大灯远光'],
    meaning: '蓝色，表示前照灯远光已开启。',
    rule: '夜间会车应在距对向来车150米以外改用近光；同方向近距离跟车时不得使用远光；路灯照明良好的路段应使用近光。',
    svg: lamp(C.lampBlue, `${headBody()}<path d="M10.5 6.5H3M10.5 10.5H3M10.5 14.5H3M10.5 18.5H3"/>`),
  },
  {
    ...indicator,
    key: 'lamp-low-beam',
    name: '近光指示灯',
    aliases: ['近光灯', '大灯近光'],
    meaning: '绿色，表示前照灯近光已开启。',
    rule: '夜间在有路灯的道路、会车、跟车时使用近光；近光光束向下倾斜，不晃对方眼睛。',
    svg: lamp(
      C.lampGreen,
      `${headBody()}<path d="M10.5 5.5L3.5 8M10.5 9.5L3.5 12M10.5 13.5L3.5 16M10.5 17.5L3.5 20"/>`,
    ),
  },
  {
    ...indicator,
    key: 'lamp-position',
    name: '示廓灯指示灯',
    aliases: ['位置灯', '小灯', '示宽灯', '示廓灯'],
    meaning: '绿色，表示示廓灯（前后位置灯）已开启。',
    rule: '傍晚或视线不良时开启以显示车辆宽度和位置；夜间在道路上因故障停车，除危险报警闪光灯外还应开启示廓灯和后位灯。',
    svg: lamp(
      C.lampGreen,
      `<path d="M10 7.5a4.5 4.5 0 0 0 0 9Z" ${fill}/><path d="M14 7.5a4.5 4.5 0 0 1 0 9Z" ${fill}/>` +
        '<path d="M4.5 8L2 6.5M4 12H1.5M4.5 16L2 17.5M19.5 8L22 6.5M20 12h2.5M19.5 16l2.5 1.5"/>',
    ),
  },
  {
    ...indicator,
    key: 'lamp-front-fog',
    name: '前雾灯指示灯',
    aliases: ['前雾灯'],
    meaning: '绿色，光束被一条波浪线穿过、灯体在右，表示前雾灯已开启。',
    rule: '雾、雨、雪、沙尘等能见度低时开启；在高速公路上能见度小于200米时，应开启雾灯、近光灯、示廓灯和前后位灯。',
    svg: lamp(C.lampGreen, `${headBody(15)}<path d="M12.5 7H3M12.5 12H3M12.5 17H3"/>${wave(7.5)}`),
  },
  {
    ...indicator,
    key: 'lamp-rear-fog',
    name: '后雾灯指示灯',
    aliases: ['后雾灯'],
    meaning: '黄色，灯体在左、光束向右并被波浪线穿过，表示后雾灯已开启。',
    rule: '低能见度时开启，让后车看清本车；天气转好应及时关闭，后雾灯很亮，晴天开启会使后车眩目。',
    svg: lamp(
      C.lampAmber,
      `<path d="M9 5H8a7 7 0 0 0 0 14h1Z" ${fill}/><path d="M11.5 7H21M11.5 12H21M11.5 17H21"/>${wave(16)}`,
    ),
  },
  {
    ...indicator,
    key: 'lamp-hazard',
    name: '危险报警闪光灯',
    aliases: ['双闪', '危险警告灯', '应急灯'],
    meaning: '红色双三角形；开启后车辆前后左右的转向灯同时闪烁，仪表上两个转向箭头一起闪。',
    rule: '车辆故障或事故在道路上停车时立即开启，并在车后设置警告标志；高速公路能见度小于100米时也应开启。',
    svg: lamp(
      C.lampRed,
      '<path d="M12 2.5L22 20H2Z" stroke-width="2"/><path d="M12 8.5L16.8 17H7.2Z" stroke-width="2"/>',
    ),
  },
  {
    ...indicator,
    key: 'lamp-parking-brake',
    name: '驻车制动指示灯',
    aliases: ['手刹指示灯', '驻车制动灯', 'P 灯', '电子手刹指示灯'],
    meaning: '红色，圆圈里一个 P，表示驻车制动（手刹或电子驻车）处于制动状态。',
    rule: '起步前应完全放松驻车制动，确认此灯熄灭后再行驶；带着手刹行驶会使制动器过热损坏。',
    svg: lamp(C.lampRed, `<circle cx="12" cy="12" r="6.5"/>${parens}${word(12, 15.6, 'P', 10)}`),
  },
  {
    ...indicator,
    key: 'lamp-immobiliser',
    name: '发动机防盗指示灯',
    aliases: ['防盗指示灯', '钥匙指示灯', '防盗灯'],
    meaning: '车形加钥匙图案，显示发动机防盗系统的状态。',
    rule: '熄火锁车后闪烁表示防盗已启用，属正常；打开点火后仍闪烁或常亮说明钥匙未被识别，发动机无法起动，应换用正确钥匙或检修。',
    svg: lamp(
      C.lampAmber,
      '<path d="M3.5 13L5.8 7.2Q6.2 6 7.5 6h9q1.3 0 1.7 1.2L20.5 13Z"/><path d="M3.5 13V15M20.5 13V15"/>' +
        '<circle cx="7" cy="19" r="2.4"/><path d="M9.4 19H21M17.5 19V21M20 19V21.5"/>',
    ),
  },

  // ── 报警灯：系统故障或危险状态 ────────────────────────────────────────────────────────────────────────
  {
    ...warningLamp,
    key: 'lamp-seat-belt',
    name: '安全带未系报警灯',
    aliases: ['安全带指示灯', '安全带提示灯'],
    meaning: '红色，坐着的人斜挎安全带，表示驾驶人或乘员未系安全带。',
    rule: '机动车行驶时，驾驶人和乘坐人员应当按规定使用安全带；系好后此灯熄灭。',
    svg: lamp(
      C.lampRed,
      `<circle cx="10" cy="4.2" r="2.4" ${fill}/>` +
        `<path d="M7 9Q7 7.5 8.5 7.5h3Q13 7.5 13.2 9L14 15h4.5Q20 15 20 16.5V21h-3v-3h-6.5Q9 18 8.6 16.5Z" ${fill}/>` +
        `<path d="M13 8.3L8 16" stroke="${C.cluster}" stroke-width="1.5"/><path d="M5 7L6.5 20H11" stroke-width="1.6"/>`,
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-brake-fault',
    name: '制动系统故障报警灯',
    aliases: ['制动警告灯', '刹车故障灯', '制动液不足'],
    meaning: '红色，圆圈里一个感叹号，表示制动系统故障（如制动液不足）或驻车制动未放松。',
    rule: '已放松驻车制动后此灯仍亮或行驶中亮起，应立即在安全处停车检查，不得继续行驶。',
    svg: lamp(
      C.lampRed,
      `<circle cx="12" cy="12" r="6.5"/>${parens}<path d="M12 8v5" stroke-width="2"/><circle cx="12" cy="15.8" r="1.1" ${fill}/>`,
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-oil-pressure',
    name: '机油压力报警灯',
    aliases: ['机油灯', '机油压力过低', '油壶灯'],
    meaning: '红色油壶滴油图案，表示发动机机油压力过低。',
    rule: '行驶中亮起应立即靠边停车熄火，检查机油量；不得继续行驶，否则会严重损坏发动机。',
    svg: lamp(
      C.lampRed,
      `<path d="M4.5 10.5h10l5.5-2.5-0.5 1.6-5 6.9H4.5Z" ${fill}/><path d="M4.5 12H2v3h2.5M8 10.5V8.6h3v1.9"/>` +
        `<path d="M20.5 12.5q1.2 1.6 0 2.8q-1.2-1.2 0-2.8Z" ${fill}/>`,
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-coolant-temp',
    name: '冷却液温度报警灯',
    aliases: ['水温灯', '水温过高', '发动机过热'],
    meaning: '红色温度计插在波浪中，表示发动机冷却液温度过高。',
    rule: '应减速在安全处停车，让发动机降温并检查冷却液；发动机过热时不可立即打开散热器或膨胀水箱盖，以防烫伤。',
    svg: lamp(
      C.lampRed,
      `<path d="M12 3V14M12 5h3.5M12 8h3.5M12 11h3.5" stroke-width="1.8"/><circle cx="12" cy="16" r="2.4" ${fill}/>` +
        '<path d="M2.5 20.5q2.4-1.6 4.8 0t4.8 0 4.8 0 4.8 0"/>',
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-charging',
    name: '充电系统报警灯',
    aliases: ['蓄电池灯', '电瓶灯', '发电机故障'],
    meaning: '红色蓄电池图案，表示充电系统故障，蓄电池没有在充电。',
    rule: '点火自检时亮、发动机起动后熄灭为正常；运转中亮起说明发电机或线路异常，应尽快检修，并减少用电。',
    svg: lamp(
      C.lampRed,
      `<rect x="3" y="8" width="18" height="11" rx="1"/><rect x="5.5" y="5.8" width="3.5" height="2.2" ${fill}/>` +
        `<rect x="15" y="5.8" width="3.5" height="2.2" ${fill}/><path d="M5.5 13.5h3.5M15 13.5h3.5M16.75 11.75v3.5"/>`,
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-engine-fault',
    name: '发动机故障灯',
    aliases: ['发动机故障指示灯', '排放故障灯', 'MIL'],
    meaning: '黄色发动机外形，表示发动机电控或排放系统有故障。',
    rule: '常亮应尽快到维修站检查；闪烁表示严重故障（如缺火），应减速行驶并尽快停车检修。',
    svg: lamp(
      C.lampAmber,
      '<path d="M7 9.5h3V7.5h5v2h2.5l2 2h1.5V9.5h1.5v7H21v-2h-1.5V18h-3.5l-2 2H8.5L7 18.5H5v-3H3v3H1.5v-7H3v3h2V11Z" stroke-width="1.5"/>' +
        '<path d="M10.5 7.5V6h4v1.5" stroke-width="1.5"/>',
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-abs',
    name: 'ABS故障报警灯',
    aliases: ['ABS灯', '防抱死故障灯'],
    meaning: '黄色圆圈里写 ABS，表示制动防抱死系统故障。',
    rule: '普通制动一般仍可用，但紧急制动时车轮可能抱死、失去转向能力，应谨慎驾驶、加大车距并尽快检修。',
    svg: lamp(C.lampAmber, `<circle cx="12" cy="12" r="7.5"/>${parens}${word(12, 14.4, 'ABS', 6.2)}`),
  },
  {
    ...warningLamp,
    key: 'lamp-airbag',
    name: '安全气囊故障报警灯',
    aliases: ['气囊灯', 'SRS灯', '安全气囊指示灯'],
    meaning: '红色，坐着的人面前一个大圆，表示安全气囊（辅助约束）系统故障。',
    rule: '起动后此灯不熄灭或行驶中亮起，碰撞时气囊可能无法正常弹出，应尽快检修。',
    svg: lamp(
      C.lampRed,
      `<circle cx="6.5" cy="4.5" r="2.3" ${fill}/><path d="M5.5 8.5L6.5 15.5H12L13.5 21" stroke-width="2.6"/>` +
        `<path d="M6 11.5L10.5 11" stroke-width="2"/><circle cx="16" cy="9.5" r="4.5" ${fill}/><path d="M3 7L4.5 19" stroke-width="1.4"/>`,
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-low-fuel',
    name: '燃油不足报警灯',
    aliases: ['油量灯', '燃油警告灯', '加油灯'],
    meaning: '黄色加油机图案，表示燃油已降到储备量。',
    rule: '应尽快到加油站加油；不要等到燃油耗尽，以免在路上抛锚。',
    svg: lamp(
      C.lampAmber,
      `<path d="M4 21V5.5Q4 4 5.5 4h7Q14 4 14 5.5V21Z" ${fill}/><rect x="6" y="6" width="6" height="4.5" fill="${C.cluster}" stroke="none"/>` +
        '<path d="M14 9h2.5q1.5 0 1.5 1.5V17q0 1.5 1.5 1.5T21 17V8.5L18.5 6M2.5 21h13"/>',
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-door-open',
    name: '车门未关报警灯',
    aliases: ['车门指示灯', '门未关好'],
    meaning: '红色，俯视的车身两侧车门张开，表示有车门未关好。',
    rule: '停车后关好所有车门，确认此灯熄灭后再起步。',
    svg: lamp(
      C.lampRed,
      '<rect x="8" y="2" width="8" height="20" rx="3"/><path d="M8 9L3.5 12.5M16 9L20.5 12.5" stroke-width="2"/><path d="M9.5 7h5"/>',
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-tyre-pressure',
    name: '胎压报警灯',
    aliases: ['胎压监测', '轮胎气压报警', 'TPMS'],
    meaning: '黄色轮胎截面里一个感叹号，表示有轮胎气压过低或异常。',
    rule: '应降低车速，尽快在安全处停车检查轮胎，充气或更换；不可长时间亏气行驶。',
    svg: lamp(
      C.lampAmber,
      '<path d="M5.5 4.5Q3 8 3 12q0 4.5 3 7.5h12q3-3 3-7.5 0-4-2.5-7.5"/><path d="M7 22v-2.5M10.3 22v-2.5M13.7 22v-2.5M17 22v-2.5"/>' +
        `<path d="M12 7v6.5" stroke-width="2"/><circle cx="12" cy="16.5" r="1.1" ${fill}/>`,
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-esp',
    name: '车身稳定系统指示灯',
    aliases: ['ESP', 'ESC', '车身电子稳定系统', '防侧滑指示灯'],
    meaning: '黄色车形，车后两道弯曲的轨迹，显示车身电子稳定系统（ESP/ESC）的状态。',
    rule: '行驶中闪烁表示系统正在介入防止侧滑，应减速；常亮表示系统故障或已被关闭，应谨慎驾驶并尽快检修。',
    svg: lamp(
      C.lampAmber,
      `<path d="M5 13V10.5L7 6Q7.5 5 9 5h6q1.5 0 2 1L19 10.5V13q0 1-1 1H6q-1 0-1-1Z" ${fill}/>` +
        `<rect x="6" y="14" width="2.5" height="2.2" ${fill}/><rect x="15.5" y="14" width="2.5" height="2.2" ${fill}/>` +
        '<path d="M8.5 23q-2.2-1.3 0-2.8t0-2.8M15.5 23q2.2-1.3 0-2.8t0-2.8"/>',
    ),
  },
  {
    ...warningLamp,
    key: 'lamp-washer-fluid',
    name: '清洗液不足报警灯',
    aliases: ['玻璃水不足', '风窗洗涤液'],
    meaning: '黄色风窗玻璃与喷水图案，表示风窗玻璃清洗液不足。',
    rule: '应及时添加玻璃清洗液（冬季用防冻型），以免雨雪泥泞天气无法清洁风窗影响视线。',
    svg: lamp(
      C.lampAmber,
      '<path d="M3 8Q12 3.5 21 8L19.5 15.5Q12 13.5 4.5 15.5Z"/>' +
        '<path d="M12 21.5V18.5M12 18.5Q10.5 13 7 10.5M12 18.5Q13.5 13 17 10.5M12 18.5V11" stroke-dasharray="1.2 1.6"/>',
    ),
  },
];
