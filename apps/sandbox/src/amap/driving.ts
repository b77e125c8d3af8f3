import { direction, formatLngLat, haversine, type LngLat } from './geo';

/** Roads wind: the straight line times this stands in for the driven distance. */
const DETOUR = 1.3;
/** 40 km/h in metres per second. */
const SPEED = 40_000 / 3600;

/** A city taxi fare: 13 yuan for the first 3 km, then 2.3 yuan a kilometre. */
const taxiCost = (metres: number) => Math.round(13 + Math.max(0, metres / 1000 - 3) * 2.3);

/** The `route` of `v3/direction/driving`: one path, one step, estimated from straight lines. */
export function drivingRoute(
  origin: LngLat,
  destination: LngLat,
  waypoints: LngLat[],
  originText: string,
  destinationText: string,
) {
  const points = [origin, ...waypoints, destination];
  let straight = 0;
  for (let i = 1; i < points.length; i++) straight += haversine(points[i - 1] as LngLat, points[i] as LngLat);
  const distance = Math.round(straight * DETOUR);
  const duration = Math.round(distance / SPEED);
  const heading = direction(origin, destination);
  const kilometres = (distance / 1000).toFixed(1);
  const step = {
    instruction: `向${heading}行驶${kilometres}公里到达目的地（沙箱直线估算）`,
    orientation: heading,
    road: [],
    distance: String(distance),
    tolls: '0',
    toll_distance: '0',
    toll_road: [],
    duration: String(duration),
    polyline: points.map(formatLngLat).join(';'),
    action: [],
    assistant_action: '到达目的地',
    tmcs: [],
    cities: [],
  };
  return {
    count: '1',
    route: {
      origin: originText,
      destination: destinationText,
      taxi_cost: String(taxiCost(distance)),
      paths: [
        {
          distance: String(distance),
          duration: String(duration),
          strategy: '速度最快',
          tolls: '0',
          toll_distance: '0',
          restriction: '0',
          traffic_lights: '0',
          steps: [step],
        },
      ],
    },
  };
}
