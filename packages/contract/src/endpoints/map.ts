import { z } from 'zod';
import { get } from '../endpoint';
import { MapPlace } from '../schemas';

/** Reverse geocode a GCJ-02 point, "lng,lat". */
export const mapRegeo = get('/v1/map/regeo', {
  auth: true,
  query: z.object({
    location: z.string().regex(/^-?\d{1,3}(\.\d{1,8})?,-?\d{1,2}(\.\d{1,8})?$/, { message: 'expected "lng,lat"' }),
  }),
  response: MapPlace,
});
