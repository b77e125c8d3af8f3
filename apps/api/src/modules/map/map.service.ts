import type { MapTip } from '@xueche/contract';
import type { AmapClient, DrivingRoute, LngLat } from '../../adapters/amap';
import { UpstreamError } from '../../adapters/http';
import { AppError, upstream } from '../../platform/errors';

/** The map service's failures reach people as "高德地图暂时不可用" (502); anything else is ours. */
async function mapCall<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UpstreamError) throw upstream(error.service);
    throw error;
  }
}

/** "lng,lat;lng,lat…" (already checked by the contract's pattern) → points. */
export function parsePoints(text: string): LngLat[] {
  return text.split(';').map((pair) => {
    const [lng, lat] = pair.split(',').map(Number);
    return { lng: lng as number, lat: lat as number };
  });
}

/** `GET v1/map/tips`: AMap's input tips that are places. */
export function mapTips(amap: AmapClient, keywords: string, city?: string): Promise<MapTip[]> {
  return mapCall(amap.inputTips(keywords, city));
}

/** `GET v1/map/route`: the driving route through the points; 404 when the map service finds none. */
export async function mapRoute(amap: AmapClient, points: LngLat[]): Promise<DrivingRoute> {
  const route = await mapCall(amap.drivingRoute(points));
  if (!route) throw new AppError(404, 'map_no_route');
  return route;
}

/**
 * The driving route's length and time for a trip, or nulls when the map service cannot say: a trip is
 * published whether or not the estimate came.
 */
export async function routeEstimate(
  amap: AmapClient,
  points: LngLat[],
): Promise<{ m: number | null; s: number | null }> {
  try {
    const route = await amap.drivingRoute(points);
    return { m: route?.distance_m ?? null, s: route?.duration_s ?? null };
  } catch {
    return { m: null, s: null };
  }
}

/** Points on a static map's path at most: AMap takes the path in the URL, which must stay short. */
export const PATH_POINTS_MAX = 100;

/** Perpendicular distance from p to the segment a–b, in degrees (fine at a city's scale). */
function offset(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Ramer–Douglas–Peucker: the points that keep the shape within `tolerance`. */
function simplifyWithin(line: [number, number][], tolerance: number): [number, number][] {
  if (line.length <= 2) return line;
  const first = line[0] as [number, number];
  const last = line.at(-1) as [number, number];
  let far = 0;
  let at = 0;
  for (let i = 1; i < line.length - 1; i++) {
    const d = offset(line[i] as [number, number], first, last);
    if (d > far) {
      far = d;
      at = i;
    }
  }
  if (far <= tolerance) return [first, last];
  return [
    ...simplifyWithin(line.slice(0, at + 1), tolerance).slice(0, -1),
    ...simplifyWithin(line.slice(at), tolerance),
  ];
}

/** A road's shape with at most `max` points, as close to it as that allows. */
export function simplify(line: [number, number][], max = PATH_POINTS_MAX): [number, number][] {
  if (line.length <= max) return line;
  let tolerance = 0.00005;
  let out = simplifyWithin(line, tolerance);
  while (out.length > max) {
    tolerance *= 2;
    out = simplifyWithin(line, tolerance);
  }
  return out;
}

/** Marker colours: where the trip sets off, where it passes, the exam site. */
const COLOURS = { origin: '0x1AAD19', waypoint: '0x3478F6', target: '0xE5484D', path: '0x3478F6' } as const;

/**
 * The PNG for `GET v1/map/route-image`: the driving route through the points (straight lines between them
 * when the map service finds no road), a marker at each — S where it sets off, 1–5 where it passes, E at the
 * exam site — on AMap's static map fitted to them.
 */
export async function routeImage(amap: AmapClient, points: LngLat[], width: number, height: number): Promise<Buffer> {
  const origin = points[0] as LngLat;
  const target = points.at(-1) as LngLat;
  const waypoints = points.slice(1, -1);
  let road: [number, number][] = points.map((p) => [p.lng, p.lat]);
  try {
    const route = await amap.drivingRoute(points);
    if (route && route.polyline.length >= 2) road = route.polyline;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
  }
  const line = simplify(road).map(([lng, lat]) => ({ lng, lat }));
  return mapCall(
    amap.staticMap({
      width,
      height,
      paths: [{ weight: 6, color: COLOURS.path, transparency: 0.9, points: line }],
      markers: [
        { size: 'mid', color: COLOURS.origin, label: 'S', points: [origin] },
        ...waypoints.map((p, i) => ({
          size: 'mid' as const,
          color: COLOURS.waypoint,
          label: String(i + 1),
          points: [p],
        })),
        { size: 'mid', color: COLOURS.target, label: 'E', points: [target] },
      ],
    }),
  );
}
