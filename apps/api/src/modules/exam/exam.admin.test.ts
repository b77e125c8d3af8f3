import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAudit, questions, settings } from '../../db/schema';
import { type ConsoleSession, consoleSession } from '../../test/console-session';
import { person } from '../../test/person';
import { body, startTestApp, type TestApp } from '../../test/test-app';
import { applyBankFile } from './bank.service';
import { syntheticQuestions } from './synthetic-bank';

const OPS_TOKEN = 'test-operator-token-qbank-0123456789ab';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ OPS_TOKEN });
  await applyBankFile(t.database.db, {
    chapters: [],
    questions: [
      ...syntheticQuestions({ subject: 1, count: 12, prefix: 'qb-s1', seed: 3 }),
      ...syntheticQuestions({ subject: 4, count: 12, prefix: 'qb-s4', seed: 4 }),
    ],
  });
});
afterAll(() => t.close());

const questionByExt = async (extId: string) =>
  (await t.database.db.select().from(questions).where(eq(questions.extId, extId)))[0] as typeof questions.$inferSelect;
const auditOf = (target: string) =>
  t.database.db.select().from(opsAudit).where(eq(opsAudit.target, target)).orderBy(opsAudit.id);
const bankVersion = async () =>
  Number((await t.database.db.select().from(settings).where(eq(settings.key, 'exam.bank_version')))[0]?.value ?? 0);

interface Q {
  id: number;
  ext_id: string;
  stem: string;
  options: string[];
  answer: string;
  explanation: string;
  image: string | null;
  version: number;
  type: string;
}
const editOf = (q: Q) => ({
  id: q.id,
  stem: q.stem,
  options: q.options,
  answer: q.answer,
  explanation: q.explanation,
  image: q.image,
});

/** The console asks in Chinese, as the operators' browsers do. */
const chinese = { 'accept-language': 'zh-CN' };
let content: ConsoleSession;
let reviewer: ConsoleSession;
let finance: ConsoleSession;
beforeAll(async () => {
  [content, reviewer, finance] = await Promise.all([
    consoleSession(t, OPS_TOKEN, 'content', chinese),
    consoleSession(t, OPS_TOKEN, 'reviewer', chinese),
    consoleSession(t, OPS_TOKEN, 'finance', chinese),
  ]);
});

