import { C } from '../colours';

/**
 * Symbols for the 禁令 and 指示 signs that shapes.ts lacks: direction arrows, the horn, and the vehicles the
 * "禁止××驶入" signs name. Each draws in one colour (black on 禁令, white on 指示) in the 200 × 200 box;
 * `bg` is the face colour, used to cut windows and openings out of a silhouette.
 */

const g = (x: number, y: number, scale: number, body: string, attrs = ''): string =>
  `<g transform="translate(${x} ${y}) scale(${scale})"${attrs ? ` ${attrs}` : ''}>${body}</g>`;

/** A bent arrow turning left: shaft from the bottom at x = 116 up, bending to a head pointing left. */
export function turnLeftArrow(colour: string, width = 18): string {
  return (
    `<path d="M116 156 V106 Q116 84 94 84 H84" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linejoin="round"/>` +
    `<polygon points="50,84 86,56 86,112" fill="${colour}"/>`
  );
}

/** The same, mirrored: a head pointing right. */
export const turnRightArrow = (colour: string, width = 18): string =>
  `<g transform="translate(200 0) scale(-1 1)">${turnLeftArrow(colour, width)}</g>`;

/** A straight arrow pointing up along x = 100. */
export const straightArrow = (colour: string, x = 100, y1 = 160, y2 = 40, width = 20): string => {
  const h = width * 1.45;
  return `<path d="M${x - width / 2} ${y1} V${y2 + h * 1.25} H${x - h} L${x} ${y2} L${x + h} ${y2 + h * 1.25} H${x + width / 2} V${y1} Z" fill="${colour}"/>`;
};

/** Straight on and a branch to the left (mirror it for the right). */
export function straightLeftArrow(colour: string): string {
  return (
    `<path d="M108 160 V66" stroke="${colour}" stroke-width="18" fill="none"/>` +
    `<polygon points="108,36 82,70 134,70" fill="${colour}"/>` +
    `<path d="M108 132 Q108 108 84 108 H78" stroke="${colour}" stroke-width="16" fill="none" stroke-linejoin="round"/>` +
    `<polygon points="46,108 80,84 80,132" fill="${colour}"/>`
  );
}

export const straightRightArrow = (colour: string): string =>
  `<g transform="translate(200 0) scale(-1 1)">${straightLeftArrow(colour)}</g>`;

/** One shaft splitting to the left and to the right. */
export function leftRightArrow(colour: string): string {
  return (
    `<path d="M100 160 V108 Q100 88 80 88 H76 M100 108 Q100 88 120 88 H124" stroke="${colour}" stroke-width="18" fill="none" stroke-linejoin="round"/>` +
    `<polygon points="42,88 78,62 78,114" fill="${colour}"/><polygon points="158,88 122,62 122,114" fill="${colour}"/>`
  );
}

/** A U-turn: up the right, over the top, and down the left with the head pointing down. */
export function uTurnArrow(colour: string, width = 16): string {
  return (
    `<path d="M124 158 V92 A24 24 0 0 0 76 92 V108" fill="none" stroke="${colour}" stroke-width="${width}"/>` +
    `<polygon points="52,106 100,106 76,142" fill="${colour}"/>`
  );
}

/** The horn: a mouthpiece and a flared bell pointing right. */
export const horn = (colour: string): string =>
  `<path d="M46 91 H62 V109 H46 Z M66 93 H92 L142 66 V134 L92 107 H66 Z" fill="${colour}"/>`;

/** The standard's small car seen from the front (for overtaking signs): body, lamps and windscreen cut out. */
export function overtakeCar(x: number, y: number, colour: string, bg: string, scale = 1.25): string {
  return g(
    x,
    y,
    scale,
    `<path d="M-19 0 v-15 l5 -4 l4 -13 h20 l4 13 l5 4 v15 z" fill="${colour}"/>` +
      `<rect x="-18" y="-1" width="8" height="7" fill="${colour}"/><rect x="10" y="-1" width="8" height="7" fill="${colour}"/>` +
      `<rect x="-11" y="-30" width="22" height="9" fill="${bg}"/>`,
  );
}

/** A bus, side view, about 130 long, wheels on y. */
export function bus(x: number, y: number, colour: string, bg: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<rect x="-66" y="-62" width="132" height="52" rx="6" fill="${colour}"/>` +
      [-56, -34, -12, 10, 32]
        .map((wx) => `<rect x="${wx}" y="-54" width="18" height="18" rx="2" fill="${bg}"/>`)
        .join('') +
      `<rect x="52" y="-54" width="9" height="30" rx="2" fill="${bg}"/>` +
      `<circle cx="-40" cy="-8" r="12" fill="${colour}" stroke="${bg}" stroke-width="3"/>` +
      `<circle cx="42" cy="-8" r="12" fill="${colour}" stroke="${bg}" stroke-width="3"/>`,
  );
}

/** A motorcycle, side view, about 110 long, wheels on y. */
export function motorcycle(x: number, y: number, colour: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<g fill="none" stroke="${colour}" stroke-width="7"><circle cx="-36" cy="-16" r="14"/><circle cx="38" cy="-16" r="14"/></g>` +
      `<path d="M-46 -38 H-18 L-10 -48 H14 L22 -40 H30 L22 -28 H-12 L-18 -32 H-42 Z" fill="${colour}"/>` +
      `<rect x="-12" y="-30" width="24" height="16" rx="3" fill="${colour}"/>` +
      `<path d="M-36 -16 L-10 -22 M38 -16 L26 -56 M18 -58 H34" stroke="${colour}" stroke-width="6" stroke-linecap="round" fill="none"/>` +
      `<circle cx="-36" cy="-16" r="4" fill="${colour}"/><circle cx="38" cy="-16" r="4" fill="${colour}"/>`,
  );
}

