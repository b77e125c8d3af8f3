import { C } from '../colours';
import { asphalt, carTop, hDashed, hSolid, MH, MW, roadArrow, roadWords, vDashed, vSolid } from '../figures/atlas-more';
import type { AtlasEntry } from '../types';

/**
 * 道路交通标线 (GB 5768.3): each drawn as a stretch of road seen from above, 240 × 200. Traffic keeps to the
 * right, so on a two-way road the right half carries traffic up the page and the left half traffic down it.
 */

const box = { kind: 'marking' as const, width: MW, height: MH };
const edges = vSolid(12, C.white) + vSolid(228, C.white);

/** A two-way road with the given centre line: traffic going up on the right, coming down on the left. */
const twoWayRoad = (centre: string) =>
  asphalt() + edges + centre + roadArrow('straight', 174, 180) + roadArrow('straight', 66, 20, 0.6, C.white, true);

export const markings: AtlasEntry[] = [
  // ── 指示标线 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    ...box,
    key: 'marking-yellow-dashed-centre',
    group: 'indicating',
    name: '可跨越对向车行道分界线',
    aliases: ['中心黄色虚线', '黄虚线', '可跨越对向车道分界线'],
    meaning: '黄色虚线，划分对向行驶的交通流，表示在保证安全时准许越线。',
    rule: '确保安全时可以越线超车或向左转弯、掉头；超车后应尽快驶回本方车道，不得长时间压线或在对向车道内行驶。',
    svg: twoWayRoad(vDashed(120, C.yellow)),
  },
  {
    ...box,
    key: 'marking-white-dashed-lane',
    group: 'indicating',
    name: '可跨越同向车行道分界线',
    aliases: ['白色虚线', '车道分界线', '同向车道分界虚线'],
    meaning: '白色虚线，分隔同一方向行驶的相邻车道，表示准许变更车道。',
    rule: '在不影响相关车道内车辆正常行驶的前提下可以变更车道；变道前提前开启转向灯，观察后方来车。',
    svg:
      asphalt() +
      edges +
      vDashed(84, C.white) +
      vDashed(156, C.white) +
      roadArrow('straight', 48, 180) +
      roadArrow('straight', 192, 180) +
      carTop(120, 70),
  },
  {
    ...box,
    key: 'marking-edge-line',
    group: 'indicating',
    name: '车行道边缘线',
    aliases: ['边缘线', '路边线', '机非分界线'],
    meaning: '标示机动车道的边缘，或分隔机动车道与非机动车道、路肩。',
    rule: '边缘线为白色实线时车辆不得越线行驶；为白色虚线的路段（如出入口、路边停车处）车辆可以越线进出。',
    svg:
      asphalt() +
      `<rect x="196" y="0" width="44" height="${MH}" fill="${C.grey}"/>` +
      vSolid(196, C.white, 0, 90, 6) +
      vDashed(196, C.white, 90, 200, 20, 14, 6) +
      vDashed(98, C.white) +
      roadArrow('straight', 48, 180) +
      roadArrow('straight', 148, 180),
  },
  {
    ...box,
    key: 'marking-tidal-lane',
    group: 'indicating',
    name: '潮汐车道线',
    aliases: ['可变车道', '潮汐车道', '双黄虚线'],
    meaning: '双黄色虚线围出的车道，其行驶方向随早晚高峰等时段改变。',
    rule: '按车道上方的车道信号灯或标志行驶：绿色箭头灯亮时可以驶入，红色叉形灯亮时不得驶入该车道。',
    svg:
      asphalt() +
      edges +
      vDashed(94, C.yellow) +
      vDashed(102, C.yellow) +
      vDashed(138, C.yellow) +
      vDashed(146, C.yellow) +
      vDashed(53, C.white) +
      vDashed(187, C.white) +
      roadArrow('straight', 120, 110, 0.5) +
      roadArrow('straight', 120, 90, 0.5, C.white, true) +
      roadArrow('straight', 207, 180, 0.45) +
      roadArrow('straight', 33, 20, 0.45, C.white, true),
  },
  {
    ...box,
    key: 'marking-left-turn-waiting',
    group: 'indicating',
    name: '左弯待转区线',
    aliases: ['左转待转区', '待转区'],
    meaning: '由停止线向路口内延伸的两条白色虚线围成的区域，供左转车辆在直行时段提前进入等候。',
    rule: '直行绿灯亮时，左转车辆可以进入待转区等候；左转绿灯亮时驶出；左转时段结束时不得在区内停留，直行与左转均为红灯时不得进入。',
    svg:
      asphalt() +
      vSolid(12, C.white, 130, 200) +
      vSolid(228, C.white, 130, 200) +
      vSolid(120, C.yellow, 130, 200) +
      vSolid(126, C.yellow, 130, 200) +
      vSolid(174, C.white, 130, 200) +
      hSolid(130, C.white, 123, 228) +
      `<path d="M126 128 Q122 80 100 30 M172 128 Q164 80 146 30" fill="none" stroke="${C.white}" stroke-width="5" stroke-dasharray="14 10"/>` +
      `<path d="M98 30 L148 30" stroke="${C.white}" stroke-width="5" stroke-dasharray="10 6"/>` +
      roadArrow('left', 142, 110, 0.32) +
      roadArrow('left', 150, 198, 0.45) +
      roadArrow('straight', 201, 198, 0.45),
  },
  {
    ...box,
    key: 'marking-junction-guide',
    group: 'indicating',
    name: '路口导向线',
    aliases: ['路口导向虚线', '路口内导向线'],
    meaning: '画在交叉路口内的虚线，引导车辆按规定的轨迹通过路口。',
    rule: '通过大型或形状复杂的路口时沿导向线行驶，左转按导向线绕行，不得随意斜穿或抢行。',
    svg:
      asphalt() +
      `<rect x="0" y="0" width="50" height="50" fill="${C.grey}"/><rect x="190" y="0" width="50" height="50" fill="${C.grey}"/>` +
      `<rect x="0" y="150" width="50" height="50" fill="${C.grey}"/><rect x="190" y="150" width="50" height="50" fill="${C.grey}"/>` +
      hSolid(156, C.white, 122, 190) +
      vSolid(120, C.yellow, 156, 200) +
      `<path d="M140 156 Q136 96 50 88" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="12 9"/>` +
      `<path d="M166 156 Q160 72 50 64" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="12 9"/>` +
      roadArrow('left', 153, 198, 0.35),
  },
  {
    ...box,
    key: 'marking-guide-lanes',
    group: 'indicating',
    name: '导向车道线',
    aliases: ['导向车道', '导向箭头车道', '白实线车道'],
    meaning: '路口前的车道分界线，配合导向箭头指示各车道进入路口后的行驶方向。',
    rule: '在虚线段按行驶方向提前选择车道；导向车道线为白色实线，进入后不得变更车道，按箭头方向通过路口。',
    svg:
      asphalt() +
      hSolid(16, C.white, 0, MW, 8) +
      edges +
      vSolid(84, C.white, 20, 140) +
      vDashed(84, C.white, 140, 200) +
      vSolid(156, C.white, 20, 140) +
      vDashed(156, C.white, 140, 200) +
      roadArrow('left', 50, 150, 0.7) +
      roadArrow('straight', 120, 150, 0.7) +
      roadArrow('right', 190, 150, 0.7),
  },
  {
    ...box,
    key: 'marking-guide-arrows',
    group: 'indicating',
    name: '导向箭头',
    aliases: ['路面箭头', '车道箭头', '直行箭头', '左转箭头'],
    meaning: '画在车道内的白色箭头，指示该车道车辆的行驶方向：直行、左转、右转、直行或左转、掉头等。',
    rule: '驶入导向车道后按箭头所指方向行驶；没有禁止掉头标志、标线的路口，可以在左转车道内掉头。',
    svg:
      asphalt() +
      edges +
      [60, 100, 140, 180].map((x) => vSolid(x - 10, C.white, 0, 200, 3)).join('') +
      roadArrow('uturn', 44, 150, 0.5) +
      roadArrow('left', 76, 150, 0.5) +
      roadArrow('straight-left', 116, 150, 0.5) +
      roadArrow('straight', 150, 150, 0.5) +
      roadArrow('straight-right', 194, 150, 0.5),
  },
  {
    ...box,
    key: 'marking-variable-guide-lane',
    group: 'indicating',
    name: '可变导向车道线',
    aliases: ['锯齿线车道', '可变车道线', '白色折线车道'],
    meaning: '白色锯齿形（折线）车道线围成的导向车道，其行驶方向随路口上方的可变导向车道标志改变。',
    rule: '驶入前看清上方可变导向车道标志当时显示的方向，按标志所示方向通过路口；进入后不得变更车道。',
    svg:
      asphalt() +
      hSolid(16, C.white, 0, MW, 8) +
      edges +
      [84, 156]
        .map(
          (x) =>
            `<polyline points="${Array.from({ length: 9 }, (_, i) => `${x + (i % 2 ? -7 : 7)},${20 + i * 22.5}`).join(' ')}" fill="none" stroke="${C.white}" stroke-width="4"/>`,
        )
        .join('') +
      roadArrow('left', 48, 160, 0.6) +
      roadArrow('straight', 192, 160, 0.6),
  },
  {
    ...box,
    key: 'marking-crosswalk',
    group: 'indicating',
    name: '人行横道线',
    aliases: ['斑马线', '人行横道'],
    meaning: '一组白色平行粗实线，标示行人横过道路的位置。',
    rule: '机动车行经人行横道时应当减速；遇行人正在通过时应当停车让行；不得在人行横道上停车或掉头。',
    svg:
      asphalt() +
      edges +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="${20 + i * 17.5}" y="50" width="10" height="64" fill="${C.white}"/>`,
      ).join('') +
      hSolid(136, C.white, 120, 228) +
      vSolid(120, C.yellow, 136, 200) +
      carTop(174, 172),
  },
  {
    ...box,
    key: 'marking-crosswalk-ahead',
    group: 'indicating',
    name: '人行横道预告标示',
    aliases: ['菱形标线', '白色菱形', '人行横道预告'],
    meaning: '车道中央的白色菱形图案，预告前方不远处有人行横道。',
    rule: '看到菱形预告标示应减速，注意观察前方人行横道上的行人，准备停车让行。',
    svg:
      asphalt() +
      edges +
      vSolid(120, C.yellow) +
      Array.from(
        { length: 6 },
        (_, i) => `<rect x="${128 + i * 16.5}" y="10" width="9" height="40" fill="${C.white}"/>`,
      ).join('') +
      hSolid(64, C.white, 122, 228) +
      `<polygon points="174,100 190,140 174,180 158,140" fill="none" stroke="${C.white}" stroke-width="6"/>`,
  },
  {
    ...box,
    key: 'marking-following-distance',
    group: 'indicating',
    name: '车距确认线',
    aliases: ['车距确认', '安全距离确认线'],
    meaning: '高速公路等道路上横跨车道的白色平行粗线，为驾驶人判断与前车的距离提供参照。',
    rule: '对照车距确认线判断跟车距离：高速公路上车速超过100 km/h时与同车道前车保持100米以上，低于100 km/h时不得少于50米。',
    svg:
      asphalt() +
      edges +
      vDashed(120, C.white) +
      [36, 100, 164].map((y) => hSolid(y, C.white, 14, 226, 10)).join('') +
      carTop(66, 68) +
      carTop(174, 134),
  },
  {
    ...box,
    key: 'marking-parking-space',
    group: 'indicating',
    name: '停车位标线',
    aliases: ['停车位', '车位线', '泊位线'],
    meaning: '路边或停车场内画出的车位框，标示准许停车的位置和停放方式。',
    rule: '只在车位框内停车，按框线所示的方向和方式停放，车身不得压线或占用相邻车位、车道。',
    svg:
      asphalt() +
      `<rect x="196" y="0" width="44" height="${MH}" fill="${C.grey}"/>` +
      vSolid(120, C.yellow) +
      roadArrow('straight', 66, 20, 0.5, C.white, true) +
      `<path d="M148 10 H194 M148 10 V190 M148 70 H194 M148 130 H194 M148 190 H194" fill="none" stroke="${C.white}" stroke-width="5"/>` +
      carTop(171, 100) +
      carTop(171, 160),
  },

  // ── 禁止标线 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    ...box,
    key: 'marking-double-yellow',
    group: 'prohibitory',
    name: '禁止跨越对向车行道分界线（双黄实线）',
    aliases: ['双黄线', '中心双实线', '黄色双实线'],
    meaning: '道路中心的黄色双实线，分隔对向车流，严格禁止车辆跨越或压线。',
    rule: '不得越线或压线行驶，不得越线超车、左转弯或掉头；压黄实线属于违反禁止标线指示的违法行为。',
    svg: twoWayRoad(vSolid(114, C.yellow) + vSolid(126, C.yellow)),
  },
  {
    ...box,
    key: 'marking-single-yellow',
    group: 'prohibitory',
    name: '禁止跨越对向车行道分界线（黄色单实线）',
    aliases: ['单黄线', '黄色实线', '中心单实线'],
    meaning: '道路中心的黄色单实线，分隔对向车流，禁止双方车辆越线或压线。',
    rule: '两侧车辆都不得越线超车、转弯或掉头，也不得压线行驶。',
    svg: twoWayRoad(vSolid(120, C.yellow)),
  },
  {
    ...box,
    key: 'marking-yellow-broken-solid',
    group: 'prohibitory',
    name: '黄色虚实线',
    aliases: ['中心黄色虚实线', '虚实线', '禁止跨越对向车行道分界线（虚实线）'],
    meaning: '一侧实线、一侧虚线的中心黄线：实线一侧禁止越线，虚线一侧准许越线。',
    rule: '靠虚线一侧的车辆在确保安全时可以暂时越线超车或转弯；靠实线一侧的车辆不得越线。图中向上行驶的车辆靠虚线。',
    svg: twoWayRoad(vSolid(113, C.yellow) + vDashed(127, C.yellow)),
  },
  {
    ...box,
    key: 'marking-white-solid-lane',
    group: 'prohibitory',
    name: '禁止跨越同向车行道分界线',
    aliases: ['白色实线', '白实线', '禁止变道线'],
    meaning: '分隔同向车道的白色实线，禁止车辆跨越变更车道。',
    rule: '不得越线或压线变更车道；需要变道应在白色虚线路段进行。',
    svg:
      asphalt() +
      edges +
      vSolid(84, C.white) +
      vSolid(156, C.white) +
      roadArrow('straight', 48, 180) +
      roadArrow('straight', 120, 180) +
      roadArrow('straight', 192, 180),
  },
  {
    ...box,
    key: 'marking-stop-line',
    group: 'prohibitory',
    name: '停止线',
    aliases: ['白色停止线'],
    meaning: '路口前横跨车道的白色实线，标示车辆等候放行时的停车位置。',
    rule: '红灯亮或交警示意停止时，车辆应停在停止线以外，不得越线；黄灯亮时已越过停止线的车辆可以继续通行。',
    svg:
      asphalt() +
      edges +
      vSolid(120, C.yellow, 80, 200) +
      vSolid(174, C.white, 80, 200) +
      hSolid(80, C.white, 123, 228, 8) +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="${20 + i * 17.5}" y="20" width="10" height="44" fill="${C.white}"/>`,
      ).join('') +
      carTop(147, 112) +
      carTop(201, 112),
  },
  {
    ...box,
    key: 'marking-stop-and-yield',
    group: 'prohibitory',
    name: '停车让行线',
    aliases: ['停车让行标线', '停字标线'],
    meaning: '两条平行白色实线加白色“停”字，表示车辆必须在此停车让干路车辆先行。',
    rule: '必须在线前停车瞭望，让干路车辆先行，确认安全后方可通过；未停车直接通过属于违法。',
    svg:
      asphalt() +
      hSolid(3, C.white, 0, MW, 6) +
      vSolid(120, C.yellow, 64, 200) +
      vSolid(228, C.white, 64, 200) +
      vSolid(12, C.white, 64, 200) +
      hSolid(68, C.white, 123, 228, 6) +
      hSolid(80, C.white, 123, 228, 6) +
      roadWords(174, 140, '停', 34),
  },
  {
    ...box,
    key: 'marking-slow-and-yield',
    group: 'prohibitory',
    name: '减速让行线',
    aliases: ['减速让行标线', '倒三角标线'],
    meaning: '两条平行白色虚线加白色倒三角形，表示车辆应减速让干路车辆先行。',
    rule: '驶近时减速慢行，必要时在线前停车，让干路车辆先行后再通过。',
    svg:
      asphalt() +
      hSolid(3, C.white, 0, MW, 6) +
      vSolid(120, C.yellow, 64, 200) +
      vSolid(228, C.white, 64, 200) +
      vSolid(12, C.white, 64, 200) +
      hDashed(68, C.white, 123, 228) +
      hDashed(80, C.white, 123, 228) +
      `<polygon points="150,110 198,110 174,176" fill="none" stroke="${C.white}" stroke-width="7" stroke-linejoin="miter"/>`,
  },
  {
    ...box,
    key: 'marking-no-parking-kerb',
    group: 'prohibitory',
    name: '禁止停车线（黄色实线）',
    aliases: ['禁止停车标线', '路边黄实线', '禁止长时及临时停车线'],
    meaning: '画在路缘石或车行道边缘的黄色实线，表示该路段禁止停车。',
    rule: '沿线既不得长时间停放，也不得临时停车（含上下人员、装卸货物）。',
    svg:
      asphalt() +
      `<rect x="208" y="0" width="32" height="${MH}" fill="${C.grey}"/>` +
      vSolid(204, C.yellow, 0, 200, 8) +
      vSolid(120, C.yellow) +
      vDashed(164, C.white) +
      roadArrow('straight', 142, 180, 0.5) +
      roadArrow('straight', 186, 180, 0.5),
  },
  {
    ...box,
    key: 'marking-no-long-parking-kerb',
    group: 'prohibitory',
    name: '禁止长时停车线（黄色虚线）',
    aliases: ['路边黄虚线', '禁止长时停车标线'],
    meaning: '画在路缘石或车行道边缘的黄色虚线，表示该路段禁止长时间停放车辆。',
    rule: '可以临时停车上下人员或装卸物品，驾驶人不得离开车辆，事毕即走；不得长时间停放。',
    svg:
      asphalt() +
      `<rect x="208" y="0" width="32" height="${MH}" fill="${C.grey}"/>` +
      vDashed(204, C.yellow, 0, 200, 28, 22, 8) +
      vSolid(120, C.yellow) +
      vDashed(164, C.white) +
      carTop(186, 120),
  },
  {
    ...box,
    key: 'marking-grid-box',
    group: 'prohibitory',
    name: '网状线',
    aliases: ['黄色网格线', '禁止停车区域', '网格线'],
    meaning: '黄色边框内画交叉斜线的区域，标示禁止以任何原因停车的地方（如路口、单位门前）。',
    rule: '车辆可以驶过，但不得在网状线区域内停留；前方拥堵、出口不畅时不得驶入，应在区域外等候。',
    svg:
      asphalt() +
      `<defs><clipPath id="marking-grid-box-clip"><rect x="40" y="30" width="160" height="140"/></clipPath></defs>` +
      `<g clip-path="url(#marking-grid-box-clip)" stroke="${C.yellow}" stroke-width="4">` +
      Array.from({ length: 11 }, (_, i) => {
        const x = -100 + i * 40;
        return `<line x1="${x}" y1="30" x2="${x + 140}" y2="170"/><line x1="${x + 140}" y1="30" x2="${x}" y2="170"/>`;
      }).join('') +
      `</g><rect x="40" y="30" width="160" height="140" fill="none" stroke="${C.yellow}" stroke-width="6"/>`,
  },
  {
    ...box,
    key: 'marking-diversion',
    group: 'prohibitory',
    name: '导流线',
    aliases: ['导流标线', '导流区', 'V形线', '斑马线导流带'],
    meaning: '白色实线围出并填有斜线或 V 形线的区域，引导车辆按规定路线分流或合流。',
    rule: '车辆不得压线或驶入导流线区域行驶、停车；分流时应提前选好车道，错过出口不得斜穿导流线。',
    svg:
      asphalt() +
      vSolid(12, C.white) +
      vSolid(228, C.white, 0, 200) +
      vDashed(80, C.white, 100, 200) +
      `<path d="M148 200 L148 190 L120 0 M148 190 L176 0" fill="none" stroke="${C.white}" stroke-width="5"/>` +
      `<defs><clipPath id="marking-diversion-clip"><path d="M148 190 L120 0 H176 Z"/></clipPath></defs>` +
      `<g clip-path="url(#marking-diversion-clip)" stroke="${C.white}" stroke-width="6" fill="none">` +
      [20, 50, 80, 110, 140, 170].map((y) => `<path d="M110 ${y - 28} L148 ${y} L186 ${y - 28}"/>`).join('') +
      `</g>` +
      roadArrow('straight', 200, 196, 0.4) +
      roadArrow('straight', 46, 196, 0.4),
  },
  {
    ...box,
    key: 'marking-bus-lane',
    group: 'prohibitory',
    name: '公交专用车道线',
    aliases: ['公交车道', '公交专用道', '专用车道线'],
    meaning: '黄色虚线标示的车道，内有“公交专用”字样，只准公交车在规定时段通行。',
    rule: '专用车道内只准许规定的车辆通行，其他车辆不得驶入行驶或停车；标有时段的按时段执行。',
    svg:
      asphalt() +
      edges +
      vDashed(84, C.white) +
      vDashed(156, C.yellow, 0, 200, 28, 22, 6) +
      roadWords(192, 70, '公交', 20) +
      roadWords(192, 110, '专用', 20) +
      carTop(48, 120) +
      carTop(120, 60),
  },
  {
    ...box,
    key: 'marking-no-u-turn',
    group: 'prohibitory',
    name: '禁止掉头标记',
    aliases: ['禁止掉头标线', '黄色掉头箭头'],
    meaning: '黄色掉头箭头上叠加黄色叉形，表示该处禁止车辆掉头。',
    rule: '看到此标记不得在该处掉头，应驶到准许掉头的地点掉头。',
    svg:
      asphalt() +
      edges +
      vSolid(120, C.white) +
      roadArrow('uturn', 92, 190, 1, C.yellow) +
      `<path d="M28 84 L100 168 M100 84 L28 168" stroke="${C.road}" stroke-width="13"/>` +
      `<path d="M28 84 L100 168 M100 84 L28 168" stroke="${C.yellow}" stroke-width="6"/>` +
      roadArrow('straight', 174, 190),
  },

  // ── 警告标线 ──────────────────────────────────────────────────────────────────────────────────────────
  {
    ...box,
    key: 'marking-speed-reduction',
    group: 'cautionary',
    name: '减速标线',
    aliases: ['车行道横向减速标线', '减速线', '横向减速标线'],
    meaning: '横跨车道、成组排列的白色虚线，提醒驾驶人前方需要减速（如收费站、急弯、陡坡、事故多发处）。',
    rule: '驶过减速标线时应减速慢行，注意前方路况。',
    svg:
      asphalt() +
      edges +
      vDashed(120, C.white) +
      [30, 42, 54, 96, 110, 124, 160, 176, 192]
        .map((y) => hDashed(y, C.white, 14, 118, 16, 8, 5) + hDashed(y, C.white, 122, 226, 16, 8, 5))
        .join(''),
  },
  {
    ...box,
    key: 'marking-obstacle-approach',
    group: 'cautionary',
    name: '接近障碍物标线',
    aliases: ['障碍物标线', '桥墩标线'],
    meaning: '路中有桥墩、安全岛等障碍物时，在其前方画出的斜线区，引导车辆从两侧绕开。',
    rule: '按标线指示从障碍物一侧绕过，不得压线或驶入斜线区。',
    svg:
      asphalt() +
      edges +
      `<rect x="104" y="20" width="32" height="40" rx="6" fill="${C.grey}" stroke="${C.yellow}" stroke-width="4"/>` +
      `<path d="M120 200 V180 L100 62 M120 180 L140 62" fill="none" stroke="${C.yellow}" stroke-width="5"/>` +
      `<defs><clipPath id="marking-obstacle-clip"><path d="M120 180 L100 62 H140 Z"/></clipPath></defs>` +
      `<g clip-path="url(#marking-obstacle-clip)" stroke="${C.yellow}" stroke-width="5">` +
      [70, 94, 118, 142, 166].map((y) => `<line x1="90" y1="${y - 10}" x2="150" y2="${y + 20}"/>`).join('') +
      `</g>` +
      vSolid(120, C.yellow, 0, 20) +
      roadArrow('straight', 174, 190, 0.5) +
      roadArrow('straight', 66, 10, 0.5, C.white, true),
  },
  {
    ...box,
    key: 'marking-lane-taper',
    group: 'cautionary',
    name: '车行道宽度渐变段标线',
    aliases: ['路面宽度渐变段标线', '车道减少标线', '渐变段标线'],
    meaning: '车行道由宽变窄或车道数减少时画出的斜向边缘线，提示前方道路变窄。',
    rule: '提前减速，注意与相邻车道车辆交替有序合流，不得抢行。',
    svg:
      asphalt() +
      vSolid(12, C.white) +
      `<rect x="160" y="0" width="80" height="90" fill="${C.grey}"/>` +
      `<path d="M160 0 V90 L228 160 V200 H240 V0 Z" fill="${C.grey}"/>` +
      `<path d="M160 0 V90 L228 160 V200" fill="none" stroke="${C.white}" stroke-width="5"/>` +
      vDashed(120, C.white, 90, 200) +
      roadArrow('straight', 66, 190, 0.5) +
      `<path d="M174 190 V150 Q174 130 154 116" fill="none" stroke="${C.white}" stroke-width="6"/>` +
      `<polygon points="142,104 162,108 148,124" fill="${C.white}"/>`,
  },
];
