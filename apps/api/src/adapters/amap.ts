import type { MapPlace } from '@xueche/contract';
import { getJson, UpstreamError } from './http';

/** AMap sends `[]` for empty values and numbers as strings. */
type Text = string | [];
const text = (v: Text | undefined): string => (typeof v === 'string' ? v : '');

interface RegeoReply {
  status: string;
  info: string;
  infocode: string;
  regeocode?: {
    formatted_address: Text;
    addressComponent: { province: Text; city: Text; district: Text; township: Text };
    pois?: { name: string; distance: string; address: Text }[];
  };
}

export interface AmapOptions {
  key: string;
  apiBase: () => string;
}

/** The AMap web-service adapter; the same code talks to restapi.amap.com and to the sandbox. */
export function amapClient(opts: AmapOptions) {
  return {
    /** Reverse geocode a GCJ-02 point within SPEC §9's 3000 m radius; null where AMap knows no place. */
    async regeo(lng: number, lat: number): Promise<MapPlace | null> {
      const params = new URLSearchParams({
        key: opts.key,
        location: `${lng.toFixed(6)},${lat.toFixed(6)}`,
        radius: '3000',
        extensions: 'all',
      });
      const reply = await getJson<RegeoReply>('高德地图', `${opts.apiBase()}/v3/geocode/regeo?${params}`);
      if (reply.status !== '1') throw new UpstreamError('高德地图', `${reply.infocode} ${reply.info}`);
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
  };
}

export type AmapClient = ReturnType<typeof amapClient>;
