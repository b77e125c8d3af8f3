/** Seed shapes for the offline division data; coordinates are GCJ-02 "lng,lat", as AMap uses. */
export interface PoiSeed {
  name: string;
  type: string;
  typecode: string;
  location: string;
  address: string;
}

export interface TownSeed {
  name: string;
  center: string;
}

export interface DistrictSeed {
  name: string;
  adcode: string;
  center: string;
  towns: TownSeed[];
  pois: PoiSeed[];
}

export interface CitySeed {
  name: string;
  adcode: string;
  citycode: string;
  center: string;
  districts: DistrictSeed[];
}

export interface ProvinceSeed {
  name: string;
  adcode: string;
  center: string;
  /** Municipalities and the SARs carry their own citycode at province level. */
  citycode?: string;
  /** Municipalities answer `city: []` in regeo, as AMap does. */
  municipality?: boolean;
  cities: CitySeed[];
}

/** AMap POI categories used by the seed places: [type path, typecode]. */
const kinds = {
  scenic: ['风景名胜;风景名胜;国家级景点', '110202'],
  sight: ['风景名胜;风景名胜相关;旅游景点', '110200'],
  park: ['风景名胜;公园广场;公园', '110101'],
  square: ['风景名胜;公园广场;城市广场', '110105'],
  zoo: ['风景名胜;公园广场;动物园', '110102'],
  temple: ['风景名胜;风景名胜;寺庙道观', '110205'],
  university: ['科教文化服务;学校;高等院校', '141201'],
  museum: ['科教文化服务;博物馆;博物馆', '140100'],
  culture: ['科教文化服务;科教文化场所;科教文化场所', '140000'],
  stadium: ['体育休闲服务;运动场馆;综合体育馆', '080101'],
  street: ['购物服务;特色商业街;步行街', '061001'],
  station: ['交通设施服务;火车站;火车站', '150200'],
  airport: ['交通设施服务;机场相关;飞机场', '150104'],
  government: ['政府机构及社会团体;政府机关;区县级政府及事业单位', '130105'],
} as const satisfies Record<string, readonly [string, string]>;

export const town = (name: string, center: string): TownSeed => ({ name, center });

export function poi(name: string, kind: keyof typeof kinds, location: string, address: string): PoiSeed {
  const [type, typecode] = kinds[kind];
  return { name, type, typecode, location, address };
}

export const district = (
  name: string,
  adcode: string,
  center: string,
  towns: TownSeed[],
  pois: PoiSeed[],
): DistrictSeed => ({ name, adcode, center, towns, pois });

export const city = (
  name: string,
  adcode: string,
  citycode: string,
  center: string,
  districts: DistrictSeed[],
): CitySeed => ({ name, adcode, citycode, center, districts });
