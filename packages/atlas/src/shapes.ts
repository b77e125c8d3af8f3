import { C } from './colours';

/**
 * The frames of the sign classes in a 200 × 200 box, as GB 5768.2 shapes them, and a few drawing helpers.
 * An entry gives only its symbol; the frame gives the class its colour and outline.
 */

const FONT = `font-family="'PingFang SC','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif"`;

/** Text centred on x with its baseline at y. */
export function text(
  x: number,
  y: number,
  words: string | number,
  { size = 40, fill = C.black, weight = 'bold' }: { size?: number; fill?: string; weight?: string } = {},
): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${FONT} font-weight="${weight}" text-anchor="middle" fill="${fill}">${words}</text>`;
}

/** 警告: a yellow triangle, point up, with a black rim; the symbol in black inside (centred near 100, 118). */
export function warningSign(symbol: string, fill: string = C.yellow): string {
  return (
    `<polygon points="100,22 186.6,172 13.4,172" fill="${fill}" stroke="${fill}" stroke-width="22" stroke-linejoin="round"/>` +
    `<polygon points="100,22 186.6,172 13.4,172" fill="${C.black}" stroke="${C.black}" stroke-width="10" stroke-linejoin="round"/>` +
    `<polygon points="100,46 165.8,160 34.2,160" fill="${fill}" stroke="${fill}" stroke-width="4" stroke-linejoin="round"/>` +
    symbol
  );
}

/** 禁令: a white disc in a red ring; `slash` lays the red bar (upper left to lower right) over the symbol. */
export function prohibitionSign(symbol: string, { slash = false }: { slash?: boolean } = {}): string {
  return (
    `<circle cx="100" cy="100" r="98" fill="${C.white}"/>` +
    `<circle cx="100" cy="100" r="94" fill="${C.red}"/>` +
    `<circle cx="100" cy="100" r="74" fill="${C.white}"/>` +
    symbol +
    (slash ? `<rect x="26" y="92.5" width="148" height="15" fill="${C.red}" transform="rotate(45 100 100)"/>` : '')
  );
}

/** 解除: a white disc with a thin black rim, the old limit in grey, crossed by five black lines from upper right to lower left. */
export function endSign(symbol: string): string {
  return (
    `<circle cx="100" cy="100" r="96" fill="${C.white}" stroke="${C.black}" stroke-width="3"/>` +
    symbol +
    `<g stroke="${C.black}" stroke-width="3" transform="rotate(-45 100 100)">` +
    [88, 94, 100, 106, 112].map((y) => `<line x1="30" y1="${y}" x2="170" y2="${y}"/>`).join('') +
    `</g>`
  );
}

/** 指示: a blue disc with a white rim; the symbol in white. */
export function mandatorySign(symbol: string): string {
  return `<circle cx="100" cy="100" r="98" fill="${C.white}"/><circle cx="100" cy="100" r="94" fill="${C.blue}"/>${symbol}`;
}

/** A rectangular board with a white rim: blue (指示, 一般道路指路), green (高速公路指路), brown (旅游区). */
export function board(
  symbol: string,
  { fill = C.blue, width = 200, height = 200 }: { fill?: string; width?: number; height?: number } = {},
): string {
  return (
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="12" fill="${C.white}"/>` +
    `<rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="9" fill="${fill}"/>` +
    `<rect x="11" y="11" width="${width - 22}" height="${height - 22}" rx="6" fill="none" stroke="${C.white}" stroke-width="3"/>` +
    symbol
  );
}

/** A filled arrow shaft from (x, y1) up to y2 with its head at y2 (pointing up); rotate it for other ways. */
export function arrowUp(x: number, y1: number, y2: number, fill: string, shaft = 20, head = 60): string {
  const h = head / 2;
  const s = shaft / 2;
  return `<path d="M${x - s} ${y1} V${y2 + h * 1.3} H${x - h} L${x} ${y2} L${x + h} ${y2 + h * 1.3} H${x + s} V${y1} Z" fill="${fill}"/>`;
}

