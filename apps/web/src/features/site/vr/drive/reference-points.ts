import type { YardItem } from '@xueche/contract';
import { type Car, itemShape, type Sample } from '@xueche/yard-rules';

/** How near the car's rear axle comes to a reference point's spot for the coach's cue to apply, metres. */
const REACH = 0.8;

/** A coach's reference point (点位) where the reference car passes it: its cue, its action, its spot. */
export interface PointPlace {
  cue: string;
  action: string;
  x: number;
  y: number;
  /** Whether the reference car is reversing there: the cue is for a car going that way. */
  reverse: boolean;
}

/** The item's reference points at the spots of its reference drive (the pins the 3D yard plants). */
export function pointPlaces(car: Car, item: YardItem): PointPlace[] {
  const path = itemShape(item.dims, car).path;
  return item.points.flatMap((p) => {
    const pose = path[Math.min(path.length - 1, Math.floor(p.at * (path.length - 1)))];
    return pose ? [{ cue: p.cue, action: p.action, x: pose.x, y: pose.y, reverse: Boolean(pose.reverse) }] : [];
  });
}

/**
 * The next reference point the car has reached, going the reference car's way there, or null. Points are
 * taken in order: `next` is the index of the first one not yet shown.
 */
export function reachedPoint(places: PointPlace[], next: number, s: Sample): number | null {
  const place = places[next];
  if (!place) return null;
  const goingItsWay = place.reverse ? s.speed < 0 : s.speed > 0;
  return goingItsWay && Math.hypot(s.x - place.x, s.y - place.y) <= REACH ? next : null;
}
