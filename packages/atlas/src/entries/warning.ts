import { C } from '../colours';
import { inGroup } from '../entry';
import {
  cow,
  deer,
  fill,
  head,
  house,
  line,
  miniTriangle,
  panel,
  pathArrow,
  snowflake,
  tree,
  waves,
  worker,
} from '../figures/atlas-warning';
import { arrowUp, bicycle, carFront, carSide, person, ringArrows, text, warningSign, wheelchair } from '../shapes';
import type { AtlasEntry } from '../types';

const K = C.black;
const Y = C.yellow;

const sign = inGroup('sign', 'warning');

/** Mirror a symbol left to right about x = 100. */
const mirror = (symbol: string): string => `<g transform="translate(200 0) scale(-1 1)">${symbol}</g>`;

/** The 急弯路 arrow, bending left. */
const sharpLeft = line('M112 158 V122 Q112 100 90 100 H84', 12) + `<polygon points="60,100 86,82 86,118" fill="${K}"/>`;

/** The obstacle block with arrows passing it: left, right or both (注意障碍物). */
function detour(left: boolean, right: boolean): string {
  let s = `<rect x="88" y="86" width="24" height="36" fill="${K}"/>`;
  if (left) s += pathArrow('M100 158 V142 L76 124 V104', 76, 86, 0, 10, 22);
  if (right) s += pathArrow('M100 158 V142 L124 124 V104', 124, 86, 0, 10, 22);
  return s;
}

/** A slope wedge with a car on it: `down` tilts it as 下陡坡, otherwise 上陡坡. */
const smallCar = `<g fill="${K}"><path d="M0 -6 h44 v-9 l-8 -2 l-7 -8 h-16 l-7 8 l-6 2 z"/><circle cx="10" cy="-5" r="5.5"/><circle cx="34" cy="-5" r="5.5"/></g>`;

/** The narrowing road edges (窄路): `l`/`r` pinch that side in. */
function narrows(l: boolean, r: boolean): string {
  const left = l ? 'M70 158 V132 L86 112 V78' : 'M74 158 V84';
  const right = r ? 'M130 158 V132 L114 112 V78' : 'M126 158 V84';
  return line(left, 10) + line(right, 10);
}

/** The cross-section bumps: `kind` is 'uneven' (two humps), 'bump' (one) or 'dip'. */
function surface(kind: 'uneven' | 'bump' | 'dip'): string {
  const base = 'M44 156 H156 V146';
  if (kind === 'uneven') return fill(`${base} H140 Q124 112 108 146 H92 Q76 112 60 146 H44 Z`);
  if (kind === 'bump') return fill(`${base} H132 Q100 100 68 146 H44 Z`);
  return fill('M44 156 H156 V128 H134 Q100 162 66 128 H44 Z');
}

