import sharp from 'sharp';
import { AmapError } from './envelope';
import { type LngLat, parseLngLat } from './geo';

/**
 * `v3/staticmap`: a PNG of a plain map-like background (no real streets: the sandbox has no map data) with
 * the request's paths, markers and labels drawn where AMap would put them, in Web Mercator at AMap's zoom
 * levels. Without `location` and `zoom` the map is fitted to the overlays, as AMap does.
 */

export interface MarkerGroup {
  size: 'small' | 'mid' | 'large';
  color: string;
  label: string;
  points: LngLat[];
}

export interface PathLine {
  weight: number;
  color: string;
  transparency: number;
  fill: { color: string; transparency: number } | null;
  points: LngLat[];
}

export interface LabelGroup {
  content: string;
  fontSize: number;
  fontColor: string;
  background: string;
  bold: boolean;
  points: LngLat[];
}

export interface StaticMapQuery {
  location?: LngLat;
  zoom?: number;
  width: number;
  height: number;
  scale: 1 | 2;
  markers: MarkerGroup[];
  paths: PathLine[];
  labels: LabelGroup[];
}

/** AMap's limits (the current documentation): 10 markers, 10 labels, 4 paths, 1024×1024. */
export const LIMITS = { markers: 10, labels: 10, paths: 4, side: 1024 } as const;

const invalid = () => new AmapError('invalid');

/** "0xRRGGBB" → "#rrggbb"; empty takes the default. */
function colour(text: string | undefined, fallback: string): string {
  if (!text) return fallback;
  const match = /^0x([0-9a-fA-F]{6})$/.exec(text);
  if (!match) throw invalid();
  return `#${match[1]?.toLowerCase()}`;
}

function numberIn(text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw invalid();
  return n;
}

function points(text: string | undefined): LngLat[] {
  if (!text) throw invalid();
  return text.split(';').map((p) => {
    const point = parseLngLat(p);
    if (!point) throw invalid();
    return point;
  });
}

/** "style:location;location|style:location…" → [style fields, points][] */
function groups(text: string | undefined): [string[], LngLat[]][] {
  if (!text) return [];
  return text.split('|').map((group) => {
    const at = group.lastIndexOf(':');
    if (at < 0) throw invalid();
    return [group.slice(0, at).split(','), points(group.slice(at + 1))];
  });
}

/** `size=W*H` (default 400*400), each side 1–1024. */
export function parseSize(text: string | undefined): { width: number; height: number } {
  if (text === undefined) return { width: 400, height: 400 };
  const match = /^(\d{1,4})\*(\d{1,4})$/.exec(text);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 1 || height < 1 || width > LIMITS.side || height > LIMITS.side) throw invalid();
  return { width, height };
}

/** markers=size,color,label:lng,lat;… (system styles; custom images `-1,url,0` are not fetched here). */
export function parseMarkers(text: string | undefined): MarkerGroup[] {
  const list = groups(text).map(([style, pts]) => {
    const [size = 'small', color, label = ''] = style;
    if (size !== 'small' && size !== 'mid' && size !== 'large') throw invalid();
    if (label && !/^[0-9A-Z]$/.test(label)) throw invalid();
    return { size, color: colour(color, '#fc6054'), label, points: pts } as MarkerGroup;
  });
  if (list.reduce((n, g) => n + g.points.length, 0) > LIMITS.markers) throw invalid();
  return list;
}

/** paths=weight,color,transparency,fillcolor,fillTransparency:lng,lat;… (a fill colour makes it a polygon). */
export function parsePaths(text: string | undefined): PathLine[] {
  const list = groups(text).map(([style, pts]) => {
    const [weight, color, transparency, fillcolor, fillTransparency] = style;
    if (pts.length < 2) throw invalid();
    return {
      weight: numberIn(weight, 5, 2, 15),
      color: colour(color, '#0000ff'),
      transparency: numberIn(transparency, 1, 0, 1),
      fill: fillcolor
        ? { color: colour(fillcolor, '#0000ff'), transparency: numberIn(fillTransparency, 0.5, 0, 1) }
        : null,
      points: pts,
    };
  });
  if (list.length > LIMITS.paths) throw invalid();
  return list;
}

