import { and, eq } from 'drizzle-orm';
import { cities, courseEntitlements, courses, examFields, siteFields } from '../../db/schema';
import { person } from '../../test/person';
import type { TestApp } from '../../test/test-app';
import { chinaNow } from './practice.service';

/** A China day `days` from today, YYYY-MM-DD. */
export const chinaDay = (days: number) =>
  new Date(Date.parse(`${chinaNow().date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let counter = 0;
/** A mainland mobile number no other test uses. */
export const mobile = () => `136${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(5, '0')}`;

export const OPS_TOKEN = 'test-operator-token-exam-site-0123456';

/** The demo exam sites with yards, by name. */
export const DEMO = {
  beijing: { city: '110000', name: '朝阳东坝考场' },
  guangzhou: { city: '440100', name: '白云嘉禾考场' },
  nanjing: { city: '320100', name: '江宁东山考场' },
} as const;

let fields = 0;

export type SiteHelpers = ReturnType<typeof siteHelpers>;

export function siteHelpers(t: TestApp) {
  const db = t.database.db;

  async function demoField(which: keyof typeof DEMO) {
    const { city, name } = DEMO[which];
    const [row] = await db
      .select({ id: examFields.id, lng: examFields.lng, lat: examFields.lat, name: examFields.name })
      .from(examFields)
      .innerJoin(cities, eq(cities.id, examFields.cityId))
      .where(and(eq(cities.adcode, city), eq(examFields.name, name)));
    if (!row) throw new Error(`no demo field ${name}`);
    return row;
  }

  /** A field of the demo city Shanghai that has no 3D yard. */
  async function fieldWithoutYard() {
    const [row] = await db
      .select({ id: examFields.id })
      .from(examFields)
      .innerJoin(cities, eq(cities.id, examFields.cityId))
      .where(eq(cities.adcode, '310000'))
      .limit(1);
    if (!row) throw new Error('no Shanghai field');
    return row.id;
  }

  /** A signed-in student whose exam field is `fieldId`. */
  async function student(fieldId?: number) {
    const who = await person(t, 1);
    if (fieldId) await who.post('/api/v1/user/update-field', { field_id: fieldId });
    return who;
  }

  /** Gives a person the field's course, as a paid order would. */
  async function buyCourse(userId: number, fieldId: number) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.fieldId, fieldId));
    if (!course) throw new Error('no course');
    await db.insert(courseEntitlements).values({ userId, courseId: course.id, source: 'test' }).onConflictDoNothing();
  }

  /** An /api/ops call with the operator token; a JSON body is sent as text, as the CLI does. */
  function ops(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
    return t.app.inject({
      method,
      url: `/api/ops${url}`,
      headers: {
        authorization: `Bearer ${OPS_TOKEN}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  }

  /** An exam field of its own in a test city (nothing else applies to it), optionally with its own practice slots. */
  async function newField(slots?: { slot: string; capacity: number }[], opts: { course?: boolean } = {}) {
    const n = ++fields;
    const adcode = `8${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(2, '0')}`;
    const [city] = await db
      .insert(cities)
      .values({ adcode, title: `练车市${n}`, province: '测试省', lng: 100, lat: 30 })
      .onConflictDoNothing()
      .returning();
    const cityId = city?.id ?? (await db.select().from(cities).where(eq(cities.adcode, adcode)))[0]?.id;
    const [field] = await db
      .insert(examFields)
      .values({ cityId: cityId as number, name: `练车考场${n}`, tag: '科目二', lng: 100, lat: 30 })
      .returning();
    if (!field) throw new Error('no field');
    if (opts.course) {
      // Sold as the demo fields' courses are: what follows the course is locked until bought.
      const [course] = await db
        .insert(courses)
        .values({ fieldId: field.id, title: `${field.name}课程` })
        .returning();
      await db.update(examFields).set({ lessonId: course?.id, priceFen: 9900 }).where(eq(examFields.id, field.id));
    }
    if (slots) {
      const bj = await demoField('beijing');
      const [demo] = await db.select().from(siteFields).where(eq(siteFields.fieldId, bj.id));
      await db
        .insert(siteFields)
        .values({ fieldId: field.id, yard: demo?.yard as never, panoramas: [], practiceSlots: slots });
    }
    return { id: field.id, name: field.name };
  }

  return { demoField, fieldWithoutYard, student, buyCourse, ops, newField };
}
