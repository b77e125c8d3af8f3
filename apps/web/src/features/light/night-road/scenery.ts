import type { Scene } from '../scene';
import { NIGHT_ROAD_COLOURS as C } from './night-road-tokens';
import { glow, strip } from './paint';
import { along, EYE_HEIGHT, FAR, type View } from './view';

export function drawSky(ctx: CanvasRenderingContext2D, v: View): void {
  const sky = ctx.createLinearGradient(0, 0, 0, v.horizon);
  sky.addColorStop(0, C.skyTop);
  sky.addColorStop(1, C.skyHorizon);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, v.width, v.horizon + 1);
  ctx.fillStyle = C.land;
  ctx.fillRect(0, v.horizon, v.width, v.height - v.horizon);
}

/** The carriageway (two lanes, 3.5 m each) with its dashed centre line and solid edges. */
export function drawRoad(ctx: CanvasRenderingContext2D, v: View, travelled: number): void {
  ctx.fillStyle = C.road;
  ctx.beginPath();
  for (const d of along(v)) ctx.lineTo(v.x(d, -3.6), v.y(d));
  for (const d of along(v).reverse()) ctx.lineTo(v.x(d, 3.6), v.y(d));
  ctx.fill();
  // The edge lines, 15 cm wide, drawn on the road so they narrow with distance like it.
  ctx.fillStyle = C.edgeLine;
  for (const edge of [-3.5, 3.5]) strip(ctx, v, edge, 0.15, v.near, FAR);
  // The dashed yellow centre line between the two directions: 4 m dashes, 6 m gaps.
  ctx.fillStyle = C.centreLine;
  const phase = travelled % 10;
  for (let d = v.near + 10 - phase; d < 150; d += 10) strip(ctx, v, 0, 0.15, d, d + 4);
}

export function drawStreetLights(ctx: CanvasRenderingContext2D, v: View, travelled: number): void {
  const phase = travelled % 30;
  for (let d = v.near + 30 - phase; d < FAR; d += 30) {
    for (const side of [-5, 5]) {
      const x = v.x(d, side);
      const base = v.y(d);
      // An 8 m pole, 15 cm thick.
      const pole = 8 * v.scale(d);
      ctx.strokeStyle = C.streetPole;
      ctx.lineWidth = Math.max(1, 0.15 * v.scale(d));
      ctx.beginPath();
      ctx.moveTo(x, base);
      ctx.lineTo(x, base - pole);
      ctx.stroke();
      glow(ctx, x, base - pole, Math.max(3, 1.2 * v.scale(d)), C.streetLamp);
      // The pool of light it leaves on the road, flattened as the road is at that distance.
      ctx.fillStyle = C.streetPool;
      ctx.beginPath();
      const rx = 4 * v.scale(d);
      ctx.ellipse(v.x(d, side * 0.6), base, rx, (rx * EYE_HEIGHT) / d, 0, 0, Math.PI * 2);
      ctx.fill();
    }
  }
}

/** What each situation puts on the road ahead. */
export function drawSituation(
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
      ctx.fillStyle = C.signalHead;
      ctx.fillRect(x - box / 2, top - box, box, box * 2);
      glow(ctx, x, red ? top - box / 2 : top + box / 2, box, red ? C.signalRed : C.signalGreen);
      break;
    }
    case 'crossing':
      drawStripes(ctx, v, 30 - ((travelled * 0.6) % 26), 'zebra');
      break;
    case 'breakdown': {
      // The warning triangle set out behind is in the mirror; ahead, the road is empty and still.
      ctx.fillStyle = C.breakdownVeil;
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
  ctx.fillStyle = reach >= d ? C.carLit : C.carDark;
  ctx.fillRect(x - w / 2, y - h, w, h);
  for (const side of [-1, 1]) glow(ctx, x + side * w * 0.38, y - h * 0.45, Math.max(4, w * 0.18), C.tailLamp);
}

function drawStripes(ctx: CanvasRenderingContext2D, v: View, d: number, kind: 'zebra' | 'stop'): void {
  ctx.fillStyle = C.roadPaint;
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
