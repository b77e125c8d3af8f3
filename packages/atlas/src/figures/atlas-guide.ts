import { C } from '../colours';
import { arrowUp } from '../shapes';

/**
 * Figures for the guide (指路), tourist (旅游区) and auxiliary (辅助) signs that shapes.ts does not have.
 * Each draws in one colour (`c`) around a given point, so a sign places it on its board.
 */

/** An arrow whose tail is at (x, y), `len` long, pointing at `deg` degrees clockwise from straight up. */
export function arrow(x: number, y: number, len: number, deg: number, c: string, shaft = 14, head = 40): string {
  return `<g transform="rotate(${deg} ${x} ${y})">${arrowUp(x, y, y - len, c, shaft, head)}</g>`;
}

/** The expressway pictogram: two carriageways running into the distance under an overpass, centred on (x, y). */
export function expressway(x: number, y: number, c: string, bg: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<polygon points="-46,40 -8,40 -4,-34 -16,-34" fill="${c}"/>` +
    `<polygon points="46,40 8,40 4,-34 16,-34" fill="${c}"/>` +
    `<rect x="-52" y="-22" width="104" height="12" fill="${c}" stroke="${bg}" stroke-width="4"/>` +
    `<rect x="-50" y="-10" width="6" height="14" fill="${c}"/><rect x="44" y="-10" width="6" height="14" fill="${c}"/>` +
    `</g>`
  );
}

/** A fuel pump, about 60 wide and 80 tall, centred on (x, y). */
export function fuelPump(x: number, y: number, c: string, bg: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-30" y="-40" width="40" height="76" rx="4" fill="${c}"/>` +
    `<rect x="-40" y="34" width="60" height="8" fill="${c}"/>` +
    `<rect x="-23" y="-32" width="26" height="20" fill="${bg}"/>` +
    `<path d="M10 -22 H20 Q26 -22 26 -16 V20 Q26 26 31 26 Q36 26 36 20 V-24 L28 -34" fill="none" stroke="${c}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>`
  );
}

