/**
 * Sine and cosine from +, − and × alone. Math.sin and Math.cos may differ in the last bit between
 * JavaScript engines (the standard leaves their precision to the engine), and a drive is replayed on the
 * phone and on the server: a difference of one bit, integrated over two minutes of driving, can move the
 * car across a line. IEEE arithmetic on the basic operations is the same everywhere, so this is too.
 */

const HALF_PI = 1.5707963267948966;
// π/2 split in two so that x − k·π/2 keeps its precision for the angles a drive reaches.
const HALF_PI_HI = 1.5707963267341256;
const HALF_PI_LO = 6.077100506506192e-11;

/** sin on [−π/4, π/4]: Taylor terms to x¹⁵, well below a double's precision there. */
function sinCore(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let n = 1; n <= 7; n++) {
    term = (-term * x2) / (2 * n * (2 * n + 1));
    sum += term;
  }
  return sum;
}

/** cos on [−π/4, π/4]. */
function cosCore(x: number): number {
  const x2 = x * x;
  let term = 1;
  let sum = 1;
  for (let n = 1; n <= 8; n++) {
    term = (-term * x2) / ((2 * n - 1) * (2 * n));
    sum += term;
  }
  return sum;
}

/** The quadrant k and the rest r of x = k·π/2 + r, |r| ≤ π/4. */
function reduce(x: number): [number, number] {
  const k = Math.round(x / HALF_PI);
  return [((k % 4) + 4) % 4, x - k * HALF_PI_HI - k * HALF_PI_LO];
}

export function sin(x: number): number {
  const [q, r] = reduce(x);
  return q === 0 ? sinCore(r) : q === 1 ? cosCore(r) : q === 2 ? -sinCore(r) : -cosCore(r);
}

export function cos(x: number): number {
  const [q, r] = reduce(x);
  return q === 0 ? cosCore(r) : q === 1 ? -sinCore(r) : q === 2 ? -cosCore(r) : sinCore(r);
}

export const tan = (x: number) => sin(x) / cos(x);
