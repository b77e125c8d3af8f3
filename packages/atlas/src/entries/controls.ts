import { C } from '../colours';
import { motionArrow } from '../figures/atlas-more';
import { text } from '../shapes';
import type { AtlasEntry } from '../types';

/**
 * 车内操纵件与开关: the stalks, switches, levers and pedals the light exam and subject one ask about, drawn as
 * the driver sees them. Symbols on buttons are ISO 2575's, as on the lamps.
 */

const ctl = { kind: 'control' as const, group: 'control' as const };

/** A small white label. */
const label = (x: number, y: number, w: string, size = 13, fill: string = C.black) => text(x, y, w, { size, fill });

/** A square push button, dark, 90 wide, centred on (x, y), with a symbol drawn on a 24 grid in `colour`. */
function button(x: number, y: number, symbol: string, colour: string = C.lampAmber, size = 90): string {
  const k = (size * 0.62) / 24;
  return (
    `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="14" fill="${C.cluster}" stroke="${C.grey}" stroke-width="4"/>` +
    `<g transform="translate(${x - 12 * k} ${y - 12 * k}) scale(${k})" fill="none" stroke="${colour}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${symbol}</g>`
  );
}

const HEAD = (x: number, colour: string) =>
  `<path d="M${x} 5h1.5a7 7 0 0 1 0 14H${x}Z" fill="${colour}" stroke="none"/>`;

