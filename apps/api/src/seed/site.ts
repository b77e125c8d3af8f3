import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, examFields, examRoutes, siteFields, siteHdVideos } from '../db/schema';
import { type PanoramaDoc, SiteFile, type YardItemDoc } from '../db/schema/site-docs';
import panoramas from './content/panoramas.json';
import { demoInteractive } from './content/site-interactive';
import { demoSiteRoutes, promptSeconds, routeLength } from './content/site-routes';
import { type DemoYard, demoYards, ITEM_NAMES, ITEM_POINTS, ITEM_RULES } from './content/yards';

/** Each item's how-to video: the demo lessons' (scripts/make-demo-media.sh). */
const ITEM_VIDEOS: Record<YardItemDoc['key'], string> = {
  reverse_parking: '/static/media/k2-reverse-parking',
  parallel_parking: '/static/media/k2-parallel-parking',
  hill_start: '/static/media/k2-hill-start',
  right_angle_turn: '/static/media/k2-right-angle-turn',
  curve: '/static/media/k2-curve-driving',
};

/**
 * A demo yard and its rendered panoramas as an operator's import file would hold them, checked by the same
 * schema (a mistake in the demo content stops the seed, and the tests, as it would refuse an operator's file).
 */
export function demoSiteFile(yard: DemoYard): SiteFile {
  const stations = (panoramas as Record<string, PanoramaDoc[]>)[yard.field];
  if (!stations) throw new Error(`seed: no rendered panoramas for ${yard.field}`);
  return SiteFile.parse({
    yard: {
      vehicle: yard.vehicle,
      width: yard.width,
      depth: yard.depth,
      entrance: yard.entrance,
      items: yard.items.map((item) => ({
        key: item.key,
        name: ITEM_NAMES[item.key],
        order: item.order,
        x: item.x,
        y: item.y,
        heading: item.heading,
        dims: item.dims,
        points: ITEM_POINTS[item.key],
        fails: ITEM_RULES[item.key].fails,
        deductions: ITEM_RULES[item.key].deductions,
        time_limit_s: ITEM_RULES[item.key].time_limit_s,
        video: ITEM_VIDEOS[item.key],
      })),
    },
    panoramas: stations,
    interactive: [],
    practice_slots: null,
  });
}

async function fieldOf(db: Db, city: string, name: string) {
  const [field] = await db
    .select({ id: examFields.id, lng: examFields.lng, lat: examFields.lat })
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId))
    .where(and(eq(cities.adcode, city), eq(examFields.name, name)));
  if (!field) throw new Error(`seed: exam site content for a missing field ${city} ${name}`);
  return field;
}

/** Metres east and north of a point → GCJ-02 [lng, lat] (flat enough over a few kilometres). */
function offset(from: { lng: number; lat: number }, [east, north]: [number, number]): [number, number] {
  const lng = from.lng + east / (111_320 * Math.cos((from.lat * Math.PI) / 180));
  const lat = from.lat + north / 110_574;
  return [Number(lng.toFixed(6)), Number(lat.toFixed(6))];
}

/**
 * The exam site's demo content (issue 13): the three demo fields' yards and panoramas, the general
 * interactive video, and two subject-three routes with their voice prompts for each of the three fields.
 * Idempotent: what is there (an operator's import included) is left alone.
 */
export async function seedSite(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const yard of demoYards) {
      const field = await fieldOf(tx, yard.city, yard.field);
      const file = demoSiteFile(yard);
      await tx
        .insert(siteFields)
        .values({ fieldId: field.id, yard: file.yard, panoramas: file.panoramas, practiceSlots: file.practice_slots })
        .onConflictDoNothing();
    }
    for (const [sort, graph] of SiteFile.shape.interactive.parse(demoInteractive).entries()) {
      await tx.insert(siteHdVideos).values({ fieldId: null, key: graph.key, graph, sort }).onConflictDoNothing();
    }
    const sorts = new Map<string, number>();
    for (const route of demoSiteRoutes) {
      const field = await fieldOf(tx, route.city, route.field);
      const length = routeLength(route.path);
      const sort = sorts.get(route.field) ?? 0;
      sorts.set(route.field, sort + 1);
      await tx
        .insert(examRoutes)
        .values({
          fieldId: field.id,
          slug: route.slug,
          name: route.name,
          lengthM: length,
          stops: ['起点', ...route.prompts.map((p) => p.stop), '终点'],
          waypoints: route.path.map((p) => offset(field, p)),
          map: `/static/routes/${route.slug}.svg`,
          summary: route.summary,
          sort,
          video: `/static/media/${route.video}`,
          prompts: route.prompts.map((p) => ({
            at_s: promptSeconds(p.at_m, length),
            at_m: p.at_m,
            kind: p.kind,
            text: p.text,
            tip: p.tip,
          })),
        })
        .onConflictDoNothing({ target: [examRoutes.fieldId, examRoutes.slug] });
    }
  });
}
