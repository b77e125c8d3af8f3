import type { RouteGuide } from '@xueche/contract';
import { eq } from 'drizzle-orm';
import { siteRoutePicks } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { User } from '../../platform/user';
import { isStudentOf, requireCoach } from '../coach';
import { fieldById } from '../fields';
import { isFirstRoute, type RouteDetail, routeDetail, routeDetailsOfField } from '../lessons';
import { userById } from '../user';
import { siteFieldOf } from './site-field';
import { siteVideo } from './site-media';

/**
 * A route as the guide shows it. Its map, stops and voice prompts are for everyone (they are what the
 * landing page offers); its video follows the lessons' rule: the field's first route plays free, the
 * others need the field's course.
 */
async function guideOf(deps: Deps, route: RouteDetail, free: boolean, isBuy: boolean): Promise<RouteGuide> {
  return {
    id: route.id,
    field_id: route.fieldId,
    field_name: route.fieldName,
    name: route.name,
    length_m: route.lengthM,
    summary: route.summary,
    stops: route.stops,
    waypoints: route.waypoints,
    map: route.map,
    video: await siteVideo(deps.storage, route.video, `${route.name}路线演示`, { free, isBuy }),
    prompts: [...route.prompts].sort((a, b) => a.at_s - b.at_s),
  };
}

/** `v2/lky/preview`: the field's subject-three routes (none yet: an empty list). */
export async function lkyPreview(deps: Deps, user: User | null, fieldId?: number) {
  const field = await siteFieldOf(deps.db, user, fieldId);
  const routes = await routeDetailsOfField(deps.db, field.field_id);
  return {
    field,
    routes: await Promise.all(routes.map((r, i) => guideOf(deps, r, i === 0, field.is_buy === 1))),
  };
}

/**
 * `v2/lky/pick`: a coach picks the route one of their own students should practise; a new pick replaces the
 * last. Someone who is not their student is a 404 (as in the coach workspace). The route must be at the
 * student's exam field — whichever field the coach teaches at — unless the student has not chosen a field
 * yet, when any route stands.
 */
export async function pickRoute(deps: Deps, coach: User, input: { student_id: number; route_id: number }) {
  requireCoach(coach);
  if (!(await isStudentOf(deps.db, coach.id, input.student_id))) throw notFound('student_not_found');
  const route = await routeDetail(deps.db, input.route_id);
  if (!route) throw new AppError(404, 'route_map_not_found', {}, { errors: { route_id: 'route_map_not_found' } });
  const student = await userById(deps.db, input.student_id);
  if (student?.fieldId && student.fieldId !== route.fieldId) throw invalidField('route_id', 'route_not_students_field');
  const pickedAt = new Date();
  await deps.db
    .insert(siteRoutePicks)
    .values({ studentId: input.student_id, coachId: coach.id, routeId: route.id, pickedAt })
    .onConflictDoUpdate({ target: siteRoutePicks.studentId, set: { coachId: coach.id, routeId: route.id, pickedAt } });
  return { student_id: input.student_id, route_id: route.id };
}

/** `v2/lky/picks`: what this coach picked, per student (a pick stands while the student is theirs). */
export async function coachPicks(deps: Deps, coach: User) {
  requireCoach(coach);
  const rows = await deps.db.select().from(siteRoutePicks).where(eq(siteRoutePicks.coachId, coach.id));
  return rows.map((r) => ({ student_id: r.studentId, route_id: r.routeId, picked_at: r.pickedAt.toISOString() }));
}

/** `v2/lky/picked`: the route the student's coach picked for them, with the coach; nothing picked: nulls. */
export async function pickedRoute(deps: Deps, user: User) {
  const [pick] = await deps.db.select().from(siteRoutePicks).where(eq(siteRoutePicks.studentId, user.id));
  const route = pick ? await routeDetail(deps.db, pick.routeId) : null;
  if (!pick || !route) return { route: null, coach: null, picked_at: null };
  const [field, first, coach] = await Promise.all([
    fieldById(deps.db, route.fieldId, user.id),
    isFirstRoute(deps.db, route),
    userById(deps.db, pick.coachId),
  ]);
  const isBuy = !field || field.lesson_id === null || field.is_buy === 1;
  return {
    route: await guideOf(deps, route, first, isBuy),
    coach: coach ? { nickname: coach.nickname, head_portrait: coach.headPortrait } : null,
    picked_at: pick.pickedAt.toISOString(),
  };
}