/** A wheeled tractor, side view, facing right: big rear wheel, small front wheel, open cab and exhaust. */
export function tractor(x: number, y: number, colour: string, bg: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<circle cx="-30" cy="-28" r="28" fill="${colour}"/><circle cx="-30" cy="-28" r="10" fill="${bg}"/>` +
      `<circle cx="40" cy="-13" r="13" fill="${colour}"/><circle cx="40" cy="-13" r="4" fill="${bg}"/>` +
      `<path d="M-6 -46 H52 V-26 H-6 Z" fill="${colour}"/>` +
      `<path d="M-52 -60 V-86 H-12 V-46" fill="none" stroke="${colour}" stroke-width="6"/>` +
      `<path d="M36 -46 V-70" stroke="${colour}" stroke-width="6"/>`,
  );
}

/** A tractor unit pulling a semi-trailer, side view, about 150 long, wheels on y. */
export function semiTrailer(x: number, y: number, colour: string, bg: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<rect x="-76" y="-60" width="104" height="40" fill="${colour}"/>` +
      `<path d="M28 -24 H36 V-10 H28 Z" fill="${colour}"/>` +
      `<path d="M38 -10 V-54 H60 L74 -34 V-10 Z" fill="${colour}"/><path d="M58 -49 L68 -36 H58 Z" fill="${bg}"/>` +
      [-58, -36, 30, 60]
        .map((wx) => `<circle cx="${wx}" cy="-8" r="10" fill="${colour}" stroke="${bg}" stroke-width="2.5"/>`)
        .join(''),
  );
}

/** A three-wheeled lorry / low-speed lorry: a short cab and a low open cargo bed, side view. */
export function threeWheelTruck(x: number, y: number, colour: string, bg: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<path d="M-60 -44 H-56 V-26 H18 V-44 H22 V-18 H-60 Z" fill="${colour}"/>` +
      `<path d="M24 -14 V-52 Q24 -56 28 -56 H44 L56 -32 V-14 Z" fill="${colour}"/><path d="M32 -50 H42 L50 -34 H32 Z" fill="${bg}"/>` +
      `<rect x="-60" y="-20" width="116" height="8" fill="${colour}"/>` +
      `<circle cx="-34" cy="-8" r="11" fill="${colour}" stroke="${bg}" stroke-width="2.5"/>` +
      `<circle cx="40" cy="-8" r="11" fill="${colour}" stroke="${bg}" stroke-width="2.5"/>`,
  );
}

/** An electric tricycle: a rider's scooter front with a roofed cabin and a box at the back, side view. */
export function electricTricycle(x: number, y: number, colour: string, bg: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<rect x="-62" y="-50" width="50" height="32" fill="${colour}"/>` +
      `<path d="M-12 -22 H24 L34 -40" fill="none" stroke="${colour}" stroke-width="9" stroke-linejoin="round"/>` +
      `<path d="M-10 -86 H30 M-8 -86 V-46 M26 -86 L36 -46" fill="none" stroke="${colour}" stroke-width="6"/>` +
      `<path d="M-8 -44 H14 V-34 H-8 Z" fill="${colour}"/>` +
      `<path d="M38 -14 L30 -52 M24 -54 H38" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>` +
      `<circle cx="-38" cy="-12" r="12" fill="${colour}" stroke="${bg}" stroke-width="2.5"/>` +
      `<circle cx="40" cy="-12" r="12" fill="${colour}" stroke="${bg}" stroke-width="2.5"/>`,
  );
}

/** A horse pulling a two-wheeled cart, side view, facing right. */
export function animalCart(x: number, y: number, colour: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    // cart: box, shafts and a big wheel
    `<rect x="-72" y="-52" width="48" height="16" fill="${colour}"/>` +
      `<path d="M-26 -44 L8 -44" stroke="${colour}" stroke-width="5"/>` +
      `<circle cx="-48" cy="-18" r="18" fill="none" stroke="${colour}" stroke-width="6"/><circle cx="-48" cy="-18" r="4" fill="${colour}"/>` +
      // horse: body, neck, head, legs and tail
      `<ellipse cx="34" cy="-56" rx="30" ry="17" fill="${colour}"/>` +
      `<polygon points="48,-66 62,-98 74,-94 66,-58" fill="${colour}"/>` +
      `<polygon points="60,-98 64,-108 68,-100 88,-86 83,-79 70,-86" fill="${colour}"/>` +
      `<path d="M12 -46 L9 -2 M22 -44 L25 -2 M46 -44 L42 -2 M56 -46 L61 -2" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="M7 -64 Q-4 -58 -4 -36" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`,
  );
}