describe('the question bank in the console', () => {
  it('is for content and admin only: reviewer and finance are refused (403) and change nothing', async () => {
    const q = await questionByExt('qb-s1-1');
    for (const other of [reviewer, finance]) {
      expect((await other.get('/api/admin/questions')).statusCode).toBe(403);
      expect((await other.get('/api/admin/error-reports')).statusCode).toBe(403);
      const res = await other.post('/api/admin/questions/update', { id: q.id, stem: '改不了的题干内容' });
      expect(res.statusCode).toBe(403);
    }
    expect((await questionByExt('qb-s1-1')).stem).toBe(q.stem);
  });

  it('searches by words, by id, by subject and type, with paging', async () => {
    const all = body<{ total: number; list: Q[] }>(await content.get('/api/admin/questions?subject=4&num=5')).data;
    expect(all.total).toBeGreaterThanOrEqual(12);
    expect(all.list).toHaveLength(5);
    const page2 = body<{ list: Q[] }>(await content.get('/api/admin/questions?subject=4&num=5&page=2')).data;
    expect(page2.list.map((q) => q.id)).not.toContain(all.list[0]?.id);
    const byExt = body<{ total: number; list: Q[] }>(await content.get('/api/admin/questions?id=qb-s4-3')).data;
    expect(byExt.list.map((q) => q.ext_id)).toEqual(['qb-s4-3']);
    const target = byExt.list[0] as Q;
    const byNumber = body<{ list: Q[] }>(await content.get(`/api/admin/questions?id=${target.id}`)).data;
    expect(byNumber.list.map((q) => q.id)).toContain(target.id);
    const words = target.stem.slice(2, 10);
    const byWords = body<{ list: Q[] }>(await content.get(`/api/admin/questions?q=${encodeURIComponent(words)}`)).data;
    expect(byWords.list.map((q) => q.id)).toContain(target.id);
    const judges = body<{ list: Q[] }>(await content.get('/api/admin/questions?type=judge&num=100')).data;
    expect(judges.list.every((q) => q.type === 'judge')).toBe(true);
  });

  it('an edit bumps the version as an import does, raises the bank version and is audited before → after', async () => {
    const q = body<{ list: Q[] }>(await content.get('/api/admin/questions?id=qb-s1-2')).data.list[0] as Q;
    const bankBefore = await bankVersion();
    const res = await content.post('/api/admin/questions/update', {
      ...editOf(q),
      stem: `${q.stem}（已更正）`,
      explanation: '更正后的解析：按规定应当这样做。',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = body<Q>(res).data;
    expect(after).toMatchObject({ id: q.id, version: q.version + 1, stem: `${q.stem}（已更正）` });
    expect(await bankVersion()).toBe(bankBefore + 1);
    // The same content again changes nothing.
    const again = body<Q>(await content.post('/api/admin/questions/update', editOf(after))).data;
    expect(again.version).toBe(after.version);

    const lines = await auditOf(`question:${q.id}`);
    const edit = lines.find((l) => l.action === 'question.edit');
    expect(edit?.actor).toBe(content.actor);
    const detail = edit?.detail as { before: Q; after: Q };
    expect(detail.before).toMatchObject({ stem: q.stem, version: q.version });
    expect(detail.after).toMatchObject({ stem: `${q.stem}（已更正）`, version: q.version + 1 });
  });

  it('refuses an edit the importer would refuse, in Chinese, and changes nothing', async () => {
    const q = body<{ list: Q[] }>(await content.get('/api/admin/questions?id=qb-s1-3')).data.list[0] as Q;
    const answer = q.type === 'judge' ? 'C' : 'F';
    const res = await content.post('/api/admin/questions/update', { ...editOf(q), answer });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toMatch(/^题目有误：答案超出了选项范围/);
    expect((await questionByExt('qb-s1-3')).version).toBe(q.version);
    expect((await questionByExt('qb-s1-3')).answer).toBe(q.answer);
  });

  it('imports a file whole or not at all, each row problem named in Chinese', async () => {
    const bad = [
      'id,subject,chapter,type,stem,option_a,option_b,answer,explanation,difficulty',
      'qb-new-1,1,s1-laws,judge,新题目的题干内容,正确,错误,A,新题目的解析内容,2',
      'qb-new-2,1,no-such-chapter,judge,另一道题的题干,正确,错误,C,另一道题的解析,9',
    ].join('\n');
    const refused = await content.post('/api/admin/questions/import', { format: 'csv', content: bad });
    expect(refused.statusCode, refused.body).toBe(200);
    const r = body<{ ok: boolean; errors: { where: string; field: string; message: string }[] }>(refused).data;
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ where: '第 3 行', field: '答案' }),
        expect.objectContaining({ where: '第 3 行', field: '难度', message: '应为 1–5' }),
      ]),
    );
    expect(await t.database.db.select().from(questions).where(eq(questions.extId, 'qb-new-1'))).toEqual([]);

    const good = bad.split('\n').slice(0, 2).join('\n');
    const accepted = body<{ ok: boolean; summary: { questions: { added: number } } }>(
      await content.post('/api/admin/questions/import', { format: 'csv', content: good }),
    ).data;
    expect(accepted).toMatchObject({ ok: true, summary: { questions: { added: 1 } } });
    expect((await questionByExt('qb-new-1')).stem).toBe('新题目的题干内容');
  });

  it('exports the bank in the import format', async () => {
    const res = body<{ filename: string; content: string; questions: number }>(
      await content.get('/api/admin/questions/export?format=csv'),
    ).data;
    expect(res.filename).toMatch(/^question-bank-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(res.content.split('\n')[0]).toMatch(/^id,subject,chapter,type,stem,/);
    expect(res.content).toContain('qb-s4-3');
    expect(res.questions).toBeGreaterThanOrEqual(24);
  });
});

