import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { getLocation } from '../../lib/wechat';
import { switchField } from './switch-field';

export type LocationPhase = 'locating' | 'matching';

/**
 * docs/product.md#exam-field: device location → reverse geocode → the city's exam fields → the first one becomes the
 * user's. Resolves with the chosen field's name; rejects when any step fails (the caller opens the picker).
 */
export async function locateField(queryClient: QueryClient, onPhase: (phase: LocationPhase) => void): Promise<string> {
  onPhase('locating');
  const { lng, lat } = await getLocation();
  onPhase('matching');
  const place = await api('GET /v1/map/regeo', { query: { location: `${lng.toFixed(6)},${lat.toFixed(6)}` } });
  const { fields } = await api('POST /v1/user/city-by-location', {
    body: { province: place.province, city: place.city },
  });
  const first = fields[0];
  if (!first) throw new Error('no exam field in this city');
  const field = await switchField(first.id, queryClient);
  return field.field_name;
}
