import { z } from 'zod';
import { get } from '../endpoint';
import { MapTip } from '../pin-schemas';
import { MapPlace } from '../schemas';

/** Reverse geocode a GCJ-02 point, "lng,lat". */
export const mapRegeo = get('/v1/map/regeo', {
  auth: true,
  query: z.object({
    location: z.string().regex(/^-?\d{1,3}(\.\d{1,8})?,-?\d{1,2}(\.\d{1,8})?$/, { message: 'expected "lng,lat"' }),
  }),
  response: MapPlace,
});

/** Places the map service suggests for what was typed (AMap input tips), near `city` when given. */
export const mapTips = get('/v1/map/tips', {
  auth: true,
  query: z.object({ keywords: z.string().trim().min(1).max(40), city: z.string().trim().max(20).optional() }),
  response: z.array(MapTip),
});

/** The driving route through the points, "lng,lat;lng,lat…" (2–7: origin, waypoints, destination). */
export const mapRoute = get('/v1/map/route', {
  auth: true,
  query: z.object({
    points: z
      .string()
      .regex(/^-?\d{1,3}(\.\d{1,8})?,-?\d{1,2}(\.\d{1,8})?(;-?\d{1,3}(\.\d{1,8})?,-?\d{1,2}(\.\d{1,8})?){1,6}$/, {
        message: 'expected 2 to 7 points "lng,lat;lng,lat"',
      }),
  }),
  response: z.object({
    distance_m: z.number().int(),
    duration_s: z.number().int(),
    /** The road's shape, [lng, lat] pairs. */
    polyline: z.array(z.tuple([z.number(), z.number()])),
  }),
});
