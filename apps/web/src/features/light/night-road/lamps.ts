import type { LightState } from '@xueche/light-rules';
import { NIGHT_ROAD_COLOURS as C } from './night-road-tokens';
import { glow } from './paint';
import { along, type View } from './view';

const BLINK_MS = 800;

/** Our headlights on the road: a short, cut-off pool on dipped beam; long and wide on main beam. */
export function drawBeam(ctx: CanvasRenderingContext2D, v: View, reach: number, high: boolean): void {
  if (reach <= 0) return;
  // The beam widens ahead of the car: dipped beam keeps to our lane and the verge, main beam lights both.
  const half = (d: number) => Math.min(high ? 6 : 3.2, 1 + d * (high ? 0.09 : 0.07));
  const eyes = 1.75 + v.motion.lane * 1.75;
  const bottom = v.y(v.near);
  const top = v.y(reach);
  const light = ctx.createLinearGradient(0, bottom, 0, top);
  light.addColorStop(0, high ? C.mainBeam : C.dippedBeam);
  light.addColorStop(1, C.beamEnd);
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  ctx.fillStyle = light;
  const ds = [...along(v).filter((d) => d < reach), reach];
  ctx.beginPath();
  for (const d of ds) ctx.lineTo(v.x(d, eyes - half(d)), v.y(d));
  for (const d of ds.reverse()) ctx.lineTo(v.x(d, eyes + half(d)), v.y(d));
  ctx.fill();
  if (high) glow(ctx, v.x(reach, eyes), top, v.width * 0.3, C.mainBeamHalo);
  ctx.restore();
}

export function drawFogLamps(ctx: CanvasRenderingContext2D, v: View): void {
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  const bottom = v.height;
  const light = ctx.createRadialGradient(v.width / 2, bottom, 0, v.width / 2, bottom, v.width * 0.7);
  light.addColorStop(0, C.fogLamp);
  light.addColorStop(1, C.fogLampEnd);
  ctx.fillStyle = light;
  ctx.fillRect(0, v.horizon, v.width, v.height - v.horizon);
  ctx.restore();
}

/** Fog hides the distance; main beam lights the fog itself into a white wall, fog lamps see under it. */
export function drawFog(
  ctx: CanvasRenderingContext2D,
  v: View,
  density: number,
  high: boolean,
  fogLamps: boolean,
): void {
  if (density < 0.02) return;
  const veil = ctx.createLinearGradient(0, 0, 0, v.height);
  const wall = high ? 0.8 : fogLamps ? 0.45 : 0.6;
  veil.addColorStop(0, C.fogHigh(density * 0.9));
  veil.addColorStop(0.6, C.fogLow(density * wall));
  veil.addColorStop(1, C.fogLow(density * wall * 0.5));
  ctx.fillStyle = veil;
  ctx.fillRect(0, 0, v.width, v.height);
}

/**
 * An oncoming car in the other lane, coming closer and again. Returns whether our main beam is dazzling
 * its driver (it answers by flashing back).
 */
export function drawOncoming(ctx: CanvasRenderingContext2D, v: View, ms: number, high: boolean): boolean {
  const d = 160 - (((ms / 1000) * 28) % 150);
  const s = v.scale(d);
  // Its headlamps: 1.5 m apart, 70 cm above the road.
  const x = v.x(d, -1.75);
  const y = v.y(d) - 0.7 * s;
  const spacing = 1.5 * s;
  const dazzled = high && d < 120;
  const size = Math.max(4, 0.6 * s) * (dazzled ? 2.2 : 1);
  for (const side of [-1, 1]) glow(ctx, x + side * spacing * 0.5, y, size, C.oncomingLamp);
  if (dazzled) glow(ctx, x, y, v.width * 0.6 * (0.6 + s / v.scale(v.near)), C.dazzle);
  return dazzled;
}

/** The bonnet's edge, with the indicator and hazard lamps blinking on it. */
export function drawBonnet(ctx: CanvasRenderingContext2D, v: View, lights: LightState, now: number): void {
  ctx.fillStyle = C.bonnet;
  ctx.beginPath();
  ctx.moveTo(0, v.height);
  ctx.quadraticCurveTo(v.width / 2, v.height * 0.9, v.width, v.height);
  ctx.fill();
  const on = now % BLINK_MS < BLINK_MS / 2;
  if (on && (lights.indicator === 'left' || lights.hazard)) glow(ctx, v.width * 0.06, v.height * 0.95, 26, C.indicator);
  if (on && (lights.indicator === 'right' || lights.hazard))
    glow(ctx, v.width * 0.94, v.height * 0.95, 26, C.indicator);
  if (lights.headlight !== 'off') {
    for (const x of [0.16, 0.84]) glow(ctx, v.width * x, v.height * 0.97, 10, C.headlamp);
  }
  if (lights.fogRear) glow(ctx, v.width / 2, v.height, 22, C.rearFog);
}
