import { type City, type District, type Province, provinces, shortName, type Township } from './divisions';
import { parseLngLat } from './geo';

type Level = 'country' | 'province' | 'city' | 'district' | 'street';

/** One node of the division tree in AMap's shape, before its children are attached. */
interface Node {
  name: string;
  adcode: string;
  citycode: string | null;
  center: string;
  level: Level;
  children: () => Node[];
}

const townshipNode = (t: Township): Node => ({
  name: t.name,
  // Street-level entries carry their district's adcode, as AMap's do.
  adcode: t.district.adcode,
  citycode: t.district.city.citycode,
  center: t.center,
  level: 'street',
  children: () => [],
});

const districtNode = (d: District): Node => ({
  name: d.name,
  adcode: d.adcode,
  citycode: d.city.citycode,
  center: d.center,
  level: 'district',
  children: () => d.townships.map(townshipNode),
});

const cityNode = (c: City): Node => ({
  name: c.name,
  adcode: c.adcode,
  citycode: c.citycode,
  center: c.center,
  level: 'city',
  children: () => c.districts.map(districtNode),
});

const provinceNode = (p: Province): Node => ({
  name: p.name,
  adcode: p.adcode,
  citycode: p.citycode,
  center: p.center,
  level: 'province',
  children: () => p.cities.map(cityNode),
});

const countryNode: Node = {
  name: '中华人民共和国',
  adcode: '100000',
  citycode: null,
  center: '116.3683244,39.915085',
  level: 'country',
  children: () => provinces.map(provinceNode),
};

function allNodes(): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    out.push(node);
    if (node.level !== 'street') for (const child of node.children()) walk(child);
  };
  walk(countryNode);
  return out;
}

/** By name ("山东", "山东省"), adcode or citycode, as AMap matches keywords. */
function matches(node: Node, keywords: string): boolean {
  if (node.level === 'street') return node.name === keywords;
  return (
    node.name === keywords ||
    shortName(node.name) === keywords ||
    node.adcode === keywords ||
    (node.level !== 'province' && node.citycode === keywords)
  );
}

/** A rough outline around a centre; AMap sends a real boundary for the queried node with extensions=all. */
function polyline(node: Node): string {
  const centre = parseLngLat(node.center);
  if (!centre) return '';
  const radius = { country: 20, province: 2, city: 0.4, district: 0.08, street: 0.02 }[node.level];
  const points: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const angle = (Math.PI / 4) * i;
    points.push(
      `${(centre.lng + radius * Math.cos(angle)).toFixed(6)},${(centre.lat + radius * Math.sin(angle)).toFixed(6)}`,
    );
  }
  return points.join(';');
}

function render(node: Node, depth: number, withPolyline: boolean): Record<string, unknown> {
  return {
    citycode: node.citycode ?? [],
    adcode: node.adcode,
    name: node.name,
    ...(withPolyline && node.level !== 'street' ? { polyline: polyline(node) } : {}),
    center: node.center,
    level: node.level,
    districts: depth > 0 ? node.children().map((child) => render(child, depth - 1, false)) : [],
  };
}

export interface DistrictQuery {
  keywords?: string;
  subdistrict: number;
  extensions: 'base' | 'all';
  page: number;
  offset: number;
}

/** The body of `v3/config/district`: the matching nodes, each with `subdistrict` levels below it. */
export function districtSearch(q: DistrictQuery) {
  const found = q.keywords ? allNodes().filter((node) => matches(node, q.keywords ?? '')) : [countryNode];
  const page = found.slice((q.page - 1) * q.offset, q.page * q.offset);
  return {
    count: String(found.length),
    suggestion: { keywords: [], cities: [] },
    districts: page.map((node) => render(node, q.subdistrict, q.extensions === 'all')),
  };
}