/** labels=content,font,bold,fontSize,fontColor,background:lng,lat;… */
export function parseLabels(text: string | undefined): LabelGroup[] {
  const list = groups(text).map(([style, pts]) => {
    const [content = '', _font, bold, fontSize, fontColor, background] = style;
    if (!content || content.length > 15) throw invalid();
    return {
      content,
      bold: bold === '1',
      fontSize: numberIn(fontSize, 10, 1, 72),
      fontColor: colour(fontColor, '#ffffff'),
      background: colour(background, '#5288d8'),
      points: pts,
    };
  });
  if (list.reduce((n, g) => n + g.points.length, 0) > LIMITS.labels) throw invalid();
  return list;
}

/** Web Mercator: world pixels at zoom z (256 × 2^z across). */
function project(p: LngLat, zoom: number): { x: number; y: number } {
  const world = 256 * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, p.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((p.lng + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

/** The zoom (1–17) and centre AMap would pick: every overlay inside, with room for the markers. */
function fit(all: LngLat[], width: number, height: number): { zoom: number; center: LngLat } {
  const lngs = all.map((p) => p.lng);
  const lats = all.map((p) => p.lat);
  const sw = { lng: Math.min(...lngs), lat: Math.min(...lats) };
  const ne = { lng: Math.max(...lngs), lat: Math.max(...lats) };
  const center = { lng: (sw.lng + ne.lng) / 2, lat: (sw.lat + ne.lat) / 2 };
  const room = { w: Math.max(width - 80, width / 2), h: Math.max(height - 80, height / 2) };
  for (let zoom = 17; zoom > 1; zoom--) {
    const a = project(sw, zoom);
    const b = project(ne, zoom);
    if (Math.abs(b.x - a.x) <= room.w && Math.abs(a.y - b.y) <= room.h) return { zoom, center };
  }
  return { zoom: 1, center };
}

const xmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** A small, stable hash of integers: which blocks of the background are parks or water. */
function hash(...ns: number[]): number {
  let h = 2166136261;
  for (const n of ns) h = Math.imul(h ^ (n & 0xffffffff), 16777619) >>> 0;
  return h;
}

/**
 * The background: land, a grid of streets and avenues fixed to the world (so it moves with the map as a
 * real one would), some blocks green as parks, and one stripe of water.
 */
function background(left: number, top: number, width: number, height: number, s: number): string {
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#f4f1ea"/>`];
  const block = 64;
  const x0 = Math.floor(left / block);
  const y0 = Math.floor(top / block);
  for (let bx = x0; bx * block < left + width / s; bx++) {
    for (let by = y0; by * block < top + height / s; by++) {
      const h = hash(bx, by);
      const x = (bx * block - left) * s;
      const y = (by * block - top) * s;
      if (h % 11 === 0)
        parts.push(
          `<rect x="${x + 6 * s}" y="${y + 6 * s}" width="${52 * s}" height="${52 * s}" rx="${6 * s}" fill="#d6ecc9"/>`,
        );
      else if (h % 17 === 0)
        parts.push(`<rect x="${x}" y="${y + 20 * s}" width="${block * s}" height="${24 * s}" fill="#bcdcf5"/>`);
    }
  }
  for (let bx = x0; bx * block < left + width / s; bx++) {
    const x = (bx * block - left) * s;
    const major = bx % 4 === 0;
    parts.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke="${major ? '#fbe3a5' : '#ffffff'}" stroke-width="${(major ? 5 : 3) * s}"/>`,
    );
  }
  for (let by = y0; by * block < top + height / s; by++) {
    const y = (by * block - top) * s;
    const major = by % 4 === 0;
    parts.push(
      `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="${major ? '#fbe3a5' : '#ffffff'}" stroke-width="${(major ? 5 : 3) * s}"/>`,
    );
  }
  return parts.join('');
}

const MARKER_RADIUS = { small: 6, mid: 10, large: 13 } as const;

/** A pin: a round head on a point, its tip on the place, the label in the head (small markers have none). */
function marker(x: number, y: number, group: MarkerGroup, s: number): string {
  const r = MARKER_RADIUS[group.size] * s;
  const cy = y - r * 2.2;
  const pin = `<path d="M ${x} ${y} L ${x - r * 0.75} ${cy + r * 0.6} A ${r} ${r} 0 1 1 ${x + r * 0.75} ${cy + r * 0.6} Z" fill="${group.color}" stroke="#ffffff" stroke-width="${1.5 * s}"/>`;
  const label =
    group.label && group.size !== 'small'
      ? `<text x="${x}" y="${cy + r * 0.42}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${r * 1.2}" fill="#ffffff" text-anchor="middle">${xmlText(group.label)}</text>`
      : '';
  return pin + label;
}

function label(x: number, y: number, group: LabelGroup, s: number): string {
  const size = group.fontSize * s;
  const width = (group.content.length * 0.62 + 0.8) * size;
  const height = size * 1.6;
  return (
    `<rect x="${x - width / 2}" y="${y - height - 4 * s}" width="${width}" height="${height}" rx="${3 * s}" fill="${group.background}"/>` +
    `<text x="${x}" y="${y - 4 * s - height * 0.3}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="${group.bold ? 'bold' : 'normal'}" font-size="${size}" fill="${group.fontColor}" text-anchor="middle">${xmlText(group.content)}</text>`
  );
}

/** Draws the map; answers PNG bytes. */
export async function renderStaticMap(q: StaticMapQuery): Promise<Buffer> {
  const overlays = [...q.markers, ...q.paths, ...q.labels].flatMap((g) => g.points);
  if (!overlays.length && (!q.location || q.zoom === undefined)) throw new AmapError('missing');
  const fitted = overlays.length ? fit(overlays, q.width, q.height) : null;
  const zoom = q.zoom ?? fitted?.zoom ?? 10;
  const center = q.location ?? fitted?.center ?? { lng: 116.397428, lat: 39.90923 };
  const s = q.scale;
  const width = q.width * s;
  const height = q.height * s;
  const c = project(center, zoom);
  const left = c.x - q.width / 2;
  const top = c.y - q.height / 2;
  const at = (p: LngLat) => {
    const w = project(p, zoom);
    return { x: (w.x - left) * s, y: (w.y - top) * s };
  };

  const layers: string[] = [background(left, top, width, height, s)];
  for (const path of q.paths) {
    const pts = path.points.map(at).map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`);
    if (path.fill) {
      layers.push(
        `<polygon points="${pts.join(' ')}" fill="${path.fill.color}" fill-opacity="${path.fill.transparency}" stroke="${path.color}" stroke-opacity="${path.transparency}" stroke-width="${path.weight * s}"/>`,
      );
    } else {
      // A white casing under the line, as road maps draw routes.
      layers.push(
        `<polyline points="${pts.join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="${path.transparency}" stroke-width="${(path.weight + 3) * s}" stroke-linecap="round" stroke-linejoin="round"/>`,
        `<polyline points="${pts.join(' ')}" fill="none" stroke="${path.color}" stroke-opacity="${path.transparency}" stroke-width="${path.weight * s}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  }
  for (const group of q.markers) {
    for (const p of group.points) {
      const { x, y } = at(p);
      layers.push(marker(x, y, group, s));
    }
  }
  for (const group of q.labels) {
    for (const p of group.points) {
      const { x, y } = at(p);
      layers.push(label(x, y, group, s));
    }
  }
  layers.push(
    `<text x="${width - 6 * s}" y="${height - 6 * s}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${10 * s}" fill="#8a8a8a" text-anchor="end">sandbox map · zoom ${zoom}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${layers.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

export function parseStaticMap(params: {
  location?: string;
  zoom?: string;
  size?: string;
  scale?: string;
  markers?: string;
  paths?: string;
  labels?: string;
}): StaticMapQuery {
  const location = params.location === undefined ? undefined : (parseLngLat(params.location) ?? undefined);
  if (params.location !== undefined && !location) throw invalid();
  const zoom = params.zoom === undefined ? undefined : numberIn(params.zoom, 10, 1, 17);
  if (zoom !== undefined && !Number.isInteger(zoom)) throw invalid();
  const scale = numberIn(params.scale, 1, 1, 2);
  if (scale !== 1 && scale !== 2) throw invalid();
  return {
    location,
    zoom,
    ...parseSize(params.size),
    scale,
    markers: parseMarkers(params.markers),
    paths: parsePaths(params.paths),
    labels: parseLabels(params.labels),
  };
}
