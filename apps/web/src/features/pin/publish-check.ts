import type { ApiMap } from '@xueche/contract';
import { isPlate, normalPlate, yuanToFen } from '../../lib/form-input';
import type { MessageKey } from './messages';
import { departure } from './pin-format';
import type { PublishDraft } from './publish-draft';
import { isSet, type PinLocation, type RoutePoint } from './route-store';

export type PublishValues = PublishDraft & { route: PinLocation };
export type PublishBody = ApiMap['POST /v1/pin/trip']['body'];

/** The contract's bounds (pinPublish): departure within 30 days, 1–6 seats, at most ¥1000 a seat. */
const MAX_DAYS = 30;
const MAX_FARE_FEN = 100_000;

/** Whether the route's target is the chosen exam site's place (a reversed route's target is not). */
export const targetIsField = (v: PublishValues) =>
  v.field !== null && isSet(v.route.target) && v.route.target.lng === v.field.lng && v.route.target.lat === v.field.lat;

type Problem = { key: MessageKey; params?: Record<string, string | number> };

/**
 * What is wrong before sending, by slot ('origin', 'waypoint.N', 'target') or input ('depart_at',
 * 'seats', 'fare_fen', 'car.plate', …): a sentence each.
 */
export function validatePublish(v: PublishValues, now: Date): Record<string, Problem> {
  const errors: Record<string, Problem> = {};
  if (!isSet(v.route.origin)) errors.origin = { key: 'check.origin' };
  v.route.waypoints.forEach((w, i) => {
    if (!isSet(w)) errors[`waypoint.${i}`] = { key: 'check.waypoint', params: { n: i + 1 } };
  });
  if (!isSet(v.route.target) || !v.field) errors.target = { key: 'check.target' };
  else if (!targetIsField(v)) errors.target = { key: 'check.targetNotField', params: { field: v.field.field_name } };

  const at = departure(v.date, v.time);
  if (!at) errors.depart_at = { key: 'check.depart' };
  else if (at.getTime() <= now.getTime()) errors.depart_at = { key: 'check.departPast' };
  else if (at.getTime() > now.getTime() + MAX_DAYS * 86_400_000)
    errors.depart_at = { key: 'check.departFar', params: { n: MAX_DAYS } };

  const seats = Number(v.seats);
  if (!/^\d+$/.test(v.seats) || seats < 1 || seats > 6) errors.seats = { key: 'check.seats' };
  const fare = yuanToFen(v.fare);
  if (fare === null || fare > MAX_FARE_FEN) errors.fare_fen = { key: 'check.fare' };

  if (!isPlate(v.plate)) errors['car.plate'] = { key: 'info.plateInvalid' };
  const model = v.model.trim().length;
  if (model < 1 || model > 30) errors['car.model'] = { key: 'info.modelLength' };
  const colour = v.colour.trim().length;
  if (colour < 1 || colour > 10) errors['car.colour'] = { key: 'info.colourLength' };
  if (v.notes.trim().length > 200) errors.notes = { key: 'check.notes' };
  return errors;
}

const point = (p: RoutePoint): RoutePoint => ({
  address: p.address.trim(),
  lng: p.lng,
  lat: p.lat,
  province: p.province,
  city: p.city,
  district: p.district,
});

/** The request body (JSON: the route nests objects), or null while something is missing. */
export function toPublishBody(v: PublishValues): PublishBody | null {
  const at = departure(v.date, v.time);
  const fare = yuanToFen(v.fare);
  if (!v.field || !at || fare === null) return null;
  return {
    field_id: v.field.field_id,
    route: {
      origin: point(v.route.origin),
      waypoints: v.route.waypoints.map(point),
      target: point(v.route.target),
    },
    depart_at: at.toISOString(),
    seats: Number(v.seats),
    fare_fen: fare,
    car: { plate: normalPlate(v.plate), model: v.model.trim(), colour: v.colour.trim() },
    notes: v.notes.trim(),
  };
}
