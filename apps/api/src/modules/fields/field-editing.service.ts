import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, courses, examFields, examRoutes, products } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';

/**
 * Operators' side of cities and exam fields (the console's 考场与城市). A field always has its course and a
 * course product priced as the field (what the seed makes for the demo fields, and what orders charge), so
 * creating a field makes both and a new price reaches both. Retiring keeps the field for the students bound
 * to it (fields.service hides it from the pickers; user.routes refuses it to anyone else).
 */

/** A field course's refund terms, shown before paying (the demo's course products have them too). */
export const COURSE_REFUND_TERMS =
  '购买后7天内且观看不超过2节付费课程，可申请全额退款；超过7天或已观看3节及以上付费课程的，不再退款。退款原路退回微信零钱。';

/** Cities with how many fields each has, and how many of them are open. */
function citiesQuery(db: Db) {
  return db
    .select({
      id: cities.id,
      title: cities.title,
      province: cities.province,
      adcode: cities.adcode,
      lng: cities.lng,
      lat: cities.lat,
      sort: cities.sort,
      field_count: sql<number>`count(${examFields.id})::int`,
      open_field_count: sql<number>`(count(${examFields.id}) filter (where ${examFields.retiredAt} is null))::int`,
    })
    .from(cities)
    .leftJoin(examFields, eq(examFields.cityId, cities.id))
    .groupBy(cities.id)
    .$dynamic();
}

export async function citiesForConsole(db: Db) {
  return citiesQuery(db).orderBy(asc(cities.sort), asc(cities.id));
}

async function cityRow(db: Db, id: number) {
  const [row] = await citiesQuery(db).where(eq(cities.id, id));
  if (!row) throw notFound('city_not_found');
  return row;
}

export interface CityInput {
  id?: number;
  title: string;
  province: string;
  adcode: string;
  lng: number;
  lat: number;
  sort: number;
}

/** Creates a city (no `id`) or edits one; another city's adcode is a 409. */
export async function saveCity(db: Db, input: CityInput) {
  const [taken] = await db.select({ id: cities.id }).from(cities).where(eq(cities.adcode, input.adcode));
  if (taken && taken.id !== input.id) {
    throw new AppError(409, 'city_adcode_taken', { adcode: input.adcode }, { errors: { adcode: 'city_adcode_taken' } });
  }
  const values = {
    title: input.title,
    province: input.province,
    adcode: input.adcode,
    lng: input.lng,
    lat: input.lat,
    sort: input.sort,
  };
  if (!input.id) {
    const [made] = await db.insert(cities).values(values).returning({ id: cities.id });
    return { before: null, after: await cityRow(db, made?.id as number) };
  }
  const before = await cityRow(db, input.id);
  await db.update(cities).set(values).where(eq(cities.id, input.id));
  return { before, after: await cityRow(db, input.id) };
}

