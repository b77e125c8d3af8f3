import type { MapPlace, MapTip } from '@xueche/contract';
import { getJson, UpstreamError } from './http';

const SERVICE = '高德地图';

/** AMap sends `[]` for empty values and numbers as strings. */
type Text = string | [];
const text = (v: Text | undefined): string => (typeof v === 'string' ? v : '');

/**
 * Every AMap reply carries these; status "1" is success, and infocode says why not
 * (docs/protocols.md#amap-web-service).
 */
interface Reply {
  status: string;
  info: string;
  infocode: string;
}

interface RegeoReply extends Reply {
  regeocode?: {
    formatted_address: Text;
    addressComponent: { province: Text; city: Text; district: Text; township: Text };
    pois?: { name: string; distance: string; address: Text }[];
  };
}

interface TipsReply extends Reply {
  tips?: { id: Text; name: Text; district: Text; adcode: Text; location: Text; address: Text }[];
}

interface DrivingReply extends Reply {
  route?: { paths?: { distance: string; duration: string; steps?: { polyline: Text }[] }[] };
}

export interface LngLat {
  lng: number;
  lat: number;
}

/** A driving route: metres, seconds and the road's shape as [lng, lat] pairs. */
export interface DrivingRoute {
  distance_m: number;
  duration_s: number;
  polyline: [number, number][];
}

/** One group of static-map markers: a system marker of one size and colour, labelled with one of 0-9 or A-Z. */
export interface StaticMarkers {
  size: 'small' | 'mid' | 'large';
  /** 0xRRGGBB */
  color: string;
  label: string;
  points: LngLat[];
}

/** One static-map polyline: weight 2–15 px, colour 0xRRGGBB, opacity 0–1. */
export interface StaticPath {
  weight: number;
  color: string;
  transparency: number;
  points: LngLat[];
}

/** AMap's "lng,lat" with at most six decimals. */
const lngLat = (p: LngLat) => `${Number(p.lng.toFixed(6))},${Number(p.lat.toFixed(6))}`;

/**
 * AMap's `district` of a tip is the whole path, "广东省广州市海珠区" (a municipality's "北京市朝阳区");
 * split it into province, city and district as the rest of the app keeps places. A municipality has no
 * city level: the province stands in, as regeo does.
 */
export function splitDistrict(path: string): { province: string; city: string; district: string } {
  const match = /^(.+?(?:省|自治区|特别行政区|市))?(.+?(?:市|自治州|地区|盟))?(.*)$/.exec(path.trim());
  const province = match?.[1] ?? '';
  const city = match?.[2] ?? '';
  const district = match?.[3] ?? '';
  return { province, city: city || province, district };
}

export interface AmapOptions {
  key: string;
  apiBase: () => string;
}

