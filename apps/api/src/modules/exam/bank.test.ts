import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { opsAudit, questions } from '../../db/schema';
import { seedDemoQuestions } from '../../seed';
import { runOps } from '../../test/ops-cli';
import { body, login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { bankCsvRows } from './bank.service';
import { CSV_COLUMNS } from './bank-file';
import { editQuestion } from './question-admin.service';
import { syntheticQuestions } from './synthetic-bank';

const TOKEN = 'test-operator-token-0123456789';
let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'xueche-bank-'));

const importFile = (payload: string, type = 'application/json', token = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/questions/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload,
  });

const countImported = async (prefix: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(like(questions.extId, `${prefix}%`))
  )[0]?.n;

function csvOf(rows: ReturnType<typeof syntheticQuestions>): string {
  return stringify(bankCsvRows({ chapters: [], questions: rows }));
}

type Errors = { errors: { where: string; id?: string; field: string; message: string }[] };

beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('question import', () => {
  it('imports a JSON file, and the same file again changes nothing', async () => {
    const file = JSON.stringify({
      chapters: [{ key: 'test-extra', subject: 1, title: '测试附加章节', sort: 9 }],
      questions: syntheticQuestions({ subject: 1, count: 30, prefix: 'imp-json' }).map((q, i) =>
        i === 0 ? { ...q, chapter: 'test-extra' } : q,
      ),
    });
    const first = await importFile(file);
    expect(first.statusCode).toBe(200);
    expect(body(first).data).toEqual({
      chapters: { added: 1, updated: 0 },
      questions: { added: 30, updated: 0, unchanged: 0 },
    });
    const again = await importFile(file);
    expect(body(again).data).toEqual({
      chapters: { added: 0, updated: 0 },
      questions: { added: 0, updated: 0, unchanged: 30 },
    });
    expect(await countImported('imp-json')).toBe(30);
  });

  it('a changed question keeps its id and gets a higher version', async () => {
    const rows = syntheticQuestions({ subject: 4, count: 3, prefix: 'imp-ver' });
    await importFile(JSON.stringify({ questions: rows }));
    const changed = rows.map((q, i) => (i === 1 ? { ...q, explanation: '更新后的解析：以新版法规为准。' } : q));
    const res = await importFile(JSON.stringify({ questions: changed }));
    expect(body(res).data).toMatchObject({ questions: { added: 0, updated: 1, unchanged: 2 } });
    const [row] = await t.database.db.select().from(questions).where(eq(questions.extId, 'imp-ver-2'));
    expect(row).toMatchObject({ version: 2, explanation: '更新后的解析：以新版法规为准。' });
  });

  it('a CSV file with one bad row imports nothing and names the line and field', async () => {
    const rows = syntheticQuestions({ subject: 4, count: 8, prefix: 'imp-csv-bad' });
    const bad = rows.map((q, i) => (i === 4 ? { ...q, difficulty: 7 } : q));
    const res = await importFile(csvOf(bad), 'text/csv');
    expect(res.statusCode).toBe(422);
    const { errors } = body<Errors>(res).data;
    // Header on line 1: the fifth question is on line 6.
    expect(errors).toEqual([{ where: 'line 6', id: 'imp-csv-bad-5', field: 'difficulty', message: 'must be 1–5' }]);
    expect(body(res).msg).toContain('未导入');
    expect(await countImported('imp-csv-bad')).toBe(0);
  });

  it('a JSON file reports every bad row by index and id, and imports nothing', async () => {
    const rows: Record<string, unknown>[] = syntheticQuestions({ subject: 1, count: 6, prefix: 'imp-json-bad' }).map(
      (q) => ({ ...q }),
    );
    rows[1] = { ...rows[1], banks: ['car', 'tractor'] };
    rows[3] = { ...rows[3], chapter: 'no-such-chapter' };
    rows[4] = { ...rows[4], id: 'imp-json-bad-1' };
    rows[5] = { ...rows[5], difficulty: 9, explanation: undefined };
    const res = await importFile(JSON.stringify({ questions: rows }));
    expect(res.statusCode).toBe(422);
    const problems = body<Errors>(res).data.errors.map((e) => `${e.where} ${e.field}`);
    expect(problems).toEqual([
      'questions[1] banks',
      'questions[3] chapter',
      'questions[4] id',
      'questions[5] explanation',
      'questions[5] difficulty',
    ]);
    expect(await countImported('imp-json-bad')).toBe(0);
  });

  it('a picture may name an atlas entry, which must exist, and is kept as written', async () => {
    const [good, bad] = syntheticQuestions({ subject: 1, count: 2, prefix: 'imp-atlas' });
    const refused = await importFile(
      JSON.stringify({
        questions: [
          { ...good, image: 'atlas:no-parking' },
          { ...bad, image: 'atlas:no-such-sign' },
        ],
      }),
    );
    expect(body<Errors>(refused).data.errors).toEqual([
      { where: 'questions[1]', id: 'imp-atlas-2', field: 'image', message: 'names no entry of the atlas' },
    ]);
    expect(await countImported('imp-atlas')).toBe(0);

    const res = await importFile(JSON.stringify({ questions: [{ ...good, image: 'atlas:no-parking' }] }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.extId, 'imp-atlas-1'));
    expect(row?.image).toBe('atlas:no-parking');
  });

  it('refuses a file that is not JSON, and a CSV without its columns', async () => {
    const res = await importFile('{ "questions": [', 'application/json');
    expect(res.statusCode).toBe(422);
    expect(body<Errors>(res).data.errors[0]).toMatchObject({ where: 'file', field: 'json' });
    const csv = await importFile('id,subject\nx,1\n', 'text/csv');
    expect(body<Errors>(csv).data.errors[0]).toMatchObject({ where: 'line 1', field: 'header' });
    expect(CSV_COLUMNS).toContain('option_f');
  });

  it('needs the operator token, and writes every import to the audit log', async () => {
    const res = await importFile(JSON.stringify({ questions: [] }), 'application/json', 'wrong-token-0000000000');
    expect(res.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/ops/questions/export' });
    expect(none.statusCode).toBe(401);
    const audits = await t.database.db.select().from(opsAudit).where(eq(opsAudit.action, 'questions.import'));
    expect(audits.length).toBeGreaterThanOrEqual(4);
  });

  it('an export imports back unchanged, as JSON and as CSV', async () => {
    const auth = { authorization: `Bearer ${TOKEN}` };
    const json = await t.app.inject({ url: '/api/ops/questions/export', headers: auth });
    expect(json.statusCode).toBe(200);
    const exported = JSON.parse(json.body) as { questions: unknown[] };
    expect(exported.questions.length).toBeGreaterThanOrEqual(33);
    expect(body(await importFile(json.body)).data).toMatchObject({
      questions: { added: 0, updated: 0, unchanged: exported.questions.length },
    });
    const csv = await t.app.inject({ url: '/api/ops/questions/export?format=csv', headers: auth });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(body(await importFile(csv.body, 'text/csv')).data).toMatchObject({
      questions: { added: 0, updated: 0, unchanged: exported.questions.length },
    });
  });
});

describe('an import while students submit', () => {
  it('changes the questions a submit is counting after it, without a deadlock', async () => {
    const rows = syntheticQuestions({ subject: 4, count: 2, prefix: 'imp-lock' });
    await importFile(JSON.stringify({ questions: rows }));
    const ids = await t.database.db
      .select({ id: questions.id, extId: questions.extId })
      .from(questions)
      .where(like(questions.extId, 'imp-lock%'))
      .orderBy(questions.id);
    const [low, high] = ids.map((r) => r.id) as [number, number];
    // The file lists the higher id first; both questions change.
    const changed = [...rows].reverse().map((q) => ({ ...q, tip: '考前再看一遍。' }));
    let imported: ReturnType<typeof importFile> | undefined;
    if (t.database.kind === 'postgres') {
      // A submit counting both (answer-writes.ts locks in id order): it holds the lower one when the import
      // starts, and takes the higher one once the import is waiting.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from questions where id = ${low} for no key update`);
        imported = importFile(JSON.stringify({ questions: changed }));
        const waiting = sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
        while ((await rowsOf(t.database.db, waiting)).length === 0) {
          await new Promise((r) => setTimeout(r, 20));
        }
        await tx.execute(sql`update questions set attempts = attempts + 1 where id in (${low}, ${high})`);
      });
    } else {
      // The embedded database has one connection: nothing runs beside the import.
      imported = importFile(JSON.stringify({ questions: changed }));
    }
    const res = await (imported as ReturnType<typeof importFile>);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ questions: { updated: 2 } });
    const after = await t.database.db.select().from(questions).where(like(questions.extId, 'imp-lock%'));
    expect(after.map((q) => q.tip)).toEqual(['考前再看一遍。', '考前再看一遍。']);
    if (t.database.kind === 'postgres') expect(after.map((q) => q.attempts)).toEqual([1, 1]);
  });
});

