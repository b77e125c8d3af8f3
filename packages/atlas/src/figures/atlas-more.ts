import { C } from '../colours';

/**
 * Figures for road markings (a stretch of road seen from above, 240 × 200, traffic running up and down the
 * page: right-hand traffic goes up on the right half) and small helpers shared by the markings file.
 */

export const MW = 240;
export const MH = 200;

/** The asphalt. */
export const asphalt = (w = MW, h = MH): string => `<rect width="${w}" height="${h}" fill="${C.road}"/>`;

/** A solid line along the road (vertical) centred on x, from y1 to y2. */
export const vSolid = (x: number, colour: string, y1 = 0, y2 = MH, w = 5): string =>
  `<rect x="${x - w / 2}" y="${y1}" width="${w}" height="${y2 - y1}" fill="${colour}"/>`;

/** A broken line along the road centred on x: dashes of `dash`, gaps of `gap`, starting at y1. */
export function vDashed(x: number, colour: string, y1 = 0, y2 = MH, dash = 28, gap = 22, w = 5): string {
  let out = '';
  for (let y = y1 + 6; y < y2; y += dash + gap) {
    out += `<rect x="${x - w / 2}" y="${y}" width="${w}" height="${Math.min(dash, y2 - y)}" fill="${colour}"/>`;
  }
  return out;
}

/** A solid line across the road at y, from x1 to x2. */
export const hSolid = (y: number, colour: string, x1 = 0, x2 = MW, w = 6): string =>
  `<rect x="${x1}" y="${y - w / 2}" width="${x2 - x1}" height="${w}" fill="${colour}"/>`;

/** A broken line across the road at y. */
export function hDashed(y: number, colour: string, x1 = 0, x2 = MW, dash = 16, gap = 10, w = 6): string {
  let out = '';
  for (let x = x1 + 3; x < x2; x += dash + gap) {
    out += `<rect x="${x}" y="${y - w / 2}" width="${Math.min(dash, x2 - x)}" height="${w}" fill="${colour}"/>`;
  }
  return out;
}

// The road arrows of GB 5768.3 in a local box, shaft centred on 0, tail at y 60, tip near y -74.
const STRAIGHT = 'M-6 60 V-48 H-16 L0 -74 L16 -48 H6 V60 Z';
const LEFT = 'M-6 60 V-30 Q-6 -44 -19 -44 V-34 L-35 -52 L-19 -70 V-60 Q6 -60 6 -30 V60 Z';
const UTURN =
  'M6 60 V-30 Q6 -62 -20 -62 Q-46 -62 -46 -30 V20 H-58 L-40 46 L-22 20 H-34 V-30 Q-34 -50 -20 -50 Q-6 -50 -6 -30 V60 Z';

export type RoadArrow = 'straight' | 'left' | 'right' | 'straight-left' | 'straight-right' | 'uturn';

/** A road arrow with its tail at (x, y), pointing up (`down`: turned round for the other direction). */
export function roadArrow(
  kind: RoadArrow,
  x: number,
  y: number,
  scale = 0.6,
  colour: string = C.white,
  down = false,
): string {
  const paths: Record<RoadArrow, string> = {
    straight: `<path d="${STRAIGHT}"/>`,
    left: `<path d="${LEFT}"/>`,
    right: `<path d="${LEFT}" transform="scale(-1 1)"/>`,
    'straight-left': `<path d="${STRAIGHT}"/><path d="${LEFT}"/>`,
    'straight-right': `<path d="${STRAIGHT}"/><path d="${LEFT}" transform="scale(-1 1)"/>`,
    uturn: `<path d="${UTURN}"/>`,
  };
  const turn = down ? ' rotate(180)' : '';
  return `<g transform="translate(${x} ${y - 60 * scale * (down ? -1 : 1)})${turn} scale(${scale})" fill="${colour}">${paths[kind]}</g>`;
}

/** A car seen from above, 24 × 44, centred on (x, y), facing up (or down). */
export function carTop(x: number, y: number, colour: string = C.blue, down = false): string {
  return (
    `<g transform="translate(${x} ${y})${down ? ' rotate(180)' : ''}">` +
    `<rect x="-12" y="-22" width="24" height="44" rx="6" fill="${colour}"/>` +
    `<rect x="-9" y="-12" width="18" height="9" rx="2" fill="${C.black}" opacity="0.55"/>` +
    `<rect x="-9" y="10" width="18" height="6" rx="2" fill="${C.black}" opacity="0.55"/></g>`
  );
}