/** A pedalled tricycle, rider at the front: with a hooded passenger seat (客运) or a flat cargo bed (货运). */
export function pedalTricycle(x: number, y: number, colour: string, passenger: boolean, scale = 1): string {
  const back = passenger
    ? `<path d="M-64 -30 H-22 V-50 H-30 V-38 H-64 Z" fill="${colour}"/>` +
      `<path d="M-64 -38 V-74 Q-64 -88 -46 -88 H-26 L-24 -54" fill="none" stroke="${colour}" stroke-width="6"/>`
    : `<rect x="-70" y="-36" width="52" height="9" fill="${colour}"/><rect x="-66" y="-60" width="40" height="24" fill="${colour}"/>`;
  return g(
    x,
    y,
    scale,
    back +
      `<g fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">` +
      `<circle cx="-42" cy="-14" r="14"/><circle cx="40" cy="-14" r="14"/>` +
      `<path d="M-42 -14 H-20 L4 -16 L32 -44 M40 -14 L30 -52 H40 M-20 -28 L4 -16 M-8 -46 H6"/></g>` +
      // rider
      `<circle cx="10" cy="-82" r="7" fill="${colour}"/>` +
      `<path d="M6 -72 L-2 -48 L14 -34 L4 -16 M4 -68 L28 -54" fill="none" stroke="${colour}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A person pulling a two-wheeled handcart, facing right. */
export function handcart(x: number, y: number, colour: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<path d="M-74 -46 H-6 V-36 H-74 Z" fill="${colour}"/>` +
      `<path d="M-6 -42 L30 -48" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="-40" cy="-18" r="18" fill="none" stroke="${colour}" stroke-width="6"/><circle cx="-40" cy="-18" r="4" fill="${colour}"/>` +
      `<circle cx="46" cy="-86" r="8" fill="${colour}"/>` +
      `<path d="M42 -74 L30 -40 L18 0 M30 -40 L44 -18 L54 0 M40 -66 L30 -48" fill="none" stroke="${colour}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

/** A lorry carrying dangerous goods: the lorry with a flame cut out of its load. */
export function hazmatTruck(x: number, y: number, colour: string, bg: string, scale = 1): string {
  return g(
    x,
    y,
    scale,
    `<rect x="-60" y="-60" width="78" height="50" fill="${colour}"/><path d="M22 -10 V-46 H44 L58 -28 V-10 Z" fill="${colour}"/>` +
      `<path d="M40 -42 L52 -28 H40 Z" fill="${bg}"/>` +
      `<path d="M-21 -18 Q-38 -20 -38 -34 Q-38 -44 -28 -54 Q-28 -44 -22 -42 Q-26 -50 -16 -58 Q-14 -48 -6 -42 Q-2 -36 -4 -30 Q-6 -18 -21 -18 Z" fill="${bg}"/>` +
      `<circle cx="-38" cy="-6" r="11" fill="${colour}" stroke="${bg}" stroke-width="2.5"/><circle cx="40" cy="-6" r="11" fill="${colour}" stroke="${bg}" stroke-width="2.5"/>`,
  );
}

/** An axle seen end-on: two pairs of tyres joined by the axle beam (for 限制轴重). */
export function axle(x: number, y: number, colour: string): string {
  return g(
    x,
    y,
    1,
    `<rect x="-48" y="-16" width="12" height="32" rx="3" fill="${colour}"/><rect x="-33" y="-16" width="12" height="32" rx="3" fill="${colour}"/>` +
      `<rect x="21" y="-16" width="12" height="32" rx="3" fill="${colour}"/><rect x="36" y="-16" width="12" height="32" rx="3" fill="${colour}"/>` +
      `<rect x="-21" y="-3" width="42" height="6" fill="${colour}"/>`,
  );
}

/** Two inward-pointing arrowheads either side of a length (限制宽度 / 限制高度), horizontal by default. */
export function limitArrows(colour: string, vertical: boolean): string {
  const body =
    `<polygon points="58,100 34,84 34,116" fill="${colour}"/>` +
    `<polygon points="142,100 166,84 166,116" fill="${colour}"/>`;
  return vertical ? `<g transform="rotate(90 100 100)">${body}</g>` : body;
}

/** A white "P" for parking on a blue face. */
export const parkingP = (): string =>
  `<text x="100" y="150" font-size="140" font-family="Arial,Helvetica,sans-serif" font-weight="bold" text-anchor="middle" fill="${C.white}">P</text>`;
