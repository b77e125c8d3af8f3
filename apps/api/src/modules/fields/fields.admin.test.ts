import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, courses, examFields, examRoutes, opsAudit, products, users } from '../../db/schema';
import { auditOf, type ConsoleOperator, consoleOperator } from '../../test/console-operator';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';

const OPS_TOKEN = 'test-operator-token-fields-console-0123';
let t: TestApp;
let content: ConsoleOperator;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  content = await consoleOperator(t, OPS_TOKEN, 'content');
});
afterAll(() => t.close());

/** An adcode no other city of this run has (the demo's are real ones; these start with 9). */
let codes = 0;
const adcode = () => `9${String(process.pid % 1000).padStart(3, '0')}${String(++codes).padStart(2, '0')}`;

type City = { id: number; title: string; field_count: number; open_field_count: number };
type Field = {
  id: number;
  name: string;
  price_fen: number;
  retired_at: string | null;
  course: { id: number; title: string } | null;
  students: number;
};

async function newCity(title = '考场测试市') {
  const res = await content.post('/api/admin/fields/cities/save', {
    title,
    province: '测试省',
    adcode: adcode(),
    lng: 120.1,
    lat: 30.2,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<City>(res).data;
}

async function newField(cityId: number, name: string, price_fen = 39_900) {
  const res = await content.post('/api/admin/fields/save', {
    city_id: cityId,
    name,
    tag: '科目二',
    address: '测试路 1 号',
    lng: 120.11,
    lat: 30.21,
    price_fen,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<Field>(res).data;
}

describe('the console’s cities and exam fields', () => {
  it('a new field comes with its course and a course product at its price; a new price reaches both; audited before → after', async () => {
    const city = await newCity();
    const field = await newField(city.id, '西湖考场');
    expect(field).toMatchObject({ name: '西湖考场', price_fen: 39_900, retired_at: null, students: 0 });
    expect(field.course?.title).toBe('西湖考场课程');
    const [product] = await t.database.db.select().from(products).where(eq(products.fieldId, field.id));
    expect(product).toMatchObject({ kind: 'course', priceFen: 39_900, active: true, unlocks: { course: true } });
    const [row] = await t.database.db.select().from(examFields).where(eq(examFields.id, field.id));
    expect(row?.lessonId).toBe(field.course?.id);

    // A student of the city sees it in the picker.
    const student = await person(t);
    const top = body<{ fields: { field_id: number }[] }>(await student.get(`/api/v1/user/top-info?city_id=${city.id}`));
    expect(top.data.fields.map((f) => f.field_id)).toEqual([field.id]);

    const edited = await content.post('/api/admin/fields/save', {
      id: field.id,
      city_id: city.id,
      name: '西湖考场',
      tag: '科目二、科目三',
      lng: 120.11,
      lat: 30.21,
      price_fen: 45_000,
      course_title: '西湖考场全套课程',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<Field>(edited).data).toMatchObject({ price_fen: 45_000, course: { title: '西湖考场全套课程' } });
    const [repriced] = await t.database.db.select().from(products).where(eq(products.fieldId, field.id));
    expect(repriced?.priceFen).toBe(45_000);
    const lessons = body<{ course: { title: string; price: number } }>(
      await student.get(`/api/v1/lesson/list?field_id=${field.id}`),
    );
    expect(lessons.data.course).toMatchObject({ title: '西湖考场全套课程', price: 45_000 });

    const lines = await auditOf(t, `field:${field.id}`);
    expect(lines.map((l) => [l.action, l.actor])).toEqual([
      ['field.create', `operator:${content.username}`],
      ['field.edit', `operator:${content.username}`],
    ]);
    expect(lines[0]?.detail).toMatchObject({ before: null, after: { name: '西湖考场', price_fen: 39_900 } });
    expect(lines[1]?.detail).toMatchObject({
      before: { price_fen: 39_900, tag: '科目二' },
      after: { price_fen: 45_000, tag: '科目二、科目三' },
    });
  });

  it('a retired field stays with its students and leaves the pickers; opened again, it is back', async () => {
    const city = await newCity('停用测试市');
    const field = await newField(city.id, '旧考场');
    const other = await newField(city.id, '新考场');
    const bound = await person(t);
    expect((await bound.post('/api/v1/user/update-field', { field_id: field.id })).statusCode).toBe(200);

    const retired = await content.post('/api/admin/fields/retire', { id: field.id, retired: true });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(body<Field>(retired).data).toMatchObject({ retired_at: expect.any(String), students: 1 });

    // The bound student keeps it, and may pick it again; a new student is not offered it and cannot pick it.
    expect(body<{ field_id: number } | null>(await bound.get('/api/v1/user/field')).data?.field_id).toBe(field.id);
    expect((await bound.post('/api/v1/user/update-field', { field_id: field.id })).statusCode).toBe(200);
    const newcomer = await person(t);
    const offered = body<{ fields: { field_id: number }[] }>(
      await newcomer.get(`/api/v1/user/top-info?city_id=${city.id}`),
    ).data.fields;
    expect(offered.map((f) => f.field_id)).toEqual([other.id]);
    const refused = await newcomer.post('/api/v1/user/update-field', { field_id: field.id });
    expect([refused.statusCode, body(refused).msg]).toEqual([409, '该考场已停用，请选择其他考场']);
    const [still] = await t.database.db.select().from(users).where(eq(users.openid, newcomer.openid));
    expect(still?.fieldId).toBeNull();

    const cityRow = body<{ list: City[] }>(await content.get('/api/admin/fields/cities')).data.list.find(
      (c) => c.id === city.id,
    );
    expect(cityRow).toMatchObject({ field_count: 2, open_field_count: 1 });

    const reopened = await content.post('/api/admin/fields/retire', { id: field.id, retired: false });
    expect(body<Field>(reopened).data.retired_at).toBeNull();
    expect((await newcomer.post('/api/v1/user/update-field', { field_id: field.id })).statusCode).toBe(200);
    const [retire, reopen] = await auditOf(t, `field:${field.id}`).then((l) => l.slice(-2));
    expect(retire).toMatchObject({ action: 'field.retire', detail: { before: { retired_at: null } } });
    expect(reopen).toMatchObject({ action: 'field.reopen', detail: { after: { retired_at: null } } });
  });

  it('bad input is a 400 in Chinese and a taken name or adcode a 409; nothing changes', async () => {
    const city = await newCity('校验测试市');
    const field = await newField(city.id, '校验考场');
    const before = await t.database.db.select().from(examFields).where(eq(examFields.id, field.id));

    const negative = await content.post('/api/admin/fields/save', {
      id: field.id,
      city_id: city.id,
      name: '校验考场',
      tag: '科目二',
      lng: 120,
      lat: 30,
      price_fen: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(body(negative).msg).toMatch(/^参数有误：price_fen/);
    const blank = await content.post('/api/admin/fields/save', {
      city_id: city.id,
      name: '  ',
      tag: '科目二',
      lng: 120,
      lat: 30,
      price_fen: 100,
    });
    expect([blank.statusCode, body(blank).msg]).toEqual([400, expect.stringMatching(/^参数有误：name/)]);
    const taken = await content.post('/api/admin/fields/save', {
      city_id: city.id,
      name: '校验考场',
      tag: '科目三',
      lng: 120,
      lat: 30,
      price_fen: 100,
    });
    expect([taken.statusCode, body(taken).msg]).toEqual([409, '该城市已有名为“校验考场”的考场']);
    const noCity = await content.post('/api/admin/fields/save', {
      city_id: 999999,
      name: '无城考场',
      tag: '科目三',
      lng: 120,
      lat: 30,
      price_fen: 100,
    });
    expect(noCity.statusCode).toBe(404);
    expect(await t.database.db.select().from(examFields).where(eq(examFields.id, field.id))).toEqual(before);
    expect(await t.database.db.select().from(examFields).where(eq(examFields.name, '无城考场'))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(courses)
        .where(and(eq(courses.fieldId, field.id), eq(courses.title, '校验考场课程'))),
    ).toHaveLength(1);

    const [existing] = await t.database.db.select().from(cities).where(eq(cities.id, city.id));
    const clash = await content.post('/api/admin/fields/cities/save', {
      title: '重复市',
      province: '测试省',
      adcode: existing?.adcode,
      lng: 120,
      lat: 30,
    });
    expect([clash.statusCode, body(clash).msg]).toEqual([409, `行政区划代码 ${existing?.adcode} 已被其他城市使用`]);
    const badCode = await content.post('/api/admin/fields/cities/save', {
      title: '坏码市',
      province: '测试省',
      adcode: '12a',
      lng: 120,
      lat: 30,
    });
    expect(badCode.statusCode).toBe(400);
    expect(await t.database.db.select().from(cities).where(eq(cities.title, '重复市'))).toEqual([]);
    // The refused writes are in the log too, with their input and the error.
    const [refused] = await t.database.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.action, 'field.create'))
      .orderBy(desc(opsAudit.id))
      .limit(1);
    expect(refused?.detail).toMatchObject({ status: 404, input: { name: '无城考场' } });
    const clashed = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'city.create'));
    expect(clashed.map((l) => l.detail)).toContainEqual(expect.objectContaining({ status: 409 }));
  });

  it("edits a field's subject-three routes (words and order), audited; other roles are refused", async () => {
    const [route] = await t.database.db.select().from(examRoutes).limit(1);
    if (!route) throw new Error('the demo seed has routes');
    const list = body<{ list: { id: number; waypoints: number }[] }>(
      await content.get(`/api/admin/fields/routes?field_id=${route.fieldId}`),
    ).data.list;
    expect(list.find((r) => r.id === route.id)?.waypoints).toBe(route.waypoints.length);

    const saved = await content.post('/api/admin/fields/routes/save', {
      id: route.id,
      name: '一号线（新）',
      length_m: 4200,
      stops: ['起点', '直行', '终点'],
      summary: '新的简介',
      sort: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [after] = await t.database.db.select().from(examRoutes).where(eq(examRoutes.id, route.id));
    expect(after).toMatchObject({ name: '一号线（新）', lengthM: 4200, stops: ['起点', '直行', '终点'] });
    expect(after?.waypoints).toEqual(route.waypoints);
    const [line] = await auditOf(t, `route:${route.id}`);
    expect(line?.detail).toMatchObject({ before: { name: route.name }, after: { name: '一号线（新）' } });
    const empty = await content.post('/api/admin/fields/routes/save', { ...route, stops: [], length_m: 4200 });
    expect(empty.statusCode).toBe(400);

    for (const role of ['reviewer', 'finance'] as const) {
      const op = await consoleOperator(t, OPS_TOKEN, role);
      expect((await op.get('/api/admin/fields')).statusCode).toBe(403);
      expect((await op.post('/api/admin/fields/retire', { id: route.fieldId, retired: true })).statusCode).toBe(403);
    }
    const admin = await consoleOperator(t, OPS_TOKEN, 'admin');
    expect((await admin.get('/api/admin/fields')).statusCode).toBe(200);
    const [field] = await t.database.db.select().from(examFields).where(eq(examFields.id, route.fieldId));
    expect(field?.retiredAt).toBeNull();
  });
});
