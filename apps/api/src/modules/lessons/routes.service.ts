import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examFields, examRoutes } from '../../db/schema';
import { notFound } from '../../platform/errors';

const toItem = (r: typeof examRoutes.$inferSelect) => ({
  id: r.id,
  name: r.name,
  length_m: r.lengthM,
  stops: r.stops,
  map: r.map,
  summary: r.summary,
});

/** A field's exam routes ('/roadmap'). */
export async function routesOfField(db: Db, fieldId: number) {
  const [field] = await db
    .select({ id: examFields.id, name: examFields.name })
    .from(examFields)
    .where(eq(examFields.id, fieldId));
  if (!field) throw notFound('field_not_found');
  const rows = await db
    .select()
    .from(examRoutes)
    .where(eq(examRoutes.fieldId, fieldId))
    .orderBy(asc(examRoutes.sort), asc(examRoutes.id));
  return { field_id: field.id, field_name: field.name, list: rows.map(toItem) };
}

export async function routeMap(db: Db, id: number) {
  const [row] = await db
    .select({ route: examRoutes, fieldName: examFields.name })
    .from(examRoutes)
    .innerJoin(examFields, eq(examFields.id, examRoutes.fieldId))
    .where(eq(examRoutes.id, id));
  if (!row) throw notFound('route_map_not_found');
  return { ...toItem(row.route), field_name: row.fieldName, waypoints: row.route.waypoints };
}

/** A route with everything the exam-site area shows of it (its map, waypoints, video and voice prompts). */
export interface RouteDetail {
  id: number;
  fieldId: number;
  fieldName: string;
  name: string;
  lengthM: number;
  summary: string;
  stops: string[];
  waypoints: [number, number][];
  map: string;
  video: string | null;
  prompts: (typeof examRoutes.$inferSelect)['prompts'];
  sort: number;
}

const detailColumns = {
  id: examRoutes.id,
  fieldId: examRoutes.fieldId,
  fieldName: examFields.name,
  name: examRoutes.name,
  lengthM: examRoutes.lengthM,
  summary: examRoutes.summary,
  stops: examRoutes.stops,
  waypoints: examRoutes.waypoints,
  map: examRoutes.map,
  video: examRoutes.video,
  prompts: examRoutes.prompts,
  sort: examRoutes.sort,
};

/** A field's routes in their order, in full (the exam site's route guide, v2/lky/preview). */
export async function routeDetailsOfField(db: Db, fieldId: number): Promise<RouteDetail[]> {
  return db
    .select(detailColumns)
    .from(examRoutes)
    .innerJoin(examFields, eq(examFields.id, examRoutes.fieldId))
    .where(eq(examRoutes.fieldId, fieldId))
    .orderBy(asc(examRoutes.sort), asc(examRoutes.id));
}

/** One route in full, or null. */
export async function routeDetail(db: Db, id: number): Promise<RouteDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(examRoutes)
    .innerJoin(examFields, eq(examFields.id, examRoutes.fieldId))
    .where(eq(examRoutes.id, id));
  return row ?? null;
}

/** Whether a route is the first of its field's (the one whose video plays free). */
export async function isFirstRoute(db: Db, route: { id: number; fieldId: number }): Promise<boolean> {
  const [first] = await db
    .select({ id: examRoutes.id })
    .from(examRoutes)
    .where(eq(examRoutes.fieldId, route.fieldId))
    .orderBy(asc(examRoutes.sort), asc(examRoutes.id))
    .limit(1);
  return first?.id === route.id;
}

/** A route as the console lists it: its words and order, and how much of its path, voice and video it has. */
export function consoleRoute(r: RouteDetail) {
  return {
    id: r.id,
    field_id: r.fieldId,
    name: r.name,
    length_m: r.lengthM,
    stops: r.stops,
    summary: r.summary,
    sort: r.sort,
    waypoints: r.waypoints.length,
    prompts: r.prompts.length,
    has_video: Boolean(r.video),
  };
}

/**
 * An operator edits a route's words and order (its path, video and voice prompts come with the exam site's
 * import, site-content.service). Answers the route before and after.
 */
export async function updateRoute(
  db: Db,
  input: { id: number; name: string; length_m: number; stops: string[]; summary: string; sort: number },
) {
  const before = await routeDetail(db, input.id);
  if (!before) throw notFound('route_map_not_found');
  await db
    .update(examRoutes)
    .set({ name: input.name, lengthM: input.length_m, stops: input.stops, summary: input.summary, sort: input.sort })
    .where(eq(examRoutes.id, input.id));
  return { before: consoleRoute(before), after: consoleRoute((await routeDetail(db, input.id)) as RouteDetail) };
}
