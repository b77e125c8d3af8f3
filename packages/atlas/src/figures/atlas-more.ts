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
  'M6 60 V-40 Q6 -66 -18 -66 Q-42 -66 -42 -40 V-10 H-52 L-36 14 L-20 -10 H-30 V-40 Q-30 -54 -18 -54 Q-6 -54 -6 -40 V60 Z';

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
