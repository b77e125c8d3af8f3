import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { districtSearch } from './district';
import { drivingRoute } from './driving';
import { AmapError, amapApi, amapImage, optional, required } from './envelope';
import { parseLngLat } from './geo';
import { findCity, inputTips } from './inputtips';
import { locateIp } from './ip';
import { regeocode } from './regeo';
import { parseStaticMap, renderStaticMap } from './staticmap';

const point = (text: string) => {
  const p = parseLngLat(text);
  if (!p) throw new AmapError('invalid');
  return p;
};

/** An optional integer parameter within bounds; anything else is 20000. */
function integer(text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new AmapError('invalid');
  const n = Number(text);
  if (n < min || n > max) throw new AmapError('invalid');
  return n;
}

function oneOf<T extends string>(text: string | undefined, values: readonly T[], fallback: T): T {
  if (text === undefined) return fallback;
  const found = values.find((v) => v === text);
  if (!found) throw new AmapError('invalid');
  return found;
}

const bool = (text: string | undefined) => oneOf(text, ['true', 'false'], 'false') === 'true';

/** Everything under `<prefix>/amap/v3/`, answered from the offline division data. */
export function amapRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.get('/amap/v3/geocode/regeo', (request, reply) =>
    amapApi(ctx, request, reply, () => {
      const location = point(required(request, 'location'));
      const radius = integer(optional(request, 'radius'), 1000, 0, 3000);
      const extensions = oneOf(optional(request, 'extensions'), ['base', 'all'], 'base');
      return { regeocode: regeocode(location, radius, extensions === 'all') };
    }),
  );

  app.get('/amap/v3/ip', (request, reply) =>
    amapApi(ctx, request, reply, () => locateIp(optional(request, 'ip') ?? request.ip)),
  );

  app.get('/amap/v3/config/district', (request, reply) =>
    amapApi(ctx, request, reply, () =>
      districtSearch({
        keywords: optional(request, 'keywords'),
        subdistrict: integer(optional(request, 'subdistrict'), 1, 0, 3),
        extensions: oneOf(optional(request, 'extensions'), ['base', 'all'], 'base'),
        page: integer(optional(request, 'page'), 1, 1, 10_000),
        offset: integer(optional(request, 'offset'), 20, 1, 100),
      }),
    ),
  );

  app.get('/amap/v3/assistant/inputtips', (request, reply) =>
    amapApi(ctx, request, reply, () => {
      const keywords = required(request, 'keywords');
      const cityText = optional(request, 'city');
      const location = optional(request, 'location');
      const datatype = oneOf(optional(request, 'datatype'), ['all', 'poi', 'bus', 'busline'], 'all');
      return inputTips({
        keywords,
        city: cityText ? findCity(cityText) : undefined,
        citylimit: bool(optional(request, 'citylimit')),
        location: location ? point(location) : undefined,
        poisOnly: datatype === 'poi',
      });
    }),
  );

  app.get('/amap/v3/direction/driving', (request, reply) =>
    amapApi(ctx, request, reply, () => {
      const originText = required(request, 'origin');
      const destinationText = required(request, 'destination');
      const waypointsText = optional(request, 'waypoints');
      const waypoints = waypointsText ? waypointsText.split(';').map(point) : [];
      if (waypoints.length > 16) throw new AmapError('invalid');
      integer(optional(request, 'strategy'), 0, 0, 20);
      oneOf(optional(request, 'extensions'), ['base', 'all'], 'base');
      return drivingRoute(point(originText), point(destinationText), waypoints, originText, destinationText);
    }),
  );

  // A PNG; its refusals are the JSON envelope.
  app.get('/amap/v3/staticmap', (request, reply) =>
    amapImage(ctx, request, reply, async () => {
      const query = parseStaticMap({
        location: optional(request, 'location'),
        zoom: optional(request, 'zoom'),
        size: optional(request, 'size'),
        scale: optional(request, 'scale'),
        markers: optional(request, 'markers'),
        paths: optional(request, 'paths'),
        labels: optional(request, 'labels'),
      });
      oneOf(optional(request, 'traffic'), ['0', '1'], '0');
      return renderStaticMap(query);
    }),
  );
}
