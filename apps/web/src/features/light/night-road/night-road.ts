import type { LightState } from '@xueche/light-rules';
import type { Scene } from './scene';

/** The driver's eyes: metres above the road, and how far right of the centre line in our lane (a lane is 3.5 m). */
const EYE_HEIGHT = 1.2;
/** The farthest road drawn, in metres; beyond it the road is a point on the horizon. */
const FAR = 220;
/** How far the lights reach on the road, in metres (dipped beam ~40 m, main beam ~100 m and more). */
const REACH = { position: 4, low: 40, high: 130 } as const;
const BLINK_MS = 800;

interface SceneMotion {
  /** Forward speed, m/s. */
  speed: number;
  /** How much the road bends ahead (−1 left … 1 right). */
  curve: number;
  /** Our car's place across the road: 0 our lane, −1 the other lane, 1 the kerb. */
  lane: number;
  fog: number;
  streetLights: boolean;
}

const MOTION: Record<Scene, SceneMotion> = {
  start: { speed: 0, curve: 0, lane: 0.6, fog: 0, streetLights: true },
  dark: { speed: 16, curve: 0.15, lane: 0, fog: 0, streetLights: false },
  lit: { speed: 14, curve: 0, lane: 0, fog: 0, streetLights: true },
  oncoming: { speed: 12, curve: 0, lane: 0, fog: 0, streetLights: false },
  following: { speed: 10, curve: 0, lane: 0, fog: 0, streetLights: false },
  signalCrossing: { speed: 9, curve: 0, lane: 0, fog: 0, streetLights: true },
  crossing: { speed: 8, curve: 0.7, lane: 0, fog: 0, streetLights: false },
  overtake: { speed: 18, curve: 0, lane: -0.9, fog: 0, streetLights: false },
  stop: { speed: 0, curve: 0, lane: 0.8, fog: 0, streetLights: false },
  breakdown: { speed: 0, curve: 0, lane: 0.2, fog: 0, streetLights: false },
  fog: { speed: 7, curve: 0, lane: 0, fog: 0.82, streetLights: false },
  end: { speed: 0, curve: 0, lane: 0.8, fog: 0, streetLights: false },
};

/**
 * A night road drawn on a 2D canvas that answers the car's lights: how far dipped and main beam reach,
 * the oncoming driver dazzled by main beam, fog that swallows main beam while fog lights cut under it,
 * indicators and hazards blinking on the bonnet. Each instruction of virtual driving is a situation here.
 */
