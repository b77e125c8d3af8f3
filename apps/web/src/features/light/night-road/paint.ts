import { NIGHT_ROAD_COLOURS } from './night-road-tokens';
import { along, type View } from './view';

/** A painted line `wide` metres across, centred `across` metres from the centre line, from `from` to `to` metres ahead. */
export function strip(
  ctx: CanvasRenderingContext2D,
  v: View,
  across: number,
  wide: number,
  from: number,
  to: number,
): void {
  const left = across - wide / 2;
  const right = across + wide / 2;
  const ds = along(v).filter((d) => d > from && d < to);
  const points = [from, ...ds, to];
  ctx.beginPath();
  for (const d of points) ctx.lineTo(v.x(d, left), v.y(d));
  for (const d of points.reverse()) ctx.lineTo(v.x(d, right), v.y(d));
  ctx.fill();
}

/** A lamp's soft round glow, `color` at the centre fading out at `radius`. */
export function glow(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, color: string): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, color);
  g.addColorStop(1, NIGHT_ROAD_COLOURS.glowEnd);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
}
