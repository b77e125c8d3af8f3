import { create } from 'zustand';

/** One point of a route (docs/product.md#shuttle): GCJ-02, as the map service gives and takes it. */
export interface RoutePoint {
  address: string;
  lng: number;
  lat: number;
  city: string;
  district: string;
  province: string;
}

/**
 * The route being edited (docs/product.md#shuttle), exactly this shape: where the trip sets off, where
 * it passes, the exam site it goes to, and `tmp`, the place chosen on the search page and not yet put
 * into the route.
 */
export interface PinLocation {
  target: RoutePoint;
  origin: RoutePoint;
  waypoints: RoutePoint[];
  tmp: RoutePoint;
}

/** Where a point goes: the start, the exam site, or the waypoint at that index. */
export type Slot = 'origin' | 'target' | number;

/** The contract's limit (PinRoute: at most 5 waypoints). */
export const MAX_WAYPOINTS = 5;

export const emptyPoint = (): RoutePoint => ({ address: '', lng: 0, lat: 0, city: '', district: '', province: '' });

/** A point someone chose: named and placed (an added waypoint stays empty until then). */
export const isSet = (point: RoutePoint): boolean =>
  point.address.trim() !== '' && Number.isFinite(point.lng) && Number.isFinite(point.lat) && point.lng !== 0;

export const emptyLocation = (): PinLocation => ({
  target: emptyPoint(),
  origin: emptyPoint(),
  waypoints: [],
  tmp: emptyPoint(),
});

// Route editing (docs/product.md#shuttle): the four operations, as pure functions of the state.

/** Adds an empty waypoint at the end (none past the limit). */
export function addWaypoint(s: PinLocation): PinLocation {
  if (s.waypoints.length >= MAX_WAYPOINTS) return s;
  return { ...s, waypoints: [...s.waypoints, emptyPoint()] };
}

/** Replaces the waypoint at `index` (an index outside the list changes nothing). */
export function replaceWaypoint(s: PinLocation, index: number, point: RoutePoint): PinLocation {
  if (index < 0 || index >= s.waypoints.length) return s;
  return { ...s, waypoints: s.waypoints.map((w, i) => (i === index ? { ...point } : w)) };
}

/** Removes the waypoint at `index`. */
export function removeWaypoint(s: PinLocation, index: number): PinLocation {
  if (index < 0 || index >= s.waypoints.length) return s;
  return { ...s, waypoints: s.waypoints.filter((_, i) => i !== index) };
}

/** The whole route the other way: the target becomes the origin, the waypoints run backwards. */
export function reverseRoute(s: PinLocation): PinLocation {
  return { ...s, origin: s.target, target: s.origin, waypoints: [...s.waypoints].reverse() };
}

/** Puts a point into a slot: the origin, the target, or the waypoint at an index. */
export function placePoint(s: PinLocation, slot: Slot, point: RoutePoint): PinLocation {
  if (slot === 'origin') return { ...s, origin: { ...point } };
  if (slot === 'target') return { ...s, target: { ...point } };
  return replaceWaypoint(s, slot, point);
}

export function pointAt(s: PinLocation, slot: Slot): RoutePoint | undefined {
  if (slot === 'origin') return s.origin;
  if (slot === 'target') return s.target;
  return s.waypoints[slot];
}

/** The route's points in driving order, the ones chosen so far. */
export function chosenPoints(s: Pick<PinLocation, 'origin' | 'waypoints' | 'target'>): RoutePoint[] {
  return [s.origin, ...s.waypoints, s.target].filter(isSet);
}

/** `?pick=origin`, `?pick=target`, `?pick=2` (a waypoint's index) ⇄ a slot. */
export function slotFromParam(value: string | null, waypoints: number): Slot | null {
  if (value === 'origin' || value === 'target') return value;
  if (value !== null && /^\d+$/.test(value)) {
    const index = Number(value);
    return index < waypoints ? index : null;
  }
  return null;
}

// Kept per tab: it survives the trips to the picker pages and back, and a reload, not the tab.
const STORAGE_KEY = 'Pin-Location';

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function asPoint(value: unknown): RoutePoint | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : null);
  const num = (k: string) => (typeof p[k] === 'number' && Number.isFinite(p[k]) ? (p[k] as number) : null);
  const [address, city, district, province, lng, lat] = [
    str('address'),
    str('city'),
    str('district'),
    str('province'),
    num('lng'),
    num('lat'),
  ];
  if (address === null || city === null || district === null || province === null || lng === null || lat === null)
    return null;
  return { address, lng, lat, city, district, province };
}

/** What this tab kept, when it is still a route; an empty one otherwise. */
export function readStoredLocation(storage = sessionStore()): PinLocation {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return emptyLocation();
    const v = JSON.parse(raw) as Record<string, unknown>;
    const target = asPoint(v.target);
    const origin = asPoint(v.origin);
    const tmp = asPoint(v.tmp);
    const waypoints = Array.isArray(v.waypoints) ? v.waypoints.map(asPoint) : null;
    if (!target || !origin || !tmp || !waypoints || waypoints.some((w) => w === null)) return emptyLocation();
    return { target, origin, tmp, waypoints: (waypoints as RoutePoint[]).slice(0, MAX_WAYPOINTS) };
  } catch {
    return emptyLocation();
  }
}

function keep(s: PinLocation): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify(s));
  } catch {
    // storage full or refused: the route still lives for this page view
  }
}

/** The route being edited, one small store (read with `useRouteStore(selector)`). */
export const useRouteStore = create<PinLocation>(() => readStoredLocation());
useRouteStore.subscribe(keep);

const apply = (op: (s: PinLocation) => PinLocation) => useRouteStore.setState(op(useRouteStore.getState()), true);

export const routeActions = {
  addWaypoint: () => apply(addWaypoint),
  replaceWaypoint: (index: number, point: RoutePoint) => apply((s) => replaceWaypoint(s, index, point)),
  removeWaypoint: (index: number) => apply((s) => removeWaypoint(s, index)),
  reverse: () => apply(reverseRoute),
  place: (slot: Slot, point: RoutePoint) => apply((s) => placePoint(s, slot, point)),
  setTmp: (point: RoutePoint) => apply((s) => ({ ...s, tmp: { ...point } })),
  /** Puts `tmp` into a slot and empties it. */
  placeTmp: (slot: Slot) => apply((s) => ({ ...placePoint(s, slot, s.tmp), tmp: emptyPoint() })),
  clearTmp: () => apply((s) => ({ ...s, tmp: emptyPoint() })),
  /** After publishing: nothing of the old route is left for the next one. */
  clear: () => {
    useRouteStore.setState(emptyLocation(), true);
    try {
      sessionStore()?.removeItem(STORAGE_KEY);
    } catch {
      // nothing kept
    }
  },
};