export class NightRoad {
  private scene: Scene = 'start';
  private lights: LightState | undefined;
  private flashUntil = 0;
  private sceneSince = 0;
  /** Eased towards the scene's values so one situation flows into the next. */
  private motion: SceneMotion = { ...MOTION.start };
  private travelled = 0;
  private last = 0;
  private frame = 0;
  private glare = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onGlare: (dazzling: boolean) => void,
  ) {}

  setScene(scene: Scene): void {
    if (scene === this.scene) return;
    this.scene = scene;
    this.sceneSince = performance.now();
  }

  setLights(lights: LightState): void {
    this.lights = lights;
  }

  /** A pull on the flash lever: main beam for a moment. */
  flash(): void {
    this.flashUntil = performance.now() + 250;
  }

  start(): void {
    const tick = (now: number) => {
      this.draw(now);
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
  }

  private draw(now: number): void {
    const dt = this.last ? Math.min(0.1, (now - this.last) / 1000) : 0;
    this.last = now;
    const target = MOTION[this.scene];
    const ease = 1 - Math.exp(-dt * 1.5);
    for (const key of ['speed', 'curve', 'lane', 'fog'] as const)
      this.motion[key] += (target[key] - this.motion[key]) * ease;
    this.motion.streetLights = target.streetLights;
    this.travelled += this.motion.speed * dt;

    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = this.canvas.clientWidth;
    const height = this.canvas.clientHeight;
    if (this.canvas.width !== Math.round(width * ratio)) {
      this.canvas.width = Math.round(width * ratio);
      this.canvas.height = Math.round(height * ratio);
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const view = new View(width, height, this.motion);
    const lights = this.lights;
    const high = Boolean(lights && lights.headlight === 'low' && (lights.high || now < this.flashUntil));
    const reach =
      !lights || lights.headlight === 'off'
        ? 0
        : lights.headlight === 'position'
          ? REACH.position
          : high
            ? REACH.high
            : REACH.low;

    drawSky(ctx, view);
    drawRoad(ctx, view, this.travelled);
    if (this.motion.streetLights) drawStreetLights(ctx, view, this.travelled);
    drawSituation(ctx, view, this.scene, now - this.sceneSince, this.travelled, reach);
    drawBeam(ctx, view, reach, high);
    if (lights?.fogFront && lights.headlight !== 'off') drawFogLamps(ctx, view);
    drawFog(ctx, view, this.motion.fog, high, Boolean(lights?.fogFront));
    if (this.scene === 'oncoming') this.setGlare(drawOncoming(ctx, view, now - this.sceneSince, high));
    else this.setGlare(false);
    if (lights) drawBonnet(ctx, view, lights, now);
  }

  private setGlare(dazzling: boolean): void {
    if (dazzling === this.glare) return;
    this.glare = dazzling;
    this.onGlare(dazzling);
  }
}

/**
 * A pinhole camera at the driver's eyes, looking straight down the road: a point `d` metres ahead and
 * `x` metres across lands `focal / d` pixels per metre from the vanishing point, across and down alike,
 * so every line along the road (both edges, the centre line) runs to the same point on the horizon. The
 * bottom of the picture is where the bonnet hides the road (`near`).
 */
class View {
  readonly horizon: number;
  /** Pixels a metre spans 1 m ahead (a lens of about 60° across). */
  readonly focal: number;
  /** The nearest road in the picture, in metres. */
  readonly near: number;
  constructor(
    readonly width: number,
    readonly height: number,
    readonly motion: SceneMotion,
  ) {
    this.horizon = height * 0.42;
    this.focal = width * 0.85;
    this.near = (this.focal * EYE_HEIGHT) / (height - this.horizon);
  }
  /** Pixels per metre at `d` metres ahead. */
  scale(d: number): number {
    return this.focal / Math.max(d, this.near);
  }
  y(d: number): number {
    return this.horizon + EYE_HEIGHT * this.scale(d);
  }
  /** `x` metres right of the road's centre line; our eyes sit in the middle of our lane (or the scene's place). */
  x(d: number, x: number): number {
    const eyes = 1.75 + this.motion.lane * 1.75;
    // A bend of radius ~80 m at full curve: the road drifts sideways by d²/2R, seen at `d`.
    const bend = (this.motion.curve * Math.max(d, this.near) ** 2) / 160;
    return this.width / 2 + (x - eyes + bend) * this.scale(d);
  }
}

function drawSky(ctx: CanvasRenderingContext2D, v: View): void {
  const sky = ctx.createLinearGradient(0, 0, 0, v.horizon);
  sky.addColorStop(0, '#03050a');
  sky.addColorStop(1, '#0c1222');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, v.width, v.horizon + 1);
  ctx.fillStyle = '#05070b';
  ctx.fillRect(0, v.horizon, v.width, v.height - v.horizon);
}

/** The carriageway (two lanes, 3.5 m each) with its dashed centre line and solid edges. */
function drawRoad(ctx: CanvasRenderingContext2D, v: View, travelled: number): void {
  ctx.fillStyle = '#0d1016';
  ctx.beginPath();
  for (const d of along(v)) ctx.lineTo(v.x(d, -3.6), v.y(d));
  for (const d of along(v).reverse()) ctx.lineTo(v.x(d, 3.6), v.y(d));
  ctx.fill();
  // The edge lines, 15 cm wide, drawn on the road so they narrow with distance like it.
  ctx.fillStyle = 'rgb(200 200 190 / 40%)';
  for (const edge of [-3.5, 3.5]) strip(ctx, v, edge, 0.15, v.near, FAR);
  // The dashed yellow centre line between the two directions: 4 m dashes, 6 m gaps.
  ctx.fillStyle = 'rgb(250 204 21 / 55%)';
  const phase = travelled % 10;
  for (let d = v.near + 10 - phase; d < 150; d += 10) strip(ctx, v, 0, 0.15, d, d + 4);
}

/** Distances from the bottom of the picture to the horizon, closer together near the car where they matter. */
function along(v: View): number[] {
  const out: number[] = [];
  for (let d = v.near; d < FAR; d *= 1.08) out.push(d);
  out.push(FAR);
  return out;
}

/** A painted line `wide` metres across, centred `across` metres from the centre line, from `from` to `to` metres ahead. */
function strip(ctx: CanvasRenderingContext2D, v: View, across: number, wide: number, from: number, to: number): void {
  const left = across - wide / 2;
  const right = across + wide / 2;
  const ds = along(v).filter((d) => d > from && d < to);
  const points = [from, ...ds, to];
  ctx.beginPath();
  for (const d of points) ctx.lineTo(v.x(d, left), v.y(d));
  for (const d of points.reverse()) ctx.lineTo(v.x(d, right), v.y(d));
  ctx.fill();
}