const fieldColumns = {
  id: examFields.id,
  city_id: examFields.cityId,
  city_name: cities.title,
  name: examFields.name,
  tag: examFields.tag,
  address: examFields.address,
  lng: examFields.lng,
  lat: examFields.lat,
  sort: examFields.sort,
  price_fen: examFields.priceFen,
  retiredAt: examFields.retiredAt,
  courseId: courses.id,
  courseTitle: courses.title,
  chapters: sql<number>`(select count(*)::int from course_chapters ch where ch.course_id = ${courses.id})`,
  lessons: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courses.id})`,
  routes: sql<number>`(select count(*)::int from ${examRoutes} r where r.field_id = ${examFields.id})`,
  students: sql<number>`(select count(*)::int from users u where u.field_id = ${examFields.id})`,
};

function fieldsQuery(db: Db) {
  return db
    .select(fieldColumns)
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId))
    .leftJoin(courses, eq(courses.fieldId, examFields.id));
}

function toConsoleField(row: Awaited<ReturnType<typeof fieldsQuery>>[number]) {
  const { retiredAt, courseId, courseTitle, chapters, lessons, ...rest } = row;
  return {
    ...rest,
    retired_at: retiredAt?.toISOString() ?? null,
    course: courseId ? { id: courseId, title: courseTitle ?? '', chapters, lessons } : null,
  };
}

/** Every field (of one city when given), open ones first, then in the pickers' order. */
export async function fieldsForConsole(db: Db, cityId?: number) {
  const rows = await fieldsQuery(db)
    .where(cityId ? eq(examFields.cityId, cityId) : undefined)
    .orderBy(sql`${examFields.retiredAt} is not null`, asc(cities.sort), asc(examFields.sort), asc(examFields.id));
  return rows.map(toConsoleField);
}

export async function consoleField(db: Db, id: number) {
  const [row] = await fieldsQuery(db).where(eq(examFields.id, id));
  if (!row) throw notFound('field_not_found');
  return toConsoleField(row);
}

export interface FieldInput {
  id?: number;
  city_id: number;
  name: string;
  tag: string;
  address: string;
  lng: number;
  lat: number;
  sort: number;
  price_fen: number;
  course_title: string;
}

/**
 * Creates a field with its course and course product, or edits one: a new price goes to its course
 * products as well (orders charge the product's price; the course page shows the field's). Run it in a
 * transaction (the console's `audited` gives one).
 */
export async function saveField(db: Db, input: FieldInput) {
  await cityRow(db, input.city_id).catch(() => {
    throw new AppError(404, 'city_not_found', {}, { errors: { city_id: 'city_not_found' } });
  });
  const [taken] = await db
    .select({ id: examFields.id })
    .from(examFields)
    .where(and(eq(examFields.cityId, input.city_id), eq(examFields.name, input.name)));
  if (taken && taken.id !== input.id) {
    throw new AppError(409, 'field_name_taken', { name: input.name }, { errors: { name: 'field_name_taken' } });
  }
  const values = {
    cityId: input.city_id,
    name: input.name,
    tag: input.tag,
    address: input.address,
    lng: input.lng,
    lat: input.lat,
    sort: input.sort,
    priceFen: input.price_fen,
  };
  const before = input.id ? await consoleField(db, input.id) : null;
  let fieldId = input.id;
  if (!fieldId) {
    const [made] = await db.insert(examFields).values(values).returning({ id: examFields.id });
    fieldId = made?.id as number;
    const [course] = await db
      .insert(courses)
      .values({ fieldId, title: input.course_title || `${input.name}课程` })
      .returning({ id: courses.id });
    await db.update(examFields).set({ lessonId: course?.id }).where(eq(examFields.id, fieldId));
    await db.insert(products).values({
      slug: `course-${fieldId}`,
      kind: 'course',
      title: `${input.name.replace(/考场$/, '')}考场课程`,
      summary: '考场实拍科目二、科目三全部课程视频，含考前冲刺讲解。',
      fieldId,
      priceFen: input.price_fen,
      unlocks: { course: true },
      refundTerms: COURSE_REFUND_TERMS,
      sort: 1,
    });
  } else {
    await db.update(examFields).set(values).where(eq(examFields.id, fieldId));
    if (input.course_title)
      await db.update(courses).set({ title: input.course_title }).where(eq(courses.fieldId, fieldId));
    await db
      .update(products)
      .set({ priceFen: input.price_fen })
      .where(and(eq(products.fieldId, fieldId), eq(products.kind, 'course')));
  }
  return { before, after: await consoleField(db, fieldId) };
}

/** Retires a field (or opens it again). Its students keep it; nothing else about it changes. */
export async function setFieldRetired(db: Db, id: number, retired: boolean) {
  const before = await consoleField(db, id);
  await db
    .update(examFields)
    .set({ retiredAt: retired ? (before.retired_at ? new Date(before.retired_at) : new Date()) : null })
    .where(eq(examFields.id, id));
  return { before, after: await consoleField(db, id) };
}