/** The AMap web-service adapter; the same code talks to restapi.amap.com and to the sandbox. */
export function amapClient(opts: AmapOptions) {
  async function call<T extends Reply>(path: string, params: URLSearchParams): Promise<T> {
    const reply = await getJson<T>(SERVICE, `${opts.apiBase()}${path}?${params}`);
    if (reply.status !== '1') throw new UpstreamError(SERVICE, `${reply.infocode} ${reply.info}`);
    return reply;
  }

  return {
    /**
     * Reverse geocode a GCJ-02 point within a 3000 m radius (docs/product.md#constants-at-a-glance); null where AMap
     * knows no place.
     */
    async regeo(lng: number, lat: number): Promise<MapPlace | null> {
      const params = new URLSearchParams({
        key: opts.key,
        location: `${lng.toFixed(6)},${lat.toFixed(6)}`,
        radius: '3000',
        extensions: 'all',
      });
      const reply = await call<RegeoReply>('/v3/geocode/regeo', params);
      const r = reply.regeocode;
      const province = text(r?.addressComponent.province);
      if (!r || !province) return null;
      // Municipalities have no city level: the province stands in.
      const city = text(r.addressComponent.city) || province;
      const nearest = [...(r.pois ?? [])].sort((a, b) => Number(a.distance) - Number(b.distance))[0];
      return {
        formatted_address: text(r.formatted_address),
        address: nearest ? text(nearest.address) : '',
        lng,
        lat,
        province,
        city,
        district: text(r.addressComponent.district),
        township: text(r.addressComponent.township),
        name: nearest?.name ?? '',
      };
    },

    /**
     * Input tips (`v3/assistant/inputtips`): places for what was typed, in `city` first when given. Only
     * tips with a location are places; the rest (keyword suggestions, bus lines) are dropped.
     */
    async inputTips(keywords: string, city?: string): Promise<MapTip[]> {
      const params = new URLSearchParams({ key: opts.key, keywords, datatype: 'all' });
      if (city) params.set('city', city);
      const reply = await call<TipsReply>('/v3/assistant/inputtips', params);
      const tips: MapTip[] = [];
      for (const tip of reply.tips ?? []) {
        const [lng, lat] = text(tip.location).split(',').map(Number);
        const name = text(tip.name);
        if (!name || !Number.isFinite(lng) || !Number.isFinite(lat)) continue;
        const where = splitDistrict(text(tip.district));
        tips.push({
          name,
          address: (text(tip.address) || text(tip.district) || name).slice(0, 120),
          lng: lng as number,
          lat: lat as number,
          province: where.province.slice(0, 40),
          city: where.city.slice(0, 40),
          district: where.district.slice(0, 40),
        });
      }
      return tips;
    },

    /**
     * Driving directions (`v3/direction/driving`) from the first point to the last through the ones
     * between (AMap takes up to 16 waypoints); null when AMap finds no route.
     */
    async drivingRoute(points: LngLat[]): Promise<DrivingRoute | null> {
      const origin = points[0];
      const destination = points.at(-1);
      if (!origin || !destination || points.length < 2) throw new Error('a route needs two points');
      const params = new URLSearchParams({
        key: opts.key,
        origin: lngLat(origin),
        destination: lngLat(destination),
        strategy: '10',
        extensions: 'base',
      });
      const waypoints = points.slice(1, -1);
      if (waypoints.length) params.set('waypoints', waypoints.map(lngLat).join(';'));
      const reply = await call<DrivingReply>('/v3/direction/driving', params);
      const path = reply.route?.paths?.[0];
      if (!path) return null;
      const polyline: [number, number][] = [];
      for (const step of path.steps ?? []) {
        for (const pair of text(step.polyline).split(';')) {
          const [lng, lat] = pair.split(',').map(Number);
          if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
          const last = polyline.at(-1);
          // Each step starts where the last one ended.
          if (last && last[0] === lng && last[1] === lat) continue;
          polyline.push([lng as number, lat as number]);
        }
      }
      return {
        distance_m: Math.round(Number(path.distance) || 0),
        duration_s: Math.round(Number(path.duration) || 0),
        polyline,
      };
    },

    /**
     * A static map (`v3/staticmap`) as PNG bytes: `size` at most 1024×1024; without a centre and zoom
     * AMap fits the map to the markers and paths. AMap answers a refusal as its JSON envelope instead of
     * an image.
     */
    async staticMap(input: {
      width: number;
      height: number;
      markers: StaticMarkers[];
      paths: StaticPath[];
    }): Promise<Buffer> {
      const params = new URLSearchParams({ key: opts.key, size: `${input.width}*${input.height}` });
      if (input.markers.length) {
        const groups = input.markers.map((m) => `${m.size},${m.color},${m.label}:${m.points.map(lngLat).join(';')}`);
        params.set('markers', groups.join('|'));
      }
      if (input.paths.length) {
        const lines = input.paths.map(
          (p) => `${p.weight},${p.color},${p.transparency},,:${p.points.map(lngLat).join(';')}`,
        );
        params.set('paths', lines.join('|'));
      }
      let response: Response;
      try {
        response = await fetch(`${opts.apiBase()}/v3/staticmap?${params}`, { signal: AbortSignal.timeout(8000) });
      } catch (error) {
        throw new UpstreamError(SERVICE, (error as Error).message);
      }
      if (!response.ok) throw new UpstreamError(SERVICE, `HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      const type = response.headers.get('content-type') ?? '';
      if (type.startsWith('image/')) return bytes;
      let refusal = 'reply is not an image';
      try {
        const reply = JSON.parse(bytes.toString('utf8')) as Reply;
        refusal = `${reply.infocode} ${reply.info}`;
      } catch {}
      throw new UpstreamError(SERVICE, refusal);
    },
  };
}

export type AmapClient = ReturnType<typeof amapClient>;