function drawStreetLights(ctx: CanvasRenderingContext2D, v: View, travelled: number): void {
  const phase = travelled % 30;
  for (let d = v.near + 30 - phase; d < FAR; d += 30) {
    for (const side of [-5, 5]) {
      const x = v.x(d, side);
      const base = v.y(d);
      // An 8 m pole, 15 cm thick.
      const pole = 8 * v.scale(d);
      ctx.strokeStyle = 'rgb(90 90 100 / 60%)';
      ctx.lineWidth = Math.max(1, 0.15 * v.scale(d));
      ctx.beginPath();
      ctx.moveTo(x, base);
      ctx.lineTo(x, base - pole);
      ctx.stroke();
      glow(ctx, x, base - pole, Math.max(3, 1.2 * v.scale(d)), 'rgb(255 210 140 / 80%)');
      // The pool of light it leaves on the road, flattened as the road is at that distance.
      ctx.fillStyle = 'rgb(255 200 120 / 10%)';
      ctx.beginPath();
      const rx = 4 * v.scale(d);
      ctx.ellipse(v.x(d, side * 0.6), base, rx, (rx * EYE_HEIGHT) / d, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** What each situation puts on the road ahead. */
function drawSituation(
  ctx: CanvasRenderingContext2D,
  v: View,
  scene: Scene,
  ms: number,
  travelled: number,
  reach: number,
): void {
  switch (scene) {
    case 'following':
      drawCarAhead(ctx, v, 14, 1.75, reach);
      break;
    case 'overtake': {
      // A slow car we pass on its left: it draws closer until it is beside us, out of the picture.
      const d = 26 - ms / 350;
      if (d > v.near) drawCarAhead(ctx, v, d, 1.75, reach);
      break;
    }
    case 'signalCrossing': {
      const d = Math.max(14, 60 - ms / 180);
      drawStripes(ctx, v, d, 'stop');
      const red = Math.floor(ms / 4000) % 2 === 0;
      // A signal head 5 m up at the far side of the crossing, on the right.
      const s = v.scale(d + 4);
      const x = v.x(d + 4, 4.5);
      const top = v.y(d + 4) - 5 * s;
      const box = Math.max(6, 0.4 * s);
      ctx.fillStyle = '#1a1a1a';
      ctx.fillRect(x - box / 2, top - box, box, box * 2);
      glow(ctx, x, red ? top - box / 2 : top + box / 2, box, red ? 'rgb(255 60 50 / 90%)' : 'rgb(60 230 120 / 90%)');
      break;
    }
    case 'crossing':
      drawStripes(ctx, v, 30 - ((travelled * 0.6) % 26), 'zebra');
      break;
    case 'breakdown': {
      // The warning triangle set out behind is in the mirror; ahead, the road is empty and still.
      ctx.fillStyle = 'rgb(255 255 255 / 6%)';
      ctx.fillRect(0, v.horizon, v.width, v.height - v.horizon);
      break;
    }
    default:
      break;
  }
}

function drawCarAhead(ctx: CanvasRenderingContext2D, v: View, d: number, across: number, reach: number): void {
  const w = 1.8 * v.scale(d);
  const h = 1.4 * v.scale(d);
  const x = v.x(d, across);
  const y = v.y(d);
  // Lit by our beam only when it reaches that far.
  ctx.fillStyle = reach >= d ? '#6b7280' : '#15181e';
  ctx.fillRect(x - w / 2, y - h, w, h);
  for (const side of [-1, 1])
    glow(ctx, x + side * w * 0.38, y - h * 0.45, Math.max(4, w * 0.18), 'rgb(255 40 40 / 90%)');
}

function drawStripes(ctx: CanvasRenderingContext2D, v: View, d: number, kind: 'zebra' | 'stop'): void {
  ctx.fillStyle = 'rgb(220 220 210 / 50%)';
  if (kind === 'stop') {
    ctx.fillRect(v.x(d, 0), v.y(d + 0.4), v.x(d, 3.5) - v.x(d, 0), Math.max(1, v.y(d) - v.y(d + 0.4)));
    return;
  }
  for (let x = -3.3; x < 3.4; x += 1) {
    ctx.beginPath();
    ctx.moveTo(v.x(d, x), v.y(d));
    ctx.lineTo(v.x(d + 4, x), v.y(d + 4));
    ctx.lineTo(v.x(d + 4, x + 0.5), v.y(d + 4));
    ctx.lineTo(v.x(d, x + 0.5), v.y(d));
    ctx.fill();
  }
}

/** Our headlights on the road: a short, cut-off pool on dipped beam; long and wide on main beam. */
function drawBeam(ctx: CanvasRenderingContext2D, v: View, reach: number, high: boolean): void {
  if (reach <= 0) return;
  // The beam widens ahead of the car: dipped beam keeps to our lane and the verge, main beam lights both.
  const half = (d: number) => Math.min(high ? 6 : 3.2, 1 + d * (high ? 0.09 : 0.07));
  const eyes = 1.75 + v.motion.lane * 1.75;
  const bottom = v.y(v.near);
  const top = v.y(reach);
  const light = ctx.createLinearGradient(0, bottom, 0, top);
  light.addColorStop(0, high ? 'rgb(235 240 255 / 50%)' : 'rgb(255 245 220 / 40%)');
  light.addColorStop(1, 'rgb(255 245 220 / 0%)');
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  ctx.fillStyle = light;
  const ds = [...along(v).filter((d) => d < reach), reach];
  ctx.beginPath();
  for (const d of ds) ctx.lineTo(v.x(d, eyes - half(d)), v.y(d));
  for (const d of ds.reverse()) ctx.lineTo(v.x(d, eyes + half(d)), v.y(d));
  ctx.fill();
  if (high) glow(ctx, v.x(reach, eyes), top, v.width * 0.3, 'rgb(200 215 255 / 12%)');
  ctx.restore();
}

function drawFogLamps(ctx: CanvasRenderingContext2D, v: View): void {
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  const bottom = v.height;
  const light = ctx.createRadialGradient(v.width / 2, bottom, 0, v.width / 2, bottom, v.width * 0.7);
  light.addColorStop(0, 'rgb(255 230 160 / 40%)');
  light.addColorStop(1, 'rgb(255 230 160 / 0%)');
  ctx.fillStyle = light;
  ctx.fillRect(0, v.horizon, v.width, v.height - v.horizon);
  ctx.restore();
}

/** Fog hides the distance; main beam lights the fog itself into a white wall, fog lamps see under it. */
function drawFog(ctx: CanvasRenderingContext2D, v: View, density: number, high: boolean, fogLamps: boolean): void {
  if (density < 0.02) return;
  const veil = ctx.createLinearGradient(0, 0, 0, v.height);
  const wall = high ? 0.8 : fogLamps ? 0.45 : 0.6;
  veil.addColorStop(0, `rgb(120 125 135 / ${density * 0.9})`);
  veil.addColorStop(0.6, `rgb(150 155 165 / ${density * wall})`);
  veil.addColorStop(1, `rgb(150 155 165 / ${density * wall * 0.5})`);
  ctx.fillStyle = veil;
  ctx.fillRect(0, 0, v.width, v.height);
}

/**
 * An oncoming car in the other lane, coming closer and again. Returns whether our main beam is dazzling
 * its driver (it answers by flashing back).
 */
function drawOncoming(ctx: CanvasRenderingContext2D, v: View, ms: number, high: boolean): boolean {
  const d = 160 - (((ms / 1000) * 28) % 150);
  const s = v.scale(d);
  // Its headlamps: 1.5 m apart, 70 cm above the road.
  const x = v.x(d, -1.75);
  const y = v.y(d) - 0.7 * s;
  const spacing = 1.5 * s;
  const dazzled = high && d < 120;
  const size = Math.max(4, 0.6 * s) * (dazzled ? 2.2 : 1);
  for (const side of [-1, 1]) glow(ctx, x + side * spacing * 0.5, y, size, 'rgb(255 255 240 / 95%)');
  if (dazzled) glow(ctx, x, y, v.width * 0.6 * (0.6 + s / v.scale(v.near)), 'rgb(255 255 255 / 25%)');
  return dazzled;
}

/** The bonnet's edge, with the indicator and hazard lamps blinking on it. */
function drawBonnet(ctx: CanvasRenderingContext2D, v: View, lights: LightState, now: number): void {
  ctx.fillStyle = '#06070a';
  ctx.beginPath();
  ctx.moveTo(0, v.height);
  ctx.quadraticCurveTo(v.width / 2, v.height * 0.9, v.width, v.height);
  ctx.fill();
  const on = now % BLINK_MS < BLINK_MS / 2;
  const amber = 'rgb(255 170 30 / 95%)';
  if (on && (lights.indicator === 'left' || lights.hazard)) glow(ctx, v.width * 0.06, v.height * 0.95, 26, amber);
  if (on && (lights.indicator === 'right' || lights.hazard)) glow(ctx, v.width * 0.94, v.height * 0.95, 26, amber);
  if (lights.headlight !== 'off') {
    for (const x of [0.16, 0.84]) glow(ctx, v.width * x, v.height * 0.97, 10, 'rgb(255 250 235 / 60%)');
  }
  if (lights.fogRear) glow(ctx, v.width / 2, v.height, 22, 'rgb(255 40 30 / 50%)');
}

function glow(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, color: string): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, color);
  g.addColorStop(1, 'rgb(0 0 0 / 0%)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
}