export const warning: AtlasEntry[] = [
  // 交叉路口
  sign({
    key: 'warning-crossroads',
    name: '十字交叉',
    aliases: ['十字路口', '交叉路口'],
    meaning: '前方是十字形交叉路口，横向道路会有车辆和行人进入。',
    rule: '减速慢行，注意横向来车。没有信号灯和让行标志标线的路口，进路口前停车瞭望，让右方道路来车先行；转弯车让直行车。',
    svg: warningSign(fill('M93 68 H107 V112 H136 V126 H107 V158 H93 V126 H64 V112 H93 Z')),
  }),
  sign({
    key: 'warning-t-junction',
    name: 'T形交叉',
    aliases: ['丁字路口', 'T字路口'],
    meaning: '前方道路到头与横向道路相交成T形，只能左转或右转。',
    rule: '提前减速并开启转向灯，注意左右两侧来车，转弯车让直行车；没有信号灯和让行标志时让右方来车先行。',
    svg: warningSign(fill('M68 100 H132 V114 H107 V158 H93 V114 H68 Z')),
  }),
  sign({
    key: 'warning-side-road-right',
    name: 'T形交叉（右侧）',
    aliases: ['右侧T形交叉', '右侧丁字路口', '右侧有路口'],
    meaning: '前方道路右侧有一条相交道路，右侧可能有车驶出或驶入。',
    rule: '减速慢行，注意从右侧路口驶出、驶入的车辆和非机动车；在路口转弯的车辆让直行车辆先行。',
    svg: warningSign(fill('M93 72 H107 V108 H134 V122 H107 V158 H93 Z')),
  }),
  sign({
    key: 'warning-side-road-left',
    name: 'T形交叉（左侧）',
    aliases: ['左侧T形交叉', '左侧丁字路口', '左侧有路口'],
    meaning: '前方道路左侧有一条相交道路，左侧可能有车驶出或驶入。',
    rule: '减速慢行，注意从左侧路口驶出、驶入的车辆和非机动车；在路口转弯的车辆让直行车辆先行。',
    svg: warningSign(mirror(fill('M93 72 H107 V108 H134 V122 H107 V158 H93 Z'))),
  }),
  sign({
    key: 'warning-y-junction',
    name: 'Y形交叉',
    aliases: ['Y字路口', 'Y形路口'],
    meaning: '前方道路分成两条，呈Y形交叉。',
    rule: '提前减速，选定去向后开启转向灯，注意从另一条分支汇入的车辆。',
    svg: warningSign(line('M100 158 V122 M100 124 L76 94 M100 124 L124 94', 14)),
  }),
  sign({
    key: 'warning-roundabout',
    name: '环形交叉',
    aliases: ['环岛', '环形路口'],
    meaning: '前方是环形交叉路口（环岛），车辆绕中心岛逆时针行驶。',
    rule: '减速慢行；准备进入环形路口的车辆让已在路口内的车辆先行，驶出环岛时开启右转向灯。注意与蓝色圆形的"环岛行驶"指示标志区分。',
    svg: warningSign(ringArrows(100, 120, 30, K, 10)),
  }),
  // 平面线形
  sign({
    key: 'warning-sharp-left-turn',
    name: '向左急弯路',
    aliases: ['左急弯', '向左急转弯'],
    meaning: '前方道路向左急转弯，弯内视线不良。',
    rule: '提前减速，车速不超过每小时30公里，靠右行驶，不得超车，不得在弯道掉头、倒车或停车。',
    svg: warningSign(sharpLeft),
  }),
  sign({
    key: 'warning-sharp-right-turn',
    name: '向右急弯路',
    aliases: ['右急弯', '向右急转弯'],
    meaning: '前方道路向右急转弯，弯内视线不良。',
    rule: '提前减速，车速不超过每小时30公里，靠右行驶，不得超车，不得在弯道掉头、倒车或停车。',
    svg: warningSign(mirror(sharpLeft)),
  }),
  sign({
    key: 'warning-reverse-bend',
    name: '反向弯路',
    aliases: ['S弯', '反向弯'],
    meaning: '前方是两个相邻、方向相反的弯道（图示先向左后向右，也有先向右的镜像）。',
    rule: '提前减速，靠右行驶，控制好方向，弯道上不得超车。注意与三个弯以上的"连续弯路"区分。',
    svg: warningSign(pathArrow('M114 158 V138 Q114 124 100 122 Q88 120 88 106 V98', 88, 74, 0, 11, 26)),
  }),
  sign({
    key: 'warning-winding-road',
    name: '连续弯路',
    aliases: ['连续急弯'],
    meaning: '前方有三个或以上连续的弯道。',
    rule: '减速慢行，靠右行驶，不得超车，不要占用对向车道切弯。',
    svg: warningSign(
      line('M92 158 C72 148 78 136 96 132 S120 116 104 108 S82 92 96 84 L100 82', 11, K, 'round') +
        `<polygon points="100,62 88,84 112,84" fill="${K}" transform="rotate(-10 100 82)"/>`,
    ),
  }),
  // 纵断面
  sign({
    key: 'warning-steep-ascent',
    name: '上陡坡',
    aliases: ['陡坡', '上坡'],
    meaning: '前方是纵坡较大的上坡路段。',
    rule: '提前换入低速挡，保持足够动力匀速上坡，不得超车；狭窄坡路会车时上坡一方先行（下坡一方已行至中途而上坡一方未上坡时，下坡一方先行）。',
    svg: warningSign(
      `<polygon points="48,158 146,158 146,118" fill="${K}"/><g transform="translate(66 150.5) rotate(-22.2) scale(1.3)">${smallCar}</g>`,
    ),
  }),
  sign({
    key: 'warning-steep-descent',
    name: '下陡坡',
    aliases: ['陡坡', '下坡'],
    meaning: '前方是纵坡较大的下坡路段。',
    rule: '减速并用低速挡借发动机制动控制车速，车速不超过每小时30公里；不得熄火或空挡滑行，不得超车、掉头、倒车、停车。',
    svg: warningSign(
      `<polygon points="58,120 58,158 152,158" fill="${K}"/><g transform="translate(70 124.5) rotate(22) scale(1.3)">${smallCar}</g>`,
    ),
  }),
  sign({
    key: 'warning-long-descent',
    name: '连续下坡',
    aliases: ['长下坡', '连续长下坡'],
    meaning: '前方是连续的长距离下坡路段，常附辅助标志注明坡长。',
    rule: '提前换低速挡，用发动机制动控制车速，间断轻踩制动，避免长时间连续制动造成制动器过热失效；严禁熄火或空挡滑行。',
    svg: warningSign(
      `<polygon points="50,106 94,126 108,126 152,146 152,158 50,158" fill="${K}"/>` +
        `<g transform="translate(56 103) rotate(24) scale(1.05)">${smallCar}</g>`,
    ),
  }),
  sign({
    key: 'warning-hump-bridge',
    name: '驼峰桥',
    aliases: ['拱桥'],
    meaning: '前方是桥面拱起的驼峰桥，桥顶挡住对面视线。',
    rule: '减速靠右行驶；桥顶挡住视线，看不到对向来车，不要超车；桥梁上不得停车。',
    svg: warningSign(fill('M44 152 Q100 84 156 152 H140 Q100 108 60 152 Z') + fill('M44 156 H156 V150 H44 Z')),
  }),
  // 横断面
  sign({
    key: 'warning-road-narrows-both',
    name: '两侧变窄',
    aliases: ['窄路', '道路两侧变窄'],
    meaning: '前方道路两侧同时收窄，车道宽度减小。',
    rule: '减速慢行，车速不超过每小时30公里，不要超车；会车时减速靠右，必要时停车让对向车先过。',
    svg: warningSign(narrows(true, true)),
  }),
  sign({
    key: 'warning-road-narrows-left',
    name: '左侧变窄',
    aliases: ['窄路', '道路左侧变窄'],
    meaning: '前方道路左侧收窄，可通行宽度减小。',
    rule: '减速，车速不超过每小时30公里；左侧车辆提前观察并向右并线，注意与右侧车辆交替通行。',
    svg: warningSign(narrows(true, false)),
  }),
  sign({
    key: 'warning-road-narrows-right',
    name: '右侧变窄',
    aliases: ['窄路', '道路右侧变窄'],
    meaning: '前方道路右侧收窄，可通行宽度减小。',
    rule: '减速，车速不超过每小时30公里；右侧车辆提前观察并向左并线，注意与左侧车辆交替通行。',
    svg: warningSign(narrows(false, true)),
  }),
  sign({
    key: 'warning-narrow-bridge',
    name: '窄桥',
    aliases: ['桥面变窄'],
    meaning: '前方桥面宽度比路面窄。',
    rule: '减速，车速不超过每小时30公里，不得超车；对向来车时减速靠右，必要时在桥头停车等对向车先过；夜间在窄桥与非机动车会车时使用近光灯。',
    svg: warningSign(line('M80 80 L88 94 V142 L80 156', 9) + line('M120 80 L112 94 V142 L120 156', 9)),
  }),
  // 交通流
  sign({
    key: 'warning-two-way-traffic',
    name: '双向交通',
    aliases: ['双向行驶', '会车'],
    meaning: '前方由单向通行变为双向通行，或道路上有对向来车。',
    rule: '靠右行驶，注意对向来车，不要越过道路中心线；夜间会车在距对向来车150米以外改用近光灯。',
    svg: warningSign(
      arrowUp(114, 158, 80, K, 11, 28) + `<g transform="rotate(180 86 119)">${arrowUp(86, 158, 80, K, 11, 28)}</g>`,
    ),
  }),
  sign({
    key: 'warning-tidal-lane',
    name: '注意潮汐车道',
    aliases: ['潮汐车道', '可变车道'],
    meaning: '前方路段设有潮汐车道，其行驶方向随时段改变。',
    rule: '按车道上方的车道信号灯和标志行驶：绿色箭头的车道可以驶入，红色叉形的车道不得驶入；注意与"双向交通"区分。',
    svg: warningSign(
      `<g transform="rotate(180 76 120)">${arrowUp(76, 156, 92, K, 8, 20)}</g>` +
        arrowUp(124, 156, 92, K, 8, 20) +
        fill('M96 106 H104 V134 H96 Z') +
        head(100, 88, 0, 20) +
        head(100, 152, 180, 20),
    ),
  }),
  sign({
    key: 'warning-keep-distance',
    name: '注意保持车距',
    aliases: ['保持车距', '车距'],
    meaning: '提醒驾驶人与同车道前车保持足够的安全距离。',
    rule: '在高速公路上车速超过每小时100公里时与同车道前车保持100米以上，车速低于每小时100公里时可适当缩短，但最小不少于50米；可借车距确认线判断距离。',
    svg: warningSign(
      carSide(70, 154, K, 0.38) +
        carSide(130, 154, K, 0.38) +
        line('M88 124 H112', 4) +
        head(84, 124, -90, 12) +
        head(116, 124, 90, 12),
    ),
  }),
  sign({
    key: 'warning-merge',
    name: '注意合流',
    aliases: ['合流', '汇流', '右侧汇入'],
    meaning: '前方有车道从侧面汇入主路，汇入车辆会并入本道路。',
    rule: '主路车辆注意观察、控制车速；汇入的车辆开启转向灯，在不妨碍主路车辆正常行驶的前提下驶入。',
    svg: warningSign(line('M92 158 V76', 14) + line('M132 158 Q132 122 100 100', 12)),
  }),
  sign({
    key: 'warning-queue-ahead',
    name: '注意前方车辆排队',
    aliases: ['车辆排队', '前方排队', '拥堵'],
    meaning: '前方经常出现车辆排队等候的情况（如收费站、路口、拥堵路段）。',
    rule: '提前减速，准备停车，保持车距依次排队；不得借道超车或占用对面车道，不得穿插等候的车辆，高速公路上不得占用应急车道或在路肩上行驶。',
    width: 300,
    svg: panel(
      miniTriangle(
        84,
        46,
        carFront(100, 154, K, 0.44) + carFront(100, 118, K, 0.34) + carFront(100, 90, K, 0.25),
        Y,
        0.7,
      ) +
        text(218, 96, '前方车辆', { size: 28 }) +
        text(218, 136, '排队', { size: 28 }),
      Y,
    ),
  }),
  // 人与动物
  sign({
    key: 'warning-pedestrians',
    name: '注意行人',
    aliases: ['小心行人', '行人'],
    meaning: '前方行人较多，或有人行横道。',
    rule: '减速慢行，注意观察；行人正在通过人行横道时停车让行。注意与蓝色方形的"人行横道"指示标志区分。',
    svg: warningSign(person(98, 118) + `<rect x="70" y="152" width="60" height="5" fill="${K}"/>`),
  }),
  sign({
    key: 'warning-children',
    name: '注意儿童',
    aliases: ['小心儿童', '学校'],
    meaning: '前方是学校、幼儿园、少年宫等儿童经常出入的地方。',
    rule: '减速慢行，注意观察，随时准备停车让儿童先行；不得鸣喇叭催促。',
    svg: warningSign(person(82, 126, undefined, 0.78) + person(118, 126, undefined, 0.78)),
  }),
  sign({
    key: 'warning-disabled',
    name: '注意残疾人',
    aliases: ['残疾人', '轮椅'],
    meaning: '前方是残疾人经常出入或通行的地方。',
    rule: '减速慢行，注意避让残疾人，遇残疾人横过道路时停车让行。',
    svg: warningSign(wheelchair(98, 134, K, 0.95)),
  }),
  sign({
    key: 'warning-non-motor-vehicles',
    name: '注意非机动车',
    aliases: ['注意自行车', '非机动车'],
    meaning: '前方非机动车较多，或有非机动车横穿、汇入。',
    rule: '减速慢行，注意非机动车动态，保持足够的横向距离，不要鸣喇叭惊扰。',
    svg: warningSign(bicycle(100, 140, K, 1)),
  }),
  sign({
    key: 'warning-livestock',
    name: '注意牲畜',
    aliases: ['牲畜', '牛'],
    meaning: '前方路段经常有牲畜出没或横穿道路。',
    rule: '减速慢行，牲畜横穿时停车等候，不要鸣喇叭惊吓牲畜。',
    svg: warningSign(cow(96, 154, K, 0.95)),
  }),
  sign({
    key: 'warning-wild-animals',
    name: '注意野生动物',
    aliases: ['野生动物', '鹿'],
    meaning: '前方路段经常有野生动物出没或横穿。',
    rule: '减速慢行，注意观察路侧，动物横穿时停车等候，不要追赶或鸣喇叭惊扰。',
    svg: warningSign(deer(96, 156, K, 0.95)),
  }),
  // 路口设施
  sign({
    key: 'warning-traffic-signals',
    name: '注意信号灯',
    aliases: ['信号灯', '红绿灯'],
    meaning: '前方有信号灯控制的路口或人行横道，且不易提前看清。',
    rule: '减速，注意观察信号灯，按信号灯通行，做好停车准备。',
    svg: warningSign(
      `<rect x="85" y="74" width="30" height="84" rx="6" fill="${K}"/><circle cx="100" cy="89" r="9.5" fill="${C.red}"/><circle cx="100" cy="116" r="9.5" fill="${Y}"/><circle cx="100" cy="143" r="9.5" fill="${C.green}"/>`,
    ),
  }),
  sign({
    key: 'warning-guarded-railway-crossing',
    name: '有人看守铁路道口',
    aliases: ['有人看管铁路道口', '铁路道口', '栏杆'],
    meaning: '前方是有人看守、设有栏杆的铁路道口。',
    rule: '听从道口信号和看守人员指挥；栏杆放下或道口信号红灯亮、闪烁时停在停止线以外；车速不超过每小时30公里，不得超车、掉头、倒车，道口及其前后50米内不得停车。',
    svg: warningSign(
      line('M66 112 H134 M66 136 H134', 8) + line('M74 100 V152 M91 100 V152 M109 100 V152 M126 100 V152', 8),
    ),
  }),
  sign({
    key: 'warning-unguarded-railway-crossing',
    name: '无人看守铁路道口',
    aliases: ['无人看管铁路道口', '铁路道口', '火车'],
    meaning: '前方是没有栏杆、没有人看守的铁路道口。',
    rule: '减速或停车瞭望，确认两侧没有火车驶来再通过（一停二看三通过）；车速不超过每小时30公里，不得超车，道口内不得停车。',
    svg: warningSign(
      `<g transform="translate(90 126) scale(0.82) translate(-98 -118)"><g fill="${K}"><rect x="64" y="110" width="52" height="26"/><rect x="112" y="94" width="28" height="46"/><rect x="108" y="88" width="36" height="7"/><rect x="72" y="96" width="10" height="14"/><polygon points="64,124 52,142 64,142"/><circle cx="78" cy="146" r="9"/><circle cx="102" cy="146" r="9"/><circle cx="128" cy="148" r="7"/></g><rect x="118" y="100" width="16" height="14" fill="${Y}"/></g>`,
    ),
  }),
  sign({
    key: 'warning-railway-cross-symbol',
    name: '叉形符号',
    aliases: ['铁路道口叉形符号', '多股铁路', '十字叉'],
    meaning: '白底红边的叉形，设在无人看守铁路道口标志的上方，表示前方道口有多股铁路与道路相交。',
    rule: '减速或停车，左右瞭望，确认每一股铁轨上都没有火车驶来后再一次通过，不得在道口内停车。',
    svg:
      `<g transform="rotate(35 100 100)"><rect x="8" y="82" width="184" height="36" fill="${C.red}"/></g>` +
      `<g transform="rotate(-35 100 100)"><rect x="8" y="82" width="184" height="36" fill="${C.red}"/></g>` +
      `<g transform="rotate(35 100 100)"><rect x="14" y="88" width="172" height="24" fill="${C.white}"/></g>` +
      `<g transform="rotate(-35 100 100)"><rect x="14" y="88" width="172" height="24" fill="${C.white}"/></g>`,
  }),
  sign({
    key: 'warning-railway-distance-slashes',
    name: '斜杠符号',
    aliases: ['铁路道口距离', '道口距离标志', '三道杠'],
    meaning: '设在无人看守铁路道口标志下方，表示到道口的距离：一道斜杠距道口50米，两道100米，三道150米。',
    rule: '数斜杠判断离道口的距离，逐步减速，准备在道口前停车瞭望。',
    svg: [
      [24, 3],
      [84, 2],
      [144, 1],
    ]
      .map(([x, n]) => {
        let s = `<rect x="${x}" y="14" width="32" height="172" fill="${C.white}" stroke="${K}" stroke-width="2"/>`;
        for (let i = 0; i < (n as number); i++) {
          const y = 44 + i * 46;
          s += `<polygon points="${(x as number) + 1},${y + 26} ${(x as number) + 31},${y} ${(x as number) + 31},${y + 18} ${(x as number) + 1},${y + 44}" fill="${C.red}"/>`;
        }
        return s;
      })
      .join(''),
  }),
  // 道路与环境
  sign({
    key: 'warning-falling-rocks',
    name: '注意落石',
    aliases: ['落石', '小心落石'],
    meaning: '前方路段山体可能有石块滚落（图示左侧落石，另有右侧的镜像）。',
    rule: '注意观察山坡，不要在该路段停车逗留，确认安全后尽快平稳通过。注意与"傍山险路"区分。',
    svg: warningSign(
      `<polygon points="50,158 70,92 84,84 92,100 86,158" fill="${K}"/><g fill="${K}"><polygon points="100,100 112,96 116,108 104,112"/><polygon points="108,124 122,120 126,134 112,138"/><polygon points="98,140 108,138 110,148 100,150"/></g><rect x="50" y="152" width="96" height="6" fill="${K}"/>`,
    ),
  }),
  sign({
    key: 'warning-crosswind',
    name: '注意横风',
    aliases: ['横风', '风向袋'],
    meaning: '前方路段（如桥梁、山口、隧道出口）常有强烈侧风。',
    rule: '减速，双手握稳方向盘，遇侧风时微量修正方向，不要猛打方向。',
    svg: warningSign(
      `<rect x="66" y="80" width="7" height="78" fill="${K}"/>` +
        `<polygon points="73,84 134,96 134,112 73,116" fill="${K}"/>` +
        `<polygon points="94,88 106,90 106,112 94,113" fill="${Y}"/><polygon points="118,93 126,94 126,110 118,111" fill="${Y}"/>`,
    ),
  }),
  sign({
    key: 'warning-slippery',
    name: '易滑',
    aliases: ['路滑', '注意路滑'],
    meaning: '前方路面容易打滑（如雨雪天、路面结冰或有油污）。',
    rule: '减速，加大跟车距离，避免急加速、急刹车和急转方向。',
    svg: warningSign(
      carFront(100, 112, K, 0.55) +
        line('M84 114 C70 126 96 136 80 156', 5, K, 'round') +
        line('M116 114 C102 126 128 136 112 156', 5, K, 'round'),
    ),
  }),
  sign({
    key: 'warning-mountain-road',
    name: '傍山险路',
    aliases: ['山路', '临崖'],
    meaning: '前方道路一侧靠山、一侧临崖（图示左侧靠山，另有右侧的镜像）。',
    rule: '减速谨慎驾驶，与临崖一侧路边保持距离；在狭窄的山路会车时，不靠山体的一方先行。',
    svg: warningSign(
      fill('M46 158 L84 86 L98 112 V126 H126 L132 158 Z') +
        `<polygon points="138,132 146,130 146,138" fill="${K}"/><polygon points="144,146 152,143 152,152" fill="${K}"/>`,
    ),
  }),
  sign({
    key: 'warning-embankment',
    name: '堤坝路',
    aliases: ['堤坝', '临水路'],
    meaning: '前方道路沿水库、湖泊、河流的堤坝修建，一侧临水（图示右侧临水，另有镜像）。',
    rule: '减速谨慎驾驶，不要靠近临水一侧路边，会车时提前减速避让。',
    svg: warningSign(fill('M48 158 L84 96 H104 L114 158 Z') + waves(118, 136, 34, 2, 11, K, 5)),
  }),
  sign({
    key: 'warning-village',
    name: '村庄',
    aliases: ['村镇', '注意村庄'],
    meaning: '前方道路穿过或紧靠村庄、集镇。',
    rule: '减速慢行，注意行人、儿童、非机动车和牲畜突然横穿道路。',
    svg: warningSign(house(80, 156, 38, 30) + house(112, 156, 28, 48) + tree(140, 156)),
  }),
  sign({
    key: 'warning-tunnel',
    name: '隧道',
    aliases: ['前方隧道'],
    meaning: '前方有隧道，进出口光线变化大。',
    rule: '减速，开启前照灯（近光）和示廓灯；隧道内不得超车、掉头、倒车、停车，保持车距。',
    svg: warningSign(
      fill('M54 158 C58 112 78 92 100 92 C122 92 142 112 146 158 Z') +
        fill('M80 158 V134 A20 20 0 0 1 120 134 V158 Z', Y),
    ),
  }),
  sign({
    key: 'warning-ferry',
    name: '渡口',
    aliases: ['轮渡', '渡船'],
    meaning: '前方道路到渡口，车辆要乘渡船过河。',
    rule: '减速慢行，服从渡口管理人员指挥，依次上下渡船，在渡船上拉紧驻车制动。',
    svg: warningSign(carSide(100, 126, K, 0.44) + fill('M58 130 H142 L132 146 H68 Z') + waves(52, 152, 96, 1, 0, K, 5)),
  }),
  sign({
    key: 'warning-uneven-road',
    name: '路面不平',
    aliases: ['颠簸路面', '不平路'],
    meaning: '前方路面颠簸不平。',
    rule: '减速慢行，握稳方向盘平稳通过。',
    svg: warningSign(surface('uneven')),
  }),
  sign({
    key: 'warning-bump',
    name: '路面高突',
    aliases: ['高突路面', '凸起'],
    meaning: '前方路面有突起（如减速丘）。',
    rule: '提前减速，低速平稳驶过。',
    svg: warningSign(surface('bump')),
  }),
  sign({
    key: 'warning-dip',
    name: '路面低洼',
    aliases: ['低洼路面', '凹陷'],
    meaning: '前方路面有凹陷低洼处，雨天可能积水。',
    rule: '提前减速，低速平稳驶过；有积水时先判断深度再通过。',
    svg: warningSign(surface('dip')),
  }),
  sign({
    key: 'warning-ford',
    name: '过水路面',
    aliases: ['漫水路', '涉水路段'],
    meaning: '前方路面有水漫过（漫水路、漫水桥）。',
    rule: '先停车察看水深和流速，确认能通过后用低速挡平稳驶过，途中不换挡、不停车；出水后轻踩几次制动，恢复制动效果。',
    svg: warningSign(carSide(100, 128, K, 0.5) + fill('M50 132 H150 V138 H50 Z') + waves(54, 148, 92, 1, 0, K, 5)),
  }),
  sign({
    key: 'warning-accident-blackspot',
    name: '事故易发路段',
    aliases: ['事故多发路段', '事故易发'],
    meaning: '前方路段交通事故多发。',
    rule: '谨慎驾驶，降低车速，集中注意力观察，不要超车。',
    width: 300,
    height: 160,
    svg: panel(text(150, 96, '事故易发路段', { size: 38 }), Y, 300, 160),
  }),
  sign({
    key: 'warning-slow-down',
    name: '慢行',
    aliases: ['减速慢行', '慢'],
    meaning: '前方路况需要减速慢行（如学校、村镇、路况复杂处）。',
    rule: '降低车速，谨慎通过，注意观察前方情况。',
    svg: warningSign(text(100, 150, '慢', { size: 60 })),
  }),
  sign({
    key: 'warning-detour-both',
    name: '左右绕行',
    aliases: ['注意障碍物', '两侧绕行'],
    meaning: '前方道路有障碍物，车辆可以从左侧或右侧绕过。',
    rule: '减速，按箭头方向绕过障碍物；没有中心线的道路上会车时，无障碍的一方先行，但有障碍的一方已驶入障碍路段而无障碍的一方未驶入时，有障碍的一方先行。',
    svg: warningSign(detour(true, true)),
  }),
  sign({
    key: 'warning-detour-left',
    name: '左侧绕行',
    aliases: ['注意障碍物', '向左绕行'],
    meaning: '前方道路有障碍物，车辆应从障碍物左侧绕过。',
    rule: '减速，确认左侧（对向）无来车后从障碍物左侧绕行，绕过后及时回到原车道；对向来车时停车让行。',
    svg: warningSign(detour(true, false)),
  }),
  sign({
    key: 'warning-detour-right',
    name: '右侧绕行',
    aliases: ['注意障碍物', '向右绕行'],
    meaning: '前方道路有障碍物，车辆应从障碍物右侧绕过。',
    rule: '减速，从障碍物右侧绕行，注意右侧的非机动车和行人。',
    svg: warningSign(detour(false, true)),
  }),
  sign({
    key: 'warning-danger',
    name: '注意危险',
    aliases: ['危险', '感叹号'],
    meaning: '前方有其他警告标志无法表达的危险情况。',
    rule: '减速慢行，谨慎驾驶，注意观察前方路况。',
    svg: warningSign(fill('M91 72 H109 L105 130 H95 Z') + `<circle cx="100" cy="145" r="10" fill="${K}"/>`),
  }),
  sign({
    key: 'warning-roadworks',
    name: '施工',
    aliases: ['前方施工', '道路施工'],
    meaning: '前方道路正在施工或养护。',
    rule: '减速慢行，注意施工人员和机械，按锥桶和作业区标志指引通行，必要时绕道。',
    svg: warningSign(worker(90, 156, K, 0.95)),
  }),
  sign({
    key: 'warning-advisory-speed',
    name: '建议速度',
    aliases: ['推荐速度'],
    meaning: '建议车辆在前方路段（如弯道、匝道）以不高于所示的速度行驶。',
    rule: '这是建议而非强制限速（强制的是红圈的限速禁令标志），但应按建议速度减速，以免在弯道等处失控。',
    svg: panel(text(100, 118, '40', { size: 88 }) + text(100, 160, 'km/h', { size: 30 }), Y, 200, 200),
  }),
  sign({
    key: 'warning-tunnel-lights',
    name: '隧道开车灯',
    aliases: ['开车灯', '开灯'],
    meaning: '提醒驾驶人进入隧道前开启车灯。GB 5768.2-2022已改用蓝色的"开车灯"指示标志，旧标志仍会见到。',
    rule: '进入隧道前开启前照灯（近光）和示廓灯，出隧道后视情况关闭；隧道内不要开远光。',
    svg: warningSign(
      fill('M50 158 C52 128 62 114 78 114 C94 114 104 128 106 158 Z') +
        fill('M66 158 V142 A12 12 0 0 1 90 142 V158 Z', Y) +
        fill('M112 104 Q134 104 134 122 Q134 140 112 140 Z') +
        line('M138 110 H152 M138 122 H154 M138 134 H152', 4),
    ),
  }),
  sign({
    key: 'warning-escape-lane',
    name: '避险车道',
    aliases: ['紧急避险车道', '避险'],
    meaning: '前方长下坡路段设有避险车道，供制动失效的车辆驶入减速停车。',
    rule: '下坡时一旦制动失效，立即开启危险报警闪光灯，驶入避险车道停下；正常车辆不得占用避险车道。',
    width: 300,
    svg: panel(
      miniTriangle(
        84,
        46,
        line('M90 158 V76', 12) +
          line('M96 150 Q96 126 134 116', 10) +
          line('M112 112 L118 130 M122 108 L128 126 M132 106 L138 124', 4),
        Y,
        0.7,
      ) + text(218, 112, '避险车道', { size: 28 }),
      Y,
    ),
  }),
  sign({
    key: 'warning-icy-road',
    name: '注意路面结冰',
    aliases: ['路面结冰', '结冰'],
    meaning: '前方路段路面可能结冰。',
    rule: '减速，在冰雪路面上车速不超过每小时30公里，加大车距，轻踩制动、缓转方向，避免急刹车。',
    width: 300,
    svg: panel(
      miniTriangle(84, 46, snowflake(100, 122, 30, K, 7), Y, 0.7) + text(218, 112, '路面结冰', { size: 28 }),
      Y,
    ),
  }),
  sign({
    key: 'warning-rain-snow',
    name: '注意雨（雪）天',
    aliases: ['雨雪天气', '注意雨雪'],
    meaning: '前方路段常遇降雨或降雪。',
    rule: '减速，开启示廓灯和近光灯，加大车距；能见度在50米以内时车速不超过每小时30公里。',
    width: 300,
    svg: panel(
      miniTriangle(
        84,
        46,
        fill('M66 118 Q64 98 84 98 Q92 82 110 88 Q130 86 132 104 Q142 108 138 118 Z') +
          line('M76 128 L70 140 M96 128 L90 140 M116 128 L110 140 M86 142 L80 154 M106 142 L100 154', 5, K, 'round'),
        Y,
        0.7,
      ) +
        text(218, 96, '雨（雪）', { size: 28 }) +
        text(218, 136, '天气', { size: 28 }),
      Y,
    ),
  }),
  sign({
    key: 'warning-fog',
    name: '注意雾天',
    aliases: ['雾天', '团雾'],
    meaning: '前方路段容易起雾、出现团雾。',
    rule: '开启雾灯、近光灯、示廓灯和前后位灯，减速并加大车距；高速公路上能见度小于200米时车速不超过每小时60公里，小于100米时不超过每小时40公里并开危险报警闪光灯，小于50米时不超过每小时20公里并尽快从最近的出口驶离。',
    width: 300,
    svg: panel(
      miniTriangle(84, 46, line('M80 110 H120 M70 126 H130 M60 142 H140', 8, K, 'round'), Y, 0.7) +
        text(218, 112, '雾天', { size: 30 }),
      Y,
    ),
  }),
  sign({
    key: 'warning-adverse-weather',
    name: '注意不利气象条件',
    aliases: ['不利气象', '恶劣天气'],
    meaning: '前方路段常出现雨、雪、雾、风、沙尘等不利气象条件，辅助标志或可变信息会注明具体情况。',
    rule: '减速慢行，加大车距，按能见度开启灯光；能见度在50米以内时车速不超过每小时30公里。',
    width: 300,
    svg: panel(
      miniTriangle(
        84,
        46,
        fill('M91 72 H109 L105 130 H95 Z') + `<circle cx="100" cy="145" r="10" fill="${K}"/>`,
        Y,
        0.7,
      ) +
        text(218, 96, '不利气象', { size: 28 }) +
        text(218, 136, '注意安全', { size: 28 }),
      Y,
    ),
  }),
];