describe('the error-report queue', () => {
  async function report(extId: string, text: string) {
    const s = await person(t);
    const q = await questionByExt(extId);
    const res = await s.post('/api/v1/lesson/submit-erro', { question_id: q.id, kind: 'answer', content: text });
    expect(res.statusCode, res.body).toBe(200);
    return { s, q, id: body<{ id: number }>(res).data.id };
  }
  const noticesOf = async (s: Awaited<ReturnType<typeof person>>) =>
    body<{ list: { title: string; content: string }[] }>(await s.get('/api/v1/user/notice-history?num=50')).data.list;

  it('fixing a report edits its question (version + 1), closes it and tells the reporter alone', async () => {
    const { s, q, id } = await report('qb-s4-5', '答案好像不对');
    const bystander = await person(t);
    const open = body<{ list: { id: number; content: string; question: Q }[] }>(
      await content.get('/api/admin/error-reports'),
    ).data.list;
    const item = open.find((r) => r.id === id);
    expect(item).toMatchObject({ content: '答案好像不对', question: { id: q.id, stem: q.stem } });

    const edit = { ...editOf(item?.question as Q), explanation: '更正：正确答案的解析已重写。' };
    delete (edit as { id?: number }).id;
    const res = await content.post('/api/admin/error-reports/fix', { id, edit, reply: '解析已重写' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({
      status: 'fixed',
      reply: '解析已重写',
      question: { version: q.version + 1 },
    });

    const notices = await noticesOf(s);
    expect(notices[0]?.title).toBe('纠错反馈：已修正');
    expect(notices[0]?.content).toContain('已经修正');
    expect(notices[0]?.content).toContain('解析已重写');
    expect((await noticesOf(bystander)).map((n) => n.title)).not.toContain('纠错反馈：已修正');

    // Handled once: a second decision is a 409.
    const twice = await content.post('/api/admin/error-reports/dismiss', { id, reason: '重复' });
    expect(twice.statusCode).toBe(409);
    const line = (await auditOf(`error-report:${id}`)).find((l) => l.action === 'error-report.fix');
    const detail = line?.detail as { before: { status: string; question: Q }; after: { status: string; question: Q } };
    expect(detail.before.status).toBe('open');
    expect(detail.after.status).toBe('fixed');
    expect(detail.after.question.version).toBe(detail.before.question.version + 1);
  });

  it('a dismissal needs a reason, which the reporter reads; the question is unchanged', async () => {
    const { s, q, id } = await report('qb-s4-6', '我觉得题干有错字');
    const noReason = await content.post('/api/admin/error-reports/dismiss', { id, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(body(noReason).msg).toBe('请写明不予修改的原因，学员会看到');
    const res = await content.post('/api/admin/error-reports/dismiss', { id, reason: '题干与官方题库一致' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await questionByExt('qb-s4-6')).version).toBe(q.version);
    const notice = (await noticesOf(s))[0];
    expect(notice?.title).toBe('纠错反馈：经核对无误');
    expect(notice?.content).toContain('题干与官方题库一致');
    const dismissed = body<{ list: { id: number }[] }>(await content.get('/api/admin/error-reports?status=dismissed'))
      .data.list;
    expect(dismissed.map((r) => r.id)).toContain(id);
    // The refused try left a line of its own (with the error); the dismissal's is the last.
    const lines = (await auditOf(`error-report:${id}`)).filter((l) => l.action === 'error-report.dismiss');
    expect(lines[0]?.detail).toMatchObject({ error: 'dismiss_reason_required', status: 400 });
    expect(lines.at(-1)?.detail).toMatchObject({
      before: { status: 'open' },
      after: { status: 'dismissed', reply: '题干与官方题库一致' },
    });
  });
});
