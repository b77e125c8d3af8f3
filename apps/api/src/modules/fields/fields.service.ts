import type { ExamField } from '@xueche/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, courseEntitlements, courses, examFields } from '../../db/schema';

const fieldColumns = {
  field_id: examFields.id,
  field_name: examFields.name,
  field_tag: examFields.tag,
  city_id: examFields.cityId,
  city_name: cities.title,
  lesson_id: examFields.lessonId,
  price: examFields.priceFen,
  address: examFields.address,
  lng: examFields.lng,
  lat: examFields.lat,
};

/** A field as a person sees it: is_buy says whether they own its course. */
function fieldsQuery(db: Db, userId: number | null) {
  const isBuy = userId
    ? sql<number>`(exists (select 1 from ${courses} c join ${courseEntitlements} ce on ce.course_id = c.id
        where c.field_id = ${examFields.id} and ce.user_id = ${userId}))::int`
    : sql<number>`0`;
  return db
    .select({ ...fieldColumns, is_buy: isBuy })
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId));
}

/** Any field, retired ones included (a student bound to a retired field keeps it). */
export async function fieldById(db: Db, id: number, userId: number | null = null): Promise<ExamField | null> {
  const [row] = await fieldsQuery(db, userId).where(eq(examFields.id, id)).limit(1);
  return (row as ExamField | undefined) ?? null;
}

/** A city's open fields, for picking one (retired fields are not offered). */
export async function fieldsOfCity(db: Db, cityId: number, userId: number | null = null): Promise<ExamField[]> {
  const rows = await fieldsQuery(db, userId)
    .where(and(eq(examFields.cityId, cityId), isNull(examFields.retiredAt)))
    .orderBy(asc(examFields.sort), asc(examFields.id));
  return rows as ExamField[];
}

export async function isRetired(db: Db, fieldId: number): Promise<boolean> {
  const [row] = await db.select({ at: examFields.retiredAt }).from(examFields).where(eq(examFields.id, fieldId));
  return Boolean(row?.at);
}

export async function cityById(db: Db, id: number) {
  const [row] = await db.select({ id: cities.id, title: cities.title }).from(cities).where(eq(cities.id, id));
  return row ?? null;
}

/** Provinces and their cities that have at least one open exam field, for the picker. */
export async function provincesWithCities(db: Db) {
  const rows = await db
    .select({
      id: cities.id,
      title: cities.title,
      province: cities.province,
      field_count: sql<number>`count(${examFields.id})::int`,
    })
    .from(cities)
    .innerJoin(examFields, and(eq(examFields.cityId, cities.id), isNull(examFields.retiredAt)))
    .groupBy(cities.id)
    .orderBy(asc(cities.sort), asc(cities.id));
  const provinces: { name: string; cities: { id: number; title: string; field_count: number }[] }[] = [];
  for (const { province, ...city } of rows) {
    let entry = provinces.find((p) => p.name === province);
    if (!entry) {
      entry = { name: province, cities: [] };
      provinces.push(entry);
    }
    entry.cities.push(city);
  }
  return provinces;
}

const bare = (name: string) => name.replace(/(省|市|自治区|特别行政区|壮族|回族|维吾尔)+$/u, '');

/**
 * The served city for a place from the map: the same city, else the first served city of the province
 * (a municipality's city is its province). Null when the province has no exam field yet.
 */
export async function cityForPlace(db: Db, province: string, city: string) {
  const all = await db
    .select({ id: cities.id, title: cities.title, province: cities.province })
    .from(cities)
    .orderBy(asc(cities.sort), asc(cities.id));
  const wantedCity = bare(city || province);
  return all.find((c) => bare(c.title) === wantedCity) ?? all.find((c) => bare(c.province) === bare(province)) ?? null;
}
