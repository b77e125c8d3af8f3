import { C } from '../colours';

/**
 * Figures for the warning and work-zone signs that shapes.ts lacks. Each draws in black (or the colour
 * given) inside the 200 × 200 warning triangle, whose inner yellow runs from the apex (100, 46) to the base
 * y = 160 between x = 34 and 166.
 */

const K = C.black;

/** A stroked path in the symbol colour. */
export const line = (d: string, width = 10, colour: string = K, cap = 'butt'): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="${cap}" stroke-linejoin="round"/>`;

/** A filled path in the symbol colour. */
export const fill = (d: string, colour: string = K): string => `<path d="${d}" fill="${colour}"/>`;

/** A triangular arrowhead with its tip at (x, y), pointing at `angle` degrees (0 = up, 90 = right). */
export function head(x: number, y: number, angle = 0, size = 24, colour: string = K): string {
  const h = size / 2;
  return `<polygon points="${x},${y} ${x - h},${y + size} ${x + h},${y + size}" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`;
}

/** A rectangular warning panel: a rim of `fill`, a black border, then `fill` inside (yellow or orange). */
export function panel(symbol: string, fillColour: string, width = 300, height = 200): string {
  return (
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="14" fill="${fillColour}"/>` +
    `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="10" fill="${K}"/>` +
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" rx="6" fill="${fillColour}"/>` +
    symbol
  );
}

/** A small warning triangle (about 110 wide) whose apex sits at (x, y), with `symbol` drawn in 200-box units scaled to fit. */
export function miniTriangle(
  x: number,
  y: number,
  symbol: string,
  fillColour: string = C.yellow,
  scale = 0.62,
): string {
  return (
    `<g transform="translate(${x - 100 * scale} ${y - 22 * scale}) scale(${scale})">` +
    `<polygon points="100,22 186.6,172 13.4,172" fill="${K}" stroke="${K}" stroke-width="10" stroke-linejoin="round"/>` +
    `<polygon points="100,46 165.8,160 34.2,160" fill="${fillColour}" stroke="${fillColour}" stroke-width="4" stroke-linejoin="round"/>` +
    `${symbol}</g>`
  );
}

/** A cow side view, facing left, about 90 long, hooves on y. */
export function cow(x: number, y: number, colour: string = K, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">` +
    `<path d="M-30 -50 Q-28 -58 -20 -58 H30 Q40 -58 42 -48 L44 -26 Q44 -20 38 -20 H-26 Q-32 -20 -32 -28 Z"/>` +
    `<path d="M-26 -50 L-40 -56 L-50 -46 L-52 -36 Q-52 -30 -46 -30 L-40 -34 L-30 -34 Z"/>` +
    `<path d="M-40 -56 L-44 -66 M-44 -55 L-54 -60" stroke="${colour}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<rect x="-28" y="-24" width="8" height="24"/><rect x="-14" y="-24" width="8" height="24"/>` +
    `<rect x="22" y="-24" width="8" height="24"/><rect x="34" y="-24" width="8" height="24"/>` +
    `<path d="M41 -48 Q52 -40 50 -22" stroke="${colour}" stroke-width="4" fill="none" stroke-linecap="round"/></g>`
  );
}

/** A leaping deer, facing right, with antlers; about 90 long, hind hooves near y. */
export function deer(x: number, y: number, colour: string = K, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-34 -34 Q-30 -46 -14 -46 H14 Q26 -46 30 -56 L36 -66 L46 -64 L44 -56 L34 -44 Q30 -30 18 -28 H-20 Q-30 -28 -34 -34 Z" fill="${colour}"/>` +
    `<path d="M-28 -32 L-42 -14 L-48 0 M-18 -30 L-30 -12 L-34 0 M14 -30 L30 -16 L44 -14 M22 -32 L40 -26 L54 -28" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M36 -66 L30 -82 M33 -74 L24 -80 M40 -66 L42 -84 M41 -76 L50 -82" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M-34 -36 L-42 -44" stroke="${colour}" stroke-width="5" stroke-linecap="round"/></g>`
  );
}

/** A road worker digging with a shovel beside a heap, as on the 施工 sign; feet on y. */
export function worker(x: number, y: number, colour: string = K, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<circle cx="-14" cy="-68" r="8" fill="${colour}"/>` +
    `<path d="M-12 -56 L-2 -30 L-14 -14 L-18 0 M-2 -30 L12 -16 L14 0 M-10 -50 L12 -40 L22 -30" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M6 -52 L30 -10" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M24 -14 L38 -6 L32 2 L20 -4 Z" fill="${colour}"/>` +
    `<path d="M26 0 Q44 -22 62 0 Z" fill="${colour}"/></g>`
  );
}

/** A person holding up a flag (the work zone's 交通引导人员); feet on y. */
export function flagger(x: number, y: number, colour: string = K, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<circle cx="0" cy="-70" r="8" fill="${colour}"/>` +
    `<path d="M0 -58 V-26 L-10 0 M0 -26 L10 0 M0 -52 L-16 -34 M0 -52 L22 -46" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M24 -40 V-76" stroke="${colour}" stroke-width="4"/><path d="M24 -76 H42 V-60 H24 Z" fill="${colour}"/></g>`
  );
}

/** A simple arrow along a polyline path: the stroked shaft plus a head at the last point. */
export function pathArrow(d: string, tipX: number, tipY: number, angle: number, width = 10, size = 26): string {
  return line(d, width) + head(tipX, tipY, angle, size);
}

/** A house with a pitched roof; its floor centred at (x, y). */
export function house(x: number, y: number, w: number, h: number, colour: string = K): string {
  return `<path d="M${x - w / 2} ${y} V${y - h} L${x} ${y - h - w / 2} L${x + w / 2} ${y - h} V${y} Z" fill="${colour}"/>`;
}

/** A rounded tree: crown and trunk, standing on y. */
export function tree(x: number, y: number, colour: string = K): string {
  return `<rect x="${x - 3}" y="${y - 26}" width="6" height="26" fill="${colour}"/><ellipse cx="${x}" cy="${y - 40}" rx="14" ry="20" fill="${colour}"/>`;
}

/** Water: `n` wavy lines under each other starting at (x, y), `w` wide. */
export function waves(x: number, y: number, w: number, n = 2, gap = 10, colour: string = K, width = 5): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const yy = y + i * gap;
    let d = `M${x} ${yy}`;
    for (let k = 0; k < w; k += 16) d += ` q4 -6 8 0 t8 0`;
    out += line(d, width, colour);
  }
  return out;
}

/** A snow crystal of six arms centred on (x, y). */
export function snowflake(x: number, y: number, r: number, colour: string = K, width = 5): string {
  let d = '';
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI) / 3;
    const dx = +(r * Math.sin(a)).toFixed(1);
    const dy = +(r * Math.cos(a)).toFixed(1);
    d += `M${x - dx} ${y - dy} L${x + dx} ${y + dy} `;
  }
  return line(d, width, colour, 'round');
}
