import { provinceSeeds } from './data/provinces';
import type { PoiSeed } from './data/seeds';
import { type LngLat, parseLngLat } from './geo';

export interface Province {
  name: string;
  adcode: string;
  center: string;
  citycode: string | null;
  municipality: boolean;
  cities: City[];
}

export interface City {
  name: string;
  adcode: string;
  citycode: string;
  center: string;
  province: Province;
  districts: District[];
}

export interface District {
  name: string;
  adcode: string;
  center: string;
  point: LngLat;
  city: City;
  townships: Township[];
  pois: Poi[];
}

export interface Township {
  name: string;
  towncode: string;
  center: string;
  point: LngLat;
  district: District;
}

export interface Poi extends PoiSeed {
  id: string;
  point: LngLat;
  district: District;
}

const pointOf = (text: string): LngLat => {
  const point = parseLngLat(text);
  if (!point) throw new Error(`bad coordinate in division data: ${text}`);
  return point;
};

/** A stable AMap-looking POI id ("B0" and 8 characters) from the POI's name and district. */
function poiId(name: string, adcode: string): string {
  let hash = 2166136261;
  for (const ch of `${adcode}${name}`) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  const tail = `${hash.toString(36).toUpperCase()}${adcode}`.slice(0, 8).padEnd(8, '0');
  return `B0${tail}`;
}

function link(): Province[] {
  return provinceSeeds.map((ps) => {
    const province: Province = {
      name: ps.name,
      adcode: ps.adcode,
      center: ps.center,
      citycode: ps.citycode ?? null,
      municipality: ps.municipality ?? false,
      cities: [],
    };
    for (const cs of ps.cities) {
      const city: City = { ...cs, province, districts: [] };
      for (const ds of cs.districts) {
        const district: District = { ...ds, point: pointOf(ds.center), city, townships: [], pois: [] };
        // AMap towncodes: the district's adcode, a 3-digit serial, then 000.
        district.townships = ds.towns.map((t, i) => ({
          ...t,
          towncode: `${ds.adcode}${String(i + 1).padStart(3, '0')}000`,
          point: pointOf(t.center),
          district,
        }));
        district.pois = ds.pois.map((p) => ({
          ...p,
          id: poiId(p.name, ds.adcode),
          point: pointOf(p.location),
          district,
        }));
        city.districts.push(district);
      }
      province.cities.push(city);
    }
    return province;
  });
}

export const provinces: readonly Province[] = link();
export const cities: readonly City[] = provinces.flatMap((p) => p.cities);
export const districts: readonly District[] = cities.flatMap((c) => c.districts);
export const pois: readonly Poi[] = districts.flatMap((d) => d.pois);

/** The city a place answers with: `[]` for a municipality's districts, as AMap does. */
export const cityLabel = (city: City): string | [] => (city.province.municipality ? [] : city.name);

/** "北京市海淀区", "广东省广州市天河区": the path AMap writes in `district` fields. */
export function districtPath(district: District): string {
  const city = district.city;
  return `${city.province.name}${city.province.municipality ? '' : city.name}${district.name}`;
}

/** The place name without its level suffix, so that "山东" finds 山东省 and "海淀" finds 海淀区. */
export function shortName(name: string): string {
  return name.replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|街道|省|市|区|县|镇)$/u, '');
}