describe('the hub and practice after an import', () => {
  it('count the new questions at once', async () => {
    const { token } = await login(t.app, { openid: openid('bank-hub') });
    const hub = async () =>
      body<{ total: number; curated: number }>(
        await t.app.inject({ url: `/api/v1/exam/chapters?subject=4&access-token=${token}` }),
      ).data;
    const practice = async () =>
      body<{ total: number; list: { id: number }[] }>(
        await t.app.inject({ url: `/api/v1/exam/practice?subject=4&mode=sequential&access-token=${token}` }),
      ).data;
    const before = await hub();
    const pageBefore = await practice();
    const added = syntheticQuestions({ subject: 4, count: 20, prefix: 'imp-hub', seed: 5 });
    expect((await importFile(JSON.stringify({ questions: added }))).statusCode).toBe(200);
    const after = await hub();
    expect(after.total).toBe(before.total + 20);
    expect(after.curated).toBe(before.curated + added.filter((q) => q.curated).length);
    // Sequential practice, whose order each process keeps, counts them too.
    const pageAfter = await practice();
    expect(pageBefore.total).toBe(before.total);
    expect(pageAfter.total).toBe(after.total);
  });
});

describe('npm run questions:import', () => {
  const run = (args: string[]) => runOps(args, { url: t.url, token: TOKEN });

  it('imports a file through the running server and reports a bad one line by line', async () => {
    const good = join(dir, 'good.csv');
    writeFileSync(good, csvOf(syntheticQuestions({ subject: 1, count: 5, prefix: 'imp-cli' })));
    const ok = await run(['questions:import', good]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('questions 5 added, 0 updated, 0 unchanged');

    const badRows = syntheticQuestions({ subject: 1, count: 3, prefix: 'imp-cli-bad' }).map((q, i) =>
      i === 2 ? { ...q, stem: '短' } : q,
    );
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, csvOf(badRows));
    const refused = await run(['questions:import', bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 4 (imp-cli-bad-3) stem: needs at least 4 characters');
    expect(await countImported('imp-cli-bad')).toBe(0);
  });
});

describe('the demo bank at each start', () => {
  it('adds what is missing and keeps a correction an operator made to a demo question', async () => {
    const [demo] = await t.database.db.select().from(questions).where(eq(questions.extId, 's1-law-001'));
    if (!demo) throw new Error('the demo bank has no s1-law-001');
    const explanation = `${demo.explanation}（运营已核对）`;
    const { stem, options, answer, image } = demo;
    await editQuestion(t.database.db, demo.id, { stem, options, answer, explanation, image });
    await t.database.db.delete(questions).where(eq(questions.extId, 's1-law-002'));

    await seedDemoQuestions(t.database.db);
    const [kept] = await t.database.db.select().from(questions).where(eq(questions.extId, 's1-law-001'));
    expect([kept?.explanation, kept?.version]).toEqual([explanation, demo.version + 1]);
    expect(await countImported('s1-law-002')).toBe(1);
  });
});
