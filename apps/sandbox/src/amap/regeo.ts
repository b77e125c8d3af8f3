import { cityLabel, type District, districts, type Poi } from './divisions';
import { direction, haversine, insideChina, type LngLat, metres } from './geo';

/** Beyond this from every known place the sandbox answers like AMap does for open sea. */
const REACH = 150_000;
/** A POI this close names the neighbourhood and the street number. */
const NEIGHBOURHOOD = 300;

const emptyComponent = {
  country: [],
  province: [],
  city: [],
  citycode: [],
  district: [],
  adcode: [],
  township: [],
  towncode: [],
  neighborhood: { name: [], type: [] },
  building: { name: [], type: [] },
  streetNumber: { street: [], number: [], direction: [], distance: [] },
  businessAreas: [],
};

/** The district a point belongs to: the one whose nearest landmark (centre, street or POI) is closest. */
function nearestDistrict(point: LngLat): { district: District; distance: number } | null {
  let best: { district: District; distance: number } | null = null;
  for (const district of districts) {
    const anchors = [district.point, ...district.townships.map((t) => t.point), ...district.pois.map((p) => p.point)];
    for (const anchor of anchors) {
      const distance = haversine(point, anchor);
      if (!best || distance < best.distance) best = { district, distance };
    }
  }
  return best && best.distance <= REACH ? best : null;
}

/** "颐和园路5号": the seed addresses are a street and, when known, a number. */
function splitAddress(address: string): { street: string; number: string | [] } {
  const match = /^(.*?[路街道巷弄里])(\d+.*号)$/u.exec(address);
  return match ? { street: match[1] ?? address, number: match[2] ?? [] } : { street: address, number: [] };
}

function poiReply(point: LngLat, poi: Poi, distance: number) {
  return {
    id: poi.id,
    name: poi.name,
    type: poi.type,
    tel: [],
    direction: direction(point, poi.point),
    distance: metres(distance),
    location: poi.location,
    address: poi.address,
    poiweight: '0.5',
    businessarea: [],
  };
}

/** The `regeocode` object of `v3/geocode/regeo` for one point. */
export function regeocode(point: LngLat, radius: number, withPois: boolean) {
  const found = insideChina(point) ? nearestDistrict(point) : null;
  const extras = withPois ? { roads: [], roadinters: [], aois: [] } : {};
  if (!found) {
    return { formatted_address: [], addressComponent: emptyComponent, ...(withPois ? { pois: [] } : {}), ...extras };
  }
  const { district } = found;
  const city = district.city;
  const township = [...district.townships].sort((a, b) => haversine(point, a.point) - haversine(point, b.point))[0];
  const nearby = districts
    .flatMap((d) => d.pois)
    .map((poi) => ({ poi, distance: haversine(point, poi.point) }))
    .filter((p) => p.distance <= radius)
    .sort((a, b) => a.distance - b.distance);
  const closest = nearby[0] && nearby[0].distance <= NEIGHBOURHOOD ? nearby[0] : undefined;
  const street = closest ? splitAddress(closest.poi.address) : undefined;

  return {
    formatted_address: [
      city.province.name,
      city.province.municipality ? '' : city.name,
      district.name,
      township?.name ?? '',
      closest?.poi.name ?? '',
    ].join(''),
    addressComponent: {
      country: '中国',
      province: city.province.name,
      city: cityLabel(city),
      citycode: city.citycode,
      district: district.name,
      adcode: district.adcode,
      township: township?.name ?? [],
      towncode: township?.towncode ?? [],
      neighborhood: closest ? { name: closest.poi.name, type: closest.poi.type } : { name: [], type: [] },
      building: { name: [], type: [] },
      streetNumber:
        closest && street
          ? {
              street: street.street,
              number: street.number,
              location: closest.poi.location,
              direction: direction(point, closest.poi.point),
              distance: metres(closest.distance),
            }
          : { street: [], number: [], direction: [], distance: [] },
      businessAreas: [],
    },
    ...(withPois ? { pois: nearby.map((p) => poiReply(point, p.poi, p.distance)) } : {}),
    ...extras,
  };
}
