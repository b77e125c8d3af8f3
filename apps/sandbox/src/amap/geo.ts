export interface LngLat {
  lng: number;
  lat: number;
}

/** AMap's "lng,lat" with at most six decimals. */
const lngLatPattern = /^(-?\d{1,3}(?:\.\d{1,6})?),(-?\d{1,2}(?:\.\d{1,6})?)$/;

export function parseLngLat(text: string): LngLat | null {
  const match = lngLatPattern.exec(text.trim());
  if (!match) return null;
  const lng = Number(match[1]);
  const lat = Number(match[2]);
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return { lng, lat };
}

export const formatLngLat = (p: LngLat): string => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`;

const EARTH_RADIUS = 6371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversine(a: LngLat, b: LngLat): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

const compass = ['北', '东北', '东', '东南', '南', '西南', '西', '西北'] as const;

/** Where `to` lies seen from `from`, in AMap's eight Chinese directions. */
export function direction(from: LngLat, to: LngLat): string {
  const y = Math.sin(rad(to.lng - from.lng)) * Math.cos(rad(to.lat));
  const x =
    Math.cos(rad(from.lat)) * Math.sin(rad(to.lat)) -
    Math.sin(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.cos(rad(to.lng - from.lng));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return compass[Math.round(bearing / 45) % 8] ?? '北';
}

/** Mainland China's rough bounding box; outside it AMap knows no address. */
export const insideChina = (p: LngLat): boolean => p.lng >= 73.4 && p.lng <= 135.1 && p.lat >= 18.1 && p.lat <= 53.6;

/** Metres as AMap writes them: a string with up to three decimals. */
export const metres = (m: number): string => String(Math.round(m * 1000) / 1000);
