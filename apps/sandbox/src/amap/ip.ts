import { isIPv4 } from 'node:net';
import { type City, cities } from './divisions';
import { parseLngLat } from './geo';

/**
 * Sandbox test addresses: public IPv4 addresses the sandbox places in a seeded city (the mapping is the
 * sandbox's own, for tests and demos). Any other public address is unknown and answers empty values.
 */
export const testAddresses: Readonly<Record<string, string>> = {
  '114.247.50.2': '110100',
  '202.106.0.20': '110100',
  '202.96.209.133': '310100',
  '116.228.111.118': '310100',
  '202.96.128.86': '440100',
  '113.108.1.1': '440100',
  '202.96.134.133': '440300',
  '119.123.1.1': '440300',
  '218.2.135.1': '320100',
  '58.211.0.1': '320500',
  '202.101.172.35': '330100',
  '61.153.177.196': '330200',
  '61.139.2.69': '510100',
  '202.103.24.68': '420100',
};

type IpAnswer = { province: string | []; city: string | []; adcode: string | []; rectangle: string | [] };

const empty: IpAnswer = { province: [], city: [], adcode: [], rectangle: [] };

/** Loopback, private, link-local, shared (CGN) and unspecified ranges: AMap's 局域网. */
function isLocal(ip: string): boolean {
  const [a = -1, b = -1] = ip.split('.').map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/** A city's rough extent, "lng,lat;lng,lat" (south-west; north-east), from its centre and districts. */
function rectangle(city: City): string {
  const points = [city.center, ...city.districts.map((d) => d.center)]
    .map((c) => parseLngLat(c))
    .filter((p) => p !== null);
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  const f = (n: number) => n.toFixed(7);
  return `${f(Math.min(...lngs) - 0.15)},${f(Math.min(...lats) - 0.12)};${f(Math.max(...lngs) + 0.15)},${f(Math.max(...lats) + 0.12)}`;
}

/** The `v3/ip` answer for an address (IPv4-mapped IPv6 and ::1 included, as a server sees them). */
export function locateIp(raw: string): IpAnswer {
  const ip = raw.startsWith('::ffff:') ? raw.slice(7) : raw === '::1' ? '127.0.0.1' : raw;
  if (!isIPv4(ip)) return empty;
  if (isLocal(ip)) return { province: '局域网', city: [], adcode: [], rectangle: [] };
  const adcode = testAddresses[ip];
  const city = adcode ? cities.find((c) => c.adcode === adcode) : undefined;
  if (!city) return empty;
  const municipality = city.province.municipality;
  return {
    province: city.province.name,
    // Municipalities: AMap names the municipality as the city and gives the province-level adcode.
    city: municipality ? city.province.name : city.name,
    adcode: municipality ? city.province.adcode : city.adcode,
    rectangle: rectangle(city),
  };
}
