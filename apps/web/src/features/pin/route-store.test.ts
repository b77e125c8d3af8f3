import { beforeEach, describe, expect, it } from 'vitest';
import {
  addWaypoint,
  chosenPoints,
  emptyLocation,
  emptyPoint,
  MAX_WAYPOINTS,
  type PinLocation,
  placePoint,
  type RoutePoint,
  readStoredLocation,
  removeWaypoint,
  replaceWaypoint,
  reverseRoute,
  routeActions,
  slotFromParam,
  useRouteStore,
} from './route-store';

const point = (address: string, lng = 116.4, lat = 39.9): RoutePoint => ({
  address,
  lng,
  lat,
  city: '北京市',
  district: '朝阳区',
  province: '北京市',
});

const home = point('望京西园', 116.47, 40.0);
const metro = point('东直门地铁站', 116.43, 39.94);
const mall = point('国贸商城', 116.46, 39.91);
const exam = point('北京第一考场', 116.3, 39.8);

const route = (waypoints: RoutePoint[]): PinLocation => ({ origin: home, waypoints, target: exam, tmp: emptyPoint() });

describe('the route being edited', () => {
  it('has exactly the shape target, origin, waypoints, tmp, each point with its six fields', () => {
    const s = emptyLocation();
    expect(Object.keys(s).sort()).toEqual(['origin', 'target', 'tmp', 'waypoints']);
    expect(Object.keys(s.origin).sort()).toEqual(['address', 'city', 'district', 'lat', 'lng', 'province']);
    expect(s.waypoints).toEqual([]);
  });

  it('adds an empty waypoint at the end, up to the limit', () => {
    let s = addWaypoint(route([metro]));
    expect(s.waypoints).toEqual([metro, emptyPoint()]);
    for (let i = 0; i < 10; i++) s = addWaypoint(s);
    expect(s.waypoints).toHaveLength(MAX_WAYPOINTS);
  });

  it('replaces a waypoint by its index, leaving the others and out-of-range indexes alone', () => {
    const s = addWaypoint(route([metro]));
    const replaced = replaceWaypoint(s, 1, mall);
    expect(replaced.waypoints).toEqual([metro, mall]);
    expect(replaceWaypoint(replaced, 0, home).waypoints).toEqual([home, mall]);
    expect(replaceWaypoint(replaced, 2, home)).toBe(replaced);
    expect(replaceWaypoint(replaced, -1, home)).toBe(replaced);
    // Not shared with the caller's object.
    expect(replaced.waypoints[1]).not.toBe(mall);
  });

  it('removes a waypoint by its index', () => {
    const s = route([metro, mall, home]);
    expect(removeWaypoint(s, 1).waypoints).toEqual([metro, home]);
    expect(removeWaypoint(s, 0).waypoints).toEqual([mall, home]);
    expect(removeWaypoint(s, 3)).toBe(s);
  });

  it('reverses the whole route: origin and target swap, the waypoints run backwards', () => {
    const s = route([metro, mall]);
    const back = reverseRoute(s);
    expect(back.origin).toEqual(exam);
    expect(back.target).toEqual(home);
    expect(back.waypoints).toEqual([mall, metro]);
    expect(s.waypoints).toEqual([metro, mall]);
    expect(reverseRoute(back)).toEqual(s);
    expect(chosenPoints(back).map((p) => p.address)).toEqual(['北京第一考场', '国贸商城', '东直门地铁站', '望京西园']);
  });

  it('places a point into the origin, the target or a waypoint; names slots from the address', () => {
    const s = addWaypoint(emptyLocation());
    expect(placePoint(s, 'origin', home).origin).toEqual(home);
    expect(placePoint(s, 'target', exam).target).toEqual(exam);
    expect(placePoint(s, 0, metro).waypoints).toEqual([metro]);
    expect(slotFromParam('origin', 1)).toBe('origin');
    expect(slotFromParam('0', 1)).toBe(0);
    expect(slotFromParam('1', 1)).toBeNull();
    expect(slotFromParam('x', 1)).toBeNull();
  });

  describe('the store', () => {
    beforeEach(() => {
      sessionStorage.clear();
      routeActions.clear();
    });

    it('keeps the route in sessionStorage through the picker pages (a new page view reads it back)', () => {
      routeActions.place('origin', home);
      routeActions.addWaypoint();
      routeActions.setTmp(metro);
      routeActions.placeTmp(0);
      routeActions.place('target', exam);
      expect(useRouteStore.getState().tmp).toEqual(emptyPoint());
      const kept = readStoredLocation();
      expect(kept).toEqual({ origin: home, waypoints: [metro], target: exam, tmp: emptyPoint() });
      routeActions.reverse();
      expect(readStoredLocation().origin).toEqual(exam);
    });

    it('is cleared after publishing', () => {
      routeActions.place('origin', home);
      routeActions.clear();
      expect(useRouteStore.getState()).toEqual(emptyLocation());
      expect(sessionStorage.getItem('Pin-Location')).toBeNull();
    });

    it('starts empty from anything stored that is not a route', () => {
      sessionStorage.setItem('Pin-Location', JSON.stringify({ origin: { address: 1 } }));
      expect(readStoredLocation()).toEqual(emptyLocation());
      sessionStorage.setItem('Pin-Location', '{not json');
      expect(readStoredLocation()).toEqual(emptyLocation());
    });
  });
});