export const controls: AtlasEntry[] = [
  {
    ...ctl,
    key: 'control-light-switch',
    name: '灯光组合开关',
    aliases: ['灯光拨杆', '转向灯开关', '大灯开关', '左拨杆'],
    meaning: '方向盘左下方的拨杆：转动端部旋钮开关示廓灯和前照灯，上下拨动开转向灯，前推后拉切换远光和闪光。',
    rule: '拨杆向上为右转向灯、向下为左转向灯；向前推为远光，向后拉（松手回位）为远光闪烁，用于超车或提醒；旋钮依次为关闭、示廓灯、前照灯（近光）。',
    svg:
      `<rect x="4" y="78" width="140" height="30" rx="12" fill="${C.black}"/>` +
      `<rect x="120" y="72" width="66" height="42" rx="10" fill="${C.grey}"/>` +
      `<path d="M142 72V114M164 72V114" stroke="${C.black}" stroke-width="2"/>` +
      label(131, 98, 'OFF', 11, C.white) +
      `<g transform="translate(145 85) scale(0.7)" fill="${C.white}"><path d="M10 7.5a4.5 4.5 0 0 0 0 9Z"/><path d="M14 7.5a4.5 4.5 0 0 1 0 9Z"/></g>` +
      `<g transform="translate(166 84) scale(0.75)">${HEAD(13, C.white)}<path d="M10.5 6L3.5 8.5M10.5 10L3.5 12.5M10.5 14L3.5 16.5" stroke="${C.white}" stroke-width="2"/></g>` +
      motionArrow('M70 68 V30', [70, 26], -90) +
      label(70, 18, '右转向', 14) +
      motionArrow('M70 118 V156', [70, 160], 90) +
      label(70, 184, '左转向', 14) +
      label(150, 40, '前推：远光', 13) +
      label(150, 150, '后拉：闪光', 13),
  },
  {
    ...ctl,
    key: 'control-wiper-switch',
    name: '雨刮器开关',
    aliases: ['刮水器开关', '雨刷开关', '右拨杆', '洗涤器开关'],
    meaning: '方向盘右下方的拨杆，控制前风窗刮水器的档位和洗涤液喷洒。',
    rule: 'MIST 为点动刮一次，OFF 关闭，INT 间歇，LO 低速，HI 高速；雨量大小选择档位；向方向盘一侧拉动拨杆喷洒洗涤液并刮水。',
    svg:
      `<rect x="92" y="86" width="104" height="28" rx="12" fill="${C.black}"/>` +
      ['MIST', 'OFF', 'INT', 'LO', 'HI']
        .map(
          (w, i) =>
            `<circle cx="28" cy="${24 + i * 38}" r="4" fill="${C.black}"/>${label(38, 29 + i * 38, w, 14).replace('text-anchor="middle"', 'text-anchor="start"')}`,
        )
        .join('') +
      `<path d="M28 24V176" stroke="${C.grey}" stroke-width="2"/>` +
      `<g transform="translate(112 14) scale(3)" fill="none" stroke="${C.black}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="M3 18Q12 4 21 18Q12 15 3 18Z"/><path d="M9 16.6L6.5 9.5M15 16.6L17.5 9.5"/></g>` +
      label(144, 150, '拉：喷洗涤液', 13),
  },
  {
    ...ctl,
    key: 'control-hazard-switch',
    name: '危险报警闪光灯开关',
    aliases: ['双闪开关', '双闪按钮', '警示灯开关'],
    meaning: '中控台上红色双三角形按钮，按下后全部转向灯同时闪烁。',
    rule: '车辆故障或事故在道路上停车时开启，并在车后来车方向设置警告标志；牵引故障机动车时，牵引车和被牵引车都应开启。',
    svg:
      `<rect x="30" y="30" width="140" height="140" rx="22" fill="${C.cluster}" stroke="${C.grey}" stroke-width="5"/>` +
      `<g transform="translate(46 40) scale(4.5)" fill="none" stroke="${C.lampRed}" stroke-width="2" stroke-linejoin="round"><path d="M12 2.5L22 20H2Z"/><path d="M12 8.5L16.8 17H7.2Z"/></g>`,
  },
  {
    ...ctl,
    key: 'control-front-defrost',
    name: '前风窗除霜（除雾）开关',
    aliases: ['前挡除雾', '前除霜', '前风挡除雾'],
    meaning: '扇形风窗上三道向上的波浪箭头，按下后空调向前风窗玻璃吹风，除去雾气和霜。',
    rule: '前风窗起雾或结霜影响视线时使用，可同时打开空调制冷（A/C）除湿；除净后再起步，不得在视线不清时行驶。',
    svg: button(
      100,
      100,
      '<path d="M3 20Q12 14 21 20L19 9Q12 6 5 9Z"/><path d="M8 16q-1-1.5 0-3t0-3M12 15q-1-1.5 0-3t0-3M16 16q-1-1.5 0-3t0-3"/>' +
        '<path d="M6.6 10.4L8 8.6 9.3 10.5M10.6 9.4L12 7.6 13.3 9.5M14.6 10.4L16 8.6 17.3 10.5"/>',
      C.lampAmber,
      150,
    ),
  },
  {
    ...ctl,
    key: 'control-rear-defrost',
    name: '后风窗除霜（除雾）开关',
    aliases: ['后挡除雾', '后除霜', '后窗加热'],
    meaning: '矩形窗框上三道向上的波浪箭头，按下后后窗玻璃内的电热丝通电加热，去除雾气和霜。',
    rule: '后窗起雾结霜、后方视线不清时使用；电热丝耗电较大，除净后应关闭（许多车型到时自动关闭）。',
    svg: button(
      100,
      100,
      '<rect x="3" y="7" width="18" height="12" rx="2"/><path d="M8 17q-1-1.5 0-3t0-3M12 17q-1-1.5 0-3t0-3M16 17q-1-1.5 0-3t0-3"/>' +
        '<path d="M6.6 11.4L8 9.6 9.3 11.5M10.6 11.4L12 9.6 13.3 11.5M14.6 11.4L16 9.6 17.3 11.5"/>',
      C.lampAmber,
      150,
    ),
  },
  {
    ...ctl,
    key: 'control-air-recirculation',
    name: '内外循环开关',
    aliases: ['内循环', '外循环', '空调循环'],
    meaning: '左：车形里一个回转箭头，为内循环（车内空气循环）；右：箭头从车外进入车内，为外循环（引入车外空气）。',
    rule: '过隧道、堵车、遇粉尘异味时用内循环；长时间内循环空气不流通、易犯困、车窗易起雾，应适时切换外循环换气。',
    svg:
      button(
        52,
        100,
        '<path d="M2 18L5 9Q5.5 8 7 8h10q1.5 0 2 1L22 18"/><path d="M16 15.5a4 3 0 1 0-3 2.7" /><path d="M11 15.5L13 18.2 10.5 20"/>',
        C.lampGreen,
        88,
      ) +
      button(
        148,
        100,
        '<path d="M2 18L5 9Q5.5 8 7 8h10q1.5 0 2 1L22 18"/><path d="M3 4Q10 3 12 9T14 16"/><path d="M11.5 14.5L14 16.5 16 14"/>',
        C.lampGreen,
        88,
      ) +
      label(52, 172, '内循环', 16) +
      label(148, 172, '外循环', 16),
  },
  {
    ...ctl,
    key: 'control-ignition-switch',
    name: '点火开关',
    aliases: ['钥匙门', '点火锁', 'LOCK ACC ON START', '一键启动'],
    meaning: '钥匙的四个位置：LOCK 锁止、ACC 附件电源、ON 点火通电、START 起动发动机。',
    rule: 'LOCK 可拔出钥匙并锁住方向盘；ACC 只给收音机等附件供电；ON 为行驶时的位置；转到 START 起动，发动机着车后立即松手，钥匙自动回到 ON；一次起动不宜超过5秒。',
    svg:
      `<circle cx="100" cy="110" r="70" fill="${C.grey}"/><circle cx="100" cy="110" r="46" fill="${C.black}"/>` +
      `<rect x="96" y="74" width="8" height="72" rx="3" fill="${C.grey}" transform="rotate(-45 100 110)"/>` +
      `<rect x="88" y="66" width="24" height="34" rx="8" fill="${C.white}" transform="rotate(-45 100 110)"/>` +
      label(34, 62, 'LOCK', 15) +
      label(100, 30, 'ACC', 15) +
      label(164, 62, 'ON', 15) +
      label(182, 124, 'START', 13) +
      motionArrow('M42 170 Q100 200 158 170', [162, 168], -30),
  },
  {
    ...ctl,
    key: 'control-parking-brake',
    name: '驻车制动（手刹 / 电子驻车）',
    aliases: ['手刹', '手制动', '电子手刹', 'EPB', '驻车制动操纵杆'],
    meaning: '停车后使车辆保持不动的制动装置：左为机械手刹拉杆，右为电子驻车按钮（圆圈里一个 P）。',
    rule: '停车后拉起手刹（或拉起电子驻车开关），起步前完全放下并确认仪表上的驻车制动灯熄灭；坡道起步配合驻车制动防止溜车。',
    svg:
      `<path d="M14 150 L80 60 Q86 52 94 58 L96 60 Q100 66 96 72 L40 160 Z" fill="${C.black}"/>` +
      `<rect x="70" y="54" width="14" height="10" rx="3" fill="${C.grey}" transform="rotate(54 77 59)"/>` +
      `<rect x="6" y="150" width="60" height="20" rx="6" fill="${C.grey}"/>` +
      button(
        146,
        110,
        `<circle cx="12" cy="12" r="6.5"/><path d="M3.6 6.5a8.5 8.5 0 0 0 0 11M20.4 6.5a8.5 8.5 0 0 1 0 11"/><path d="M10 16V8h3a2.2 2.2 0 0 1 0 4.4h-3" stroke-width="1.8"/>`,
        C.lampRed,
        84,
      ) +
      label(50, 190, '手刹', 15) +
      label(146, 180, '电子驻车', 15),
  },
  {
    ...ctl,
    key: 'control-gear-automatic',
    name: '自动挡变速杆',
    aliases: ['自动挡', 'P R N D', '换挡杆', '排挡杆'],
    meaning: 'P 驻车挡、R 倒挡、N 空挡、D 前进挡。',
    rule: '挂入 P 或 R 前车辆必须完全停稳；起动发动机在 P（或 N）位；从 P 挂出时须踩住制动踏板；停车后挂 P 并拉起驻车制动。',
    svg:
      `<rect x="40" y="14" width="120" height="172" rx="16" fill="${C.cluster}"/>` +
      `<path d="M120 40V160" stroke="${C.grey}" stroke-width="10" stroke-linecap="round"/>` +
      ['P', 'R', 'N', 'D'].map((w, i) => label(82, 56 + i * 36, w, 30, i === 3 ? C.lampGreen : C.white)).join('') +
      `<rect x="104" y="130" width="32" height="22" rx="8" fill="${C.grey}"/>`,
  },
  {
    ...ctl,
    key: 'control-gear-manual',
    name: '手动挡变速杆',
    aliases: ['手动挡', '挡位', '换挡杆'],
    meaning: '按 H 形排布的挡位：1、2、3、4、5 为前进挡，R 为倒挡，中间横线为空挡。',
    rule: '换挡前把离合器踏板踩到底；起步用1挡；车辆完全停稳后才能挂倒挡；下陡坡时不得熄火或空挡滑行。',
    svg:
      `<circle cx="100" cy="100" r="94" fill="${C.black}"/>` +
      `<path d="M52 60V140M100 60V140M148 60V140M52 100H148" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>` +
      label(52, 52, '1', 26, C.white) +
      label(52, 170, '2', 26, C.white) +
      label(100, 52, '3', 26, C.white) +
      label(100, 170, '4', 26, C.white) +
      label(148, 52, '5', 26, C.white) +
      label(148, 170, 'R', 26, C.lampRed),
  },
  {
    ...ctl,
    key: 'control-pedals',
    name: '离合器、制动、加速踏板',
    aliases: ['踏板', '离合', '刹车', '油门', '三个踏板'],
    meaning: '从左到右：离合器踏板、制动踏板、加速踏板（自动挡车没有离合器踏板）。',
    rule: '左脚只踩离合器，右脚在制动和加速踏板之间切换；自动挡车只用右脚操作制动和加速，不要用左脚踩制动。',
    svg:
      `<rect x="22" y="40" width="44" height="56" rx="8" fill="${C.black}"/>` +
      `<rect x="78" y="44" width="54" height="52" rx="8" fill="${C.black}"/>` +
      `<rect x="146" y="30" width="34" height="94" rx="8" fill="${C.black}"/>` +
      `<path d="M44 40V10M105 44V10" stroke="${C.grey}" stroke-width="8"/>` +
      label(44, 126, '离合', 18) +
      label(105, 126, '制动', 18) +
      label(163, 150, '加速', 18) +
      label(44, 176, '左脚', 14, C.grey) +
      label(134, 176, '右脚', 14, C.grey),
  },
];
