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