/** A person seen from the side, walking (white or black), as a slimmer figure than shapes.person. */
export function walker(x: number, y: number, c: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="2" cy="-38" r="8" fill="${c}"/>` +
    `<path d="M1 -26 L-2 2 L-12 30 M-2 2 L6 14 L10 30 M0 -20 L-11 -4 M0 -20 L12 -8" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

/** A tent with a door flap, about 120 wide, its floor on y. */
export function tent(x: number, y: number, c: string, bg: string): string {
  return (
    `<polygon points="${x - 62},${y} ${x},${y - 96} ${x + 62},${y}" fill="${c}"/>` +
    `<polygon points="${x - 18},${y} ${x},${y - 44} ${x + 18},${y}" fill="${bg}"/>` +
    `<path d="M${x} ${y - 96} L${x - 8} ${y - 108} M${x} ${y - 96} L${x + 8} ${y - 108}" stroke="${c}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="${x - 76}" y="${y}" width="152" height="6" fill="${c}"/>`
  );
}

/** A campfire: two crossed logs and a flame above them. */
export function campfire(x: number, y: number, c: string): string {
  return (
    `<path d="M${x - 56} ${y + 22} L${x + 56} ${y - 6} M${x - 56} ${y - 6} L${x + 56} ${y + 22}" stroke="${c}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M${x} ${y - 12} C${x - 36} ${y - 20} ${x - 34} ${y - 60} ${x - 10} ${y - 86} C${x - 12} ${y - 62} ${x + 4} ${y - 60} ${x + 8} ${y - 76} C${x + 30} ${y - 56} ${x + 34} ${y - 22} ${x} ${y - 12} Z" fill="${c}"/>`
  );
}

/** A cable car cabin hanging from a rising cable. */
export function cableCar(x: number, y: number, c: string, bg: string): string {
  return (
    `<line x1="${x - 78}" y1="${y - 22}" x2="${x + 78}" y2="${y - 72}" stroke="${c}" stroke-width="6"/>` +
    `<path d="M${x} ${y - 46} V${y - 18}" stroke="${c}" stroke-width="6"/>` +
    `<circle cx="${x}" cy="${y - 47}" r="7" fill="${c}"/>` +
    `<rect x="${x - 34}" y="${y - 20}" width="68" height="64" rx="10" fill="${c}"/>` +
    `<rect x="${x - 26}" y="${y - 10}" width="22" height="22" rx="3" fill="${bg}"/>` +
    `<rect x="${x + 4}" y="${y - 10}" width="22" height="22" rx="3" fill="${bg}"/>`
  );
}

/** Three rows of waves, 130 wide, the top row on y. */
export function waves(x: number, y: number, c: string, rows = 2): string {
  let out = '';
  for (let r = 0; r < rows; r++) {
    const yy = y + r * 16;
    out += `<path d="M${x - 66} ${yy} q11 -10 22 0 t22 0 t22 0 t22 0 t22 0 t22 0" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`;
  }
  return out;
}

/** A swimmer doing the crawl, head left, over waves. */
export function swimmer(x: number, y: number, c: string): string {
  return (
    `<circle cx="${x - 40}" cy="${y - 30}" r="11" fill="${c}"/>` +
    `<path d="M${x - 26} ${y - 22} L${x + 40} ${y - 14} M${x - 16} ${y - 21} L${x - 6} ${y - 56} L${x + 20} ${y - 64}" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    waves(x, y + 2, c, 2)
  );
}

/** A rowing boat with its rower and an oar, on waves. */
export function rowingBoat(x: number, y: number, c: string): string {
  return (
    `<path d="M${x - 70} ${y - 20} H${x + 70} L${x + 54} ${y} H${x - 54} Z" fill="${c}"/>` +
    `<circle cx="${x - 6}" cy="${y - 64}" r="10" fill="${c}"/>` +
    `<path d="M${x - 6} ${y - 52} L${x - 12} ${y - 24} M${x - 8} ${y - 44} L${x + 16} ${y - 34}" stroke="${c}" stroke-width="9" stroke-linecap="round"/>` +
    `<line x1="${x + 34}" y1="${y - 52}" x2="${x - 4}" y2="${y + 12}" stroke="${c}" stroke-width="6" stroke-linecap="round"/>` +
    waves(x, y + 14, c, 1)
  );
}

/** An angler: a rod bent over the water, its line running down to a fish. */
export function angler(x: number, y: number, c: string, bg: string): string {
  return (
    `<path d="M${x - 70} ${y + 30} Q${x - 20} ${y - 70} ${x + 50} ${y - 60}" fill="none" stroke="${c}" stroke-width="6" stroke-linecap="round"/>` +
    `<line x1="${x + 50}" y1="${y - 60}" x2="${x + 50}" y2="${y + 10}" stroke="${c}" stroke-width="3"/>` +
    `<path d="M${x + 50} ${y + 12} c-30 -16 -50 0 -60 8 c10 8 30 24 60 8 l16 -12 v24 Z" fill="${c}"/>` +
    `<circle cx="${x + 34}" cy="${y + 16}" r="3" fill="${bg}"/>` +
    waves(x, y + 46, c, 1)
  );
}

/** A skier going down a slope to the right, with poles. */
export function skier(x: number, y: number, c: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(1.3)">` +
    `<circle cx="14" cy="-64" r="10" fill="${c}"/>` +
    `<path d="M6 -50 L-14 -22 L10 -6 L-4 10 M2 -44 L-18 -26 L-30 -30" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M-30 -30 L-56 2" stroke="${c}" stroke-width="4" stroke-linecap="round"/>` +
    `<line x1="-62" y1="-2" x2="56" y2="32" stroke="${c}" stroke-width="6" stroke-linecap="round"/>` +
    `</g>`
  );
}

/** A hiker with a backpack and a walking stick. */
export function hiker(x: number, y: number, c: string): string {
  return (
    walker(x, y, c, 1.25) +
    `<rect x="${x - 22}" y="${y - 40}" width="16" height="30" rx="4" fill="${c}" transform="rotate(8 ${x - 14} ${y - 25})"/>` +
    `<line x1="${x + 18}" y1="${y - 14}" x2="${x + 28}" y2="${y + 38}" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`
  );
}

/** A small lorry box and a toll canopy with three booths, for 收费站. */
export function tollPlaza(x: number, y: number, c: string, bg: string): string {
  return (
    `<rect x="${x - 60}" y="${y - 40}" width="120" height="14" fill="${c}"/>` +
    [-44, 0, 44]
      .map(
        (dx) =>
          `<rect x="${x + dx - 9}" y="${y - 26}" width="18" height="46" fill="${c}"/><rect x="${x + dx - 5}" y="${y - 20}" width="10" height="10" fill="${bg}"/>`,
      )
      .join('') +
    `<rect x="${x - 66}" y="${y + 20}" width="132" height="5" fill="${c}"/>`
  );
}

/** A knife and fork, for a place to eat. */
export function knifeFork(x: number, y: number, c: string): string {
  return (
    `<path d="M${x - 12} ${y - 30} V${y - 12} Q${x - 12} ${y - 4} ${x - 6} ${y - 4} V${y + 30} M${x} ${y - 30} V${y - 12} Q${x} ${y - 4} ${x - 6} ${y - 4} M${x - 6} ${y - 30} V${y - 10}" fill="none" stroke="${c}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${x + 14} ${y + 30} V${y - 30} Q${x + 24} ${y - 20} ${x + 22} ${y} H${x + 14}" fill="${c}" stroke="${c}" stroke-width="4" stroke-linejoin="round"/>`
  );
}

/** The white auxiliary board with its black rim (辅助标志), `w` × `h`. */
export function auxBoard(inner: string, w = 240, h = 120): string {
  return (
    `<rect x="3" y="3" width="${w - 6}" height="${h - 6}" rx="8" fill="${C.white}" stroke="${C.black}" stroke-width="6"/>` +
    inner
  );
}
