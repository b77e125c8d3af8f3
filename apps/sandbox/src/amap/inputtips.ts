import { type City, cities, districtPath, districts, pois, provinces, shortName } from './divisions';
import { haversine, type LngLat } from './geo';

interface Tip {
  id: string | [];
  name: string;
  district: string;
  adcode: string;
  location: string | [];
  address: string | [];
  typecode: string | [];
  city: [];
  /** For ranking only; dropped from the answer. */
  cityAdcode: string | null;
  point: LngLat | null;
}

/** The city a `city` parameter names: adcode (of the city or one of its districts), citycode or name. */
export function findCity(text: string): City | undefined {
  return cities.find(
    (c) =>
      c.adcode === text ||
      c.citycode === text ||
      c.name === text ||
      shortName(c.name) === text ||
      c.province.adcode === text ||
      (c.province.municipality && (c.province.name === text || shortName(c.province.name) === text)) ||
      c.districts.some((d) => d.adcode === text),
  );
}

function candidates(): Tip[] {
  const placeTips: Tip[] = pois.map((p) => ({
    id: p.id,
    name: p.name,
    district: districtPath(p.district),
    adcode: p.district.adcode,
    location: p.location,
    address: p.address,
    typecode: p.typecode,
    city: [],
    cityAdcode: p.district.city.adcode,
    point: p.point,
  }));
  // Division names as AMap's place-name tips (typecode 1901xx: 省级 02, 地市级 04, 区县级 05, 街道 07).
  const region = (
    name: string,
    district: string,
    adcode: string,
    center: string,
    typecode: string,
    cityAdcode: string | null,
  ): Tip => ({
    id: [],
    name,
    district,
    adcode,
    location: center,
    address: [],
    typecode,
    city: [],
    cityAdcode,
    point: null,
  });
  const regionTips: Tip[] = [
    ...provinces.map((p) => region(p.name, p.name, p.adcode, p.center, '190102', null)),
    ...cities
      .filter((c) => !c.province.municipality)
      .map((c) => region(c.name, `${c.province.name}${c.name}`, c.adcode, c.center, '190104', c.adcode)),
    ...districts.map((d) => region(d.name, districtPath(d), d.adcode, d.center, '190105', d.city.adcode)),
    ...districts.flatMap((d) =>
      d.townships.map((t) => region(t.name, districtPath(d), d.adcode, t.center, '190107', d.city.adcode)),
    ),
  ];
  return [...placeTips, ...regionTips];
}

export interface TipsQuery {
  keywords: string;
  city?: City;
  citylimit: boolean;
  location?: LngLat;
  poisOnly: boolean;
}

/** Names containing the keywords; exact and prefix matches first, then the asked city, then nearness. */
export function inputTips(q: TipsQuery) {
  const rank = (tip: Tip) => (tip.name === q.keywords ? 0 : tip.name.startsWith(q.keywords) ? 1 : 2);
  const inCity = (tip: Tip) => (q.city && tip.cityAdcode === q.city.adcode ? 0 : 1);
  const distance = (tip: Tip) => (q.city && q.location && tip.point ? haversine(q.location, tip.point) : 0);
  const tips = candidates()
    .filter((tip) => tip.name.includes(q.keywords))
    .filter((tip) => !q.citylimit || !q.city || tip.cityAdcode === q.city.adcode)
    .filter((tip) => !q.poisOnly || typeof tip.id === 'string')
    .sort((a, b) => rank(a) - rank(b) || inCity(a) - inCity(b) || distance(a) - distance(b))
    .slice(0, 10)
    .map(({ cityAdcode: _c, point: _p, ...tip }) => tip);
  return { count: String(tips.length), tips };
}