/**
 * Three arrows chasing each other anticlockwise round a ring of radius r (a roundabout, driven anticlockwise
 * where traffic keeps right): each an arc of 78° with its head along the ring.
 */
export function ringArrows(cx: number, cy: number, r: number, colour: string, width: number): string {
  const head = width * 1.2;
  const at = (a: number, rr = r) => `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy - rr * Math.sin(a)).toFixed(1)}`;
  let out = '';
  for (let k = 0; k < 3; k++) {
    const a0 = ((k * 120 + 20) * Math.PI) / 180;
    const a1 = a0 + (78 * Math.PI) / 180;
    // sweep 0: the arc runs anticlockwise on screen, from a0 to a1
    out += `<path d="M${at(a0)} A${r} ${r} 0 0 0 ${at(a1)}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
    out += `<polygon points="${at(a1 + (head * 1.4) / r)} ${at(a1, r - head)} ${at(a1, r + head)}" fill="${colour}"/>`;
  }
  return out;
}

/** A walking person about 84 tall, feet at (x, y + 36): the pedestrian of warning and mandatory signs. */
export function person(x: number, y: number, colour: string = C.black, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})"><circle cx="2" cy="-34" r="8" fill="${colour}"/>` +
    `<path d="M1 -22 L-2 6 M-2 6 L-14 36 M-2 6 L5 18 L12 36 M0 -16 L-12 2 M0 -16 L13 -2" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

/** A person in a wheelchair, facing right; the wheel's hub at (x, y). */
export function wheelchair(x: number, y: number, colour: string = C.black, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<circle cx="-4" cy="-62" r="8" fill="${colour}"/>` +
    `<path d="M-6 -50 L-8 -20 H18 L26 2" fill="none" stroke="${colour}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M-6 -42 L14 -34" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M-22 -22 A24 24 0 1 0 18 -14" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/></g>`
  );
}

/** A bicycle seen from the side, wheels 52 apart, centred on (x, y) at the hubs. */
export function bicycle(x: number, y: number, colour: string = C.black, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">` +
    `<circle cx="-26" cy="0" r="16"/><circle cx="26" cy="0" r="16"/>` +
    `<path d="M-26 0 H-2 L-10 -28 M-26 0 L-9 -24 H22 L-2 0 M22 -24 L26 0 M22 -24 L18 -38 H28 M-16 -30 H-2"/></g>`
  );
}

/** A car seen from the side, about 110 long, its wheels on y; `colour` fills the body. */
export function carSide(x: number, y: number, colour: string = C.black, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">` +
    `<path d="M-55 -8 V-24 Q-55 -30 -48 -31 L-30 -33 L-18 -52 Q-15 -56 -9 -56 H22 Q28 -56 31 -51 L42 -33 L50 -31 Q55 -30 55 -24 V-8 Z"/>` +
    `<circle cx="-32" cy="-6" r="12"/><circle cx="32" cy="-6" r="12"/></g>`
  );
}

/** A car seen from behind or in front, about 90 wide, its wheels on y. */
export function carFront(x: number, y: number, colour: string = C.black, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">` +
    `<path d="M-45 -6 V-34 L-36 -40 L-28 -64 Q-26 -70 -19 -70 H19 Q26 -70 28 -64 L36 -40 L45 -34 V-6 Z"/>` +
    `<rect x="-42" y="-10" width="16" height="14" rx="3"/><rect x="26" y="-10" width="16" height="14" rx="3"/></g>`
  );
}

/** The standard's lorry, side view, about 120 long, wheels on y. */
export function truckSide(x: number, y: number, colour: string = C.black, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}">` +
    `<rect x="-60" y="-56" width="78" height="46"/><path d="M22 -10 V-44 H44 L58 -26 V-10 Z"/>` +
    `<circle cx="-38" cy="-6" r="11"/><circle cx="40" cy="-6" r="11"/></g>`
  );
}