/** Words painted on the road (text centred on x, baseline y), stretched along the road as road words are. */
export function roadWords(x: number, y: number, words: string, size = 18, colour: string = C.white): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="'PingFang SC','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif" font-weight="bold" text-anchor="middle" fill="${colour}" transform="translate(${x} ${y}) scale(1 1.5) translate(${-x} ${-y})">${words}</text>`;
}

/** A point in a drawing. */
type Pt = readonly [number, number];

/**
 * One arm of the officer: the points from shoulder to hand, and how the hand shows. 'front' is an arm
 * stretched straight at the viewer: only its open palm shows, large, in front of the shoulder.
 */
export interface Arm {
  path: readonly Pt[];
  /** 'palm': the open palm faces the viewer (a forward or raised arm); 'edge': hand flat, seen edge-on. */
  hand?: 'palm' | 'edge' | 'front';
}

/** A red motion arrow along a path `d`, its head at `tip` pointing at `angle` degrees (0 = right, 90 = down). */
export function motionArrow(d: string, tip: Pt, angle: number): string {
  const [x, y] = tip;
  return (
    `<path d="${d}" fill="none" stroke="${C.red}" stroke-width="4" stroke-linecap="round"/>` +
    `<polygon points="0,0 -14,-7 -14,7" fill="${C.red}" transform="translate(${x} ${y}) rotate(${angle})"/>`
  );
}

const armStroke = (pts: readonly Pt[]): string =>
  `<polyline points="${pts.map(([x, y]) => `${x},${y}`).join(' ')}" fill="none" stroke="${C.blue}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;

function glove(arm: Arm): string {
  const [x, y] = arm.path[arm.path.length - 1] as Pt;
  if (arm.hand === 'front')
    return (
      `<rect x="${x - 11}" y="${y - 15}" width="22" height="27" rx="7" fill="${C.white}" stroke="${C.black}" stroke-width="2.5"/>` +
      `<path d="M${x - 5} ${y - 13} V${y - 4} M${x} ${y - 14} V${y - 4} M${x + 5} ${y - 13} V${y - 4}" stroke="${C.black}" stroke-width="1.5"/>`
    );
  if (arm.hand === 'palm')
    return `<rect x="${x - 8}" y="${y - 11}" width="16" height="20" rx="6" fill="${C.white}" stroke="${C.black}" stroke-width="2"/>`;
  if (arm.hand === 'edge') {
    const [px, py] = arm.path[arm.path.length - 2] as Pt;
    const a = (Math.atan2(y - py, x - px) * 180) / Math.PI;
    return `<ellipse cx="${x}" cy="${y}" rx="12" ry="5" fill="${C.white}" stroke="${C.black}" stroke-width="2" transform="rotate(${a.toFixed(1)} ${x} ${y})"/>`;
  }
  return `<circle cx="${x}" cy="${y}" r="7" fill="${C.white}" stroke="${C.black}" stroke-width="2"/>`;
}

/** Where the officer's shoulders are: his right on the viewer's left. */
export const SHOULDER_R: Pt = [80, 72];
export const SHOULDER_L: Pt = [120, 72];
/** An arm hanging at his side. */
export const DOWN_R: Arm = { path: [SHOULDER_R, [75, 100], [73, 124]] };
export const DOWN_L: Arm = { path: [SHOULDER_L, [125, 100], [127, 124]] };

/**
 * A traffic police officer facing the viewer (so his left arm is on the viewer's right): white-topped cap,
 * blue uniform under a yellow reflective vest, dark trousers, white gloves. `right`/`left` are his arms;
 * an arm in `behind` is drawn under the body (hanging), otherwise over it.
 */
export function officer(right: Arm, left: Arm, extra = ''): string {
  const body =
    // legs and shoes
    `<path d="M84 126 H116 L114 184 H103 L100 140 L97 184 H86 Z" fill="${C.black}"/>` +
    `<rect x="82" y="182" width="17" height="8" rx="3" fill="${C.black}"/><rect x="101" y="182" width="17" height="8" rx="3" fill="${C.black}"/>` +
    // torso and vest
    `<path d="M78 68 Q78 62 86 61 H114 Q122 62 122 68 L118 128 H82 Z" fill="${C.blue}"/>` +
    `<path d="M82 70 L94 64 L98 128 H83 Z M118 70 L106 64 L102 128 H117 Z" fill="${C.yellow}"/>` +
    `<path d="M84 100 H97 M103 100 H116" stroke="${C.grey}" stroke-width="4"/>` +
    `<rect x="82" y="122" width="36" height="6" fill="${C.black}"/>` +
    // neck and head
    `<rect x="95" y="52" width="10" height="11" fill="${C.white}" stroke="${C.black}" stroke-width="2"/>` +
    `<ellipse cx="100" cy="42" rx="13" ry="15" fill="${C.white}" stroke="${C.black}" stroke-width="2"/>` +
    `<circle cx="95" cy="43" r="1.8" fill="${C.black}"/><circle cx="105" cy="43" r="1.8" fill="${C.black}"/>` +
    // cap: white crown, black band and peak, badge
    `<path d="M84 30 Q84 16 100 15 Q116 16 116 30 Z" fill="${C.white}" stroke="${C.black}" stroke-width="2"/>` +
    `<rect x="85" y="28" width="30" height="6" fill="${C.black}"/>` +
    `<path d="M85 33 Q100 40 115 33" fill="none" stroke="${C.black}" stroke-width="3"/>` +
    `<circle cx="100" cy="23" r="3.5" fill="${C.yellow}" stroke="${C.black}" stroke-width="1"/>`;
  return body + armStroke(right.path) + glove(right) + armStroke(left.path) + glove(left) + extra;
}
