import { describe, expect, it } from 'vitest';
import { cities, districts, pois, provinces } from './divisions';
import { insideChina, parseLngLat } from './geo';
import { regeocode } from './regeo';

const seededCities = [
  '110100',
  '310100',
  '440100',
  '440300',
  '320100',
  '320500',
  '330100',
  '330200',
  '510100',
  '420100',
];

describe('offline division data', () => {
  it('has the 34 provincial divisions, each capital city, and unique adcodes', () => {
    expect(provinces).toHaveLength(34);
    const withoutCities = provinces.filter((p) => p.cities.length === 0).map((p) => p.name);
    expect(withoutCities).toEqual(['台湾省', '香港特别行政区', '澳门特别行政区']);
    const adcodes = [...provinces, ...cities, ...districts].map((d) => d.adcode);
    expect(new Set(adcodes).size).toBe(adcodes.length);
  });

  it('nests adcodes and keeps every coordinate in China', () => {
    for (const city of cities) {
      expect(city.adcode.slice(0, 2)).toBe(city.province.adcode.slice(0, 2));
      for (const d of city.districts) expect(d.adcode.slice(0, 4)).toBe(city.adcode.slice(0, 4));
    }
    const places = [...provinces, ...cities, ...districts].map((d) => d.center);
    const spots = [
      ...places,
      ...districts.flatMap((d) => d.townships.map((t) => t.center)),
      ...pois.map((p) => p.location),
    ];
    for (const spot of spots) {
      const point = parseLngLat(spot);
      expect(point && insideChina(point), spot).toBe(true);
    }
  });

  it('gives the seeded cities 4–6 districts with 1–2 streets and 1–2 places each', () => {
    for (const adcode of seededCities) {
      const city = cities.find((c) => c.adcode === adcode);
      expect(city?.districts.length, adcode).toBeGreaterThanOrEqual(4);
      expect(city?.districts.length, adcode).toBeLessThanOrEqual(6);
      for (const d of city?.districts ?? []) {
        expect([1, 2], d.name).toContain(d.townships.length);
        expect([1, 2], d.name).toContain(d.pois.length);
      }
    }
  });

  it('reverse geocodes every seeded place into its own district', () => {
    for (const poi of pois) {
      const point = parseLngLat(poi.location);
      if (!point) throw new Error(poi.location);
      expect(regeocode(point, 1000, false).addressComponent.adcode, poi.name).toBe(poi.district.adcode);
    }
  });
});
