import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lightSets, lightVoices, opsAudit } from '../../db/schema';
import type { LightSet } from '../../db/schema/light-set';
import { runOps } from '../../test/ops-cli';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { versionOf } from './light.service';
import { STANDARD_SET } from './standard-set';
import { FIXED_FIELD, lightHelpers, RANDOM_FIELD, STANDARD_FIELD } from './test-helpers';

const OPS_TOKEN = 'light-ops-test-token-0000001';
let t: TestApp;
let h: ReturnType<typeof lightHelpers>;
let dir: string;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  h = lightHelpers(t);
  dir = mkdtempSync(join(tmpdir(), 'xueche-light-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const ops = (method: 'GET' | 'PUT' | 'DELETE', path: string, payload?: string, token = OPS_TOKEN) =>
  t.app.inject({
    method,
    url: `/api/ops${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  });
const latestAudit = async (action: string) =>
  (await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, action)).orderBy(desc(opsAudit.id)))[0];
const storedSet = async (field: number) =>
  (await t.database.db.select({ set: lightSets.set }).from(lightSets).where(eq(lightSets.fieldId, field)))[0]?.set;

/** A set of the operator's own: the standard set reworded, drawing six in a fixed order. */
const ownSet = (): LightSet => ({
  ...STANDARD_SET,
  opening: { ...STANDARD_SET.opening, text: '夜间模拟灯光考试开始，请开启近光灯' },
  order: 'fixed',
  draw: 6,
  items: [...STANDARD_SET.items.slice(0, 7), { key: 'fog', text: '夜间遇大雾天气行驶', expect: 'fog' }],
});

describe('operators and the lighting sets', () => {
  it('list every field with its set, export one, and refuse without the operator token', async () => {
    const list = await ops('GET', '/light/sets');
    expect(list.statusCode).toBe(200);
    type Row = { field_id: number; field_name: string; own: boolean; version: string; order: string; draw: number };
    const { standard, fields } = body<{ standard: { version: string }; fields: Row[] }>(list).data;
    expect(standard.version).toBe(versionOf(STANDARD_SET));
    const byName = new Map(fields.map((f) => [f.field_name, f]));
    expect(byName.get(FIXED_FIELD)).toMatchObject({ own: true, order: 'fixed', draw: 6 });
    expect(byName.get(RANDOM_FIELD)).toMatchObject({ own: true, order: 'random' });
    expect(byName.get('海淀上庄考场')).toMatchObject({ own: false, version: standard.version });
    // The version is the one students' phones keep the set by.
    const fixed = byName.get(FIXED_FIELD) as Row;
    expect(fixed.version).toBe((await h.setOf(fixed.field_id)).set.voice_lib);

    const exported = await ops('GET', `/light/sets/${fixed.field_id}`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['x-light-set-own']).toBe('true');
    const file = JSON.parse(exported.body) as LightSet;
    expect(Object.keys(file)).toEqual(['opening', 'order', 'draw', 'items', 'closing']);
    expect(versionOf(file)).toBe(fixed.version);
    // A field without a set of its own exports the standard one, saying so.
    const plain = await ops('GET', `/light/sets/${byName.get('海淀上庄考场')?.field_id}`);
    expect(plain.headers['x-light-set-own']).toBe('false');
    expect(JSON.parse(plain.body)).toEqual(STANDARD_SET);

    expect((await ops('GET', '/light/sets', undefined, 'wrong-token')).statusCode).toBe(401);
    expect((await ops('GET', '/light/sets/987654')).statusCode).toBe(404);
    expect((await ops('GET', '/light/sets/abc')).statusCode).toBe(400);
  });

  it('import a set whole: students get it with its voices, and the audit log keeps before and after', async () => {
    const field = await h.fieldId('海淀上庄考场');
    const before = await h.setOf(field);
    expect(before.set.own).toBe(false);
    const set = ownSet();
    const res = await ops('PUT', `/light/sets/${field}`, JSON.stringify(set));
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toEqual({ field_id: field, own: true, version: versionOf(set), changed: true });
    expect(await storedSet(field)).toEqual(set);

    const audit = await latestAudit('light.import');
    expect(audit).toMatchObject({
      actor: 'ops-token',
      detail: {
        field_id: field,
        changed: true,
        before: { own: false, version: before.set.voice_lib, set: STANDARD_SET },
        after: { own: true, version: versionOf(set), set },
      },
    });

    // The new words' voices are queued: made before the first student asks.
    expect(await t.app.jobs.workNow('prepare-light-voices')).toBeGreaterThanOrEqual(1);
    const [voiced] = await t.database.db.select().from(lightVoices).where(eq(lightVoices.text, set.opening.text));
    expect(voiced).toBeDefined();
    const after = await h.setOf(field);
    expect(after.set).toMatchObject({ own: true, order: 'fixed', draw: 6, voice_lib: versionOf(set) });
    expect(after.set.opening).toMatchObject({ text: set.opening.text, voice_ms: voiced?.voiceMs });
    const exam = body<{ items: { key: string }[] }>(await h.list('exam', field)).data;
    expect(exam.items.map((i) => i.key)).toEqual(['opening', ...set.items.slice(0, 6).map((i) => i.key), 'closing']);

    // The export imports back unchanged.
    const exported = (await ops('GET', `/light/sets/${field}`)).body;
    const again = await ops('PUT', `/light/sets/${field}`, exported);
    expect(body(again).data).toMatchObject({ changed: false, version: versionOf(set) });

    // Back to the standard set.
    const reset = await ops('DELETE', `/light/sets/${field}`);
    expect(body(reset).data).toEqual({ field_id: field, own: false, version: versionOf(STANDARD_SET), changed: true });
    expect(await storedSet(field)).toBeUndefined();
    expect((await h.setOf(field)).set).toMatchObject({ own: false, voice_lib: before.set.voice_lib });
    expect(await latestAudit('light.reset')).toMatchObject({
      detail: { field_id: field, changed: true, before: { own: true, set }, after: { own: false } },
    });
  });

  it('refuse a bad set with every problem and its path, and change nothing', async () => {
    const field = await h.fieldId(FIXED_FIELD);
    const kept = await storedSet(field);
    const sets = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(lightSets))[0]?.n;
    const count = await sets();
    const bad = {
      ...ownSet(),
      opening: { key: 'Opening', text: '开', expect: 'low' },
      items: [...ownSet().items.slice(0, 4), { key: 'sunroof', text: '夜间打开天窗', expect: 'sunroof' }],
      order: 'shuffled',
    };
    const res = await ops('PUT', `/light/sets/${field}`, JSON.stringify(bad));
    expect(res.statusCode).toBe(422);
    const { errors } = body<{ errors: { path: string; message: string }[] }>(res).data;
    expect(errors.map((e) => e.path).sort()).toEqual(['items.4.expect', 'opening.key', 'opening.text', 'order']);
    expect(body(res).msg).toBe('导入文件有4处错误，未导入任何内容');
    // Draws more than it has, a key twice: the set's own rules, once its shape is right.
    const shapeRight = { ...ownSet(), draw: 10, items: [...ownSet().items, ownSet().items[0]] };
    const rules = body<{ errors: { path: string }[] }>(
      await ops('PUT', `/light/sets/${field}`, JSON.stringify(shapeRight)),
    ).data.errors;
    expect(rules.map((e) => e.path).sort()).toEqual(['draw', 'items']);
    const unreadable = await ops('PUT', `/light/sets/${field}`, '{"opening":');
    expect(body<{ errors: { path: string }[] }>(unreadable).data.errors).toEqual([
      { path: 'file', message: expect.stringContaining('not valid JSON') },
    ]);
    expect(await storedSet(field)).toEqual(kept);
    expect(await sets()).toBe(count);
    expect(await latestAudit('light.import')).toMatchObject({ detail: { field_id: field, errors: 1 } });
    expect((await ops('PUT', '/light/sets/987654', JSON.stringify(ownSet()))).statusCode).toBe(404);
  });
});

describe('npm run ops -- light:*', () => {
  const run = (args: string[]) => runOps(args, { url: t.url, token: OPS_TOKEN });

  it('list, export to a file, import it into another field, and report a bad file line by line', async () => {
    const from = await h.fieldId(RANDOM_FIELD);
    const to = await h.fieldId(STANDARD_FIELD);
    const listed = await run(['light:sets']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^#${from}  南京市 ${RANDOM_FIELD}: own set, random, draws 5 of 8, version [0-9a-f]{12}$`, 'm'),
    );

    const file = join(dir, 'jiangning.json');
    const exported = await run(['light:export', String(from), file]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain(`written to ${file}`);
    const set = JSON.parse(readFileSync(file, 'utf8')) as LightSet;
    const printed = await run(['light:export', String(from)]);
    expect(JSON.parse(printed.stdout)).toEqual(set);

    const imported = await run(['light:import', String(to), file]);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain(`as field ${to}'s set: version ${versionOf(set)}`);
    expect(await storedSet(to)).toEqual(set);
    const same = await run(['light:import', String(to), file]);
    expect(same.stdout).toContain('nothing changed');

    writeFileSync(file, JSON.stringify({ ...set, draw: 3, closing: { ...set.closing, expect: 'dark' } }));
    const refused = await run(['light:import', String(to), file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The file has 2 problems; nothing was imported:');
    expect(refused.stderr).toMatch(/^ {2}draw: /m);
    expect(refused.stderr).toMatch(/^ {2}closing\.expect: /m);
    expect(await storedSet(to)).toEqual(set);

    const usage = await run(['light:import', String(to)]);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run ops -- light:import <field_id> <file.json>');
    const reset = await run(['light:reset', String(to)]);
    expect(reset.stdout).toContain(`Field ${to} now uses the standard set`);
  });
});
