import type { Paper, PaperResult } from '@xueche/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examPapers, questionAttempts, questionLastAnswers, questions, settings, wrongBook } from '../../db/schema';
import { body, login, openid, startTestApp, type TestApp, testDatabase } from '../../test/test-app';
import { applyBankFile } from './bank.service';
import { syntheticQuestions } from './synthetic-bank';

let t: TestApp;

/** A signed-in student with small request helpers. */
async function student() {
  const { token } = await login(t.app, { openid: openid('exam') });
  const get = (url: string) => t.app.inject({ url: `${url}${url.includes('?') ? '&' : '?'}access-token=${token}` });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${url}?access-token=${token}`, payload: payload as Record<string, string> });
  return { token, get, post };
}

/** The correct answers, read from the bank itself (the API never hands them out before an answer). */
async function answersOf(ids: number[]) {
  const rows = await t.database.db
    .select({ id: questions.id, answer: questions.answer, type: questions.type, explanation: questions.explanation })
    .from(questions)
    .where(inArray(questions.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

const wrongLetter = (right: string) => (right === 'A' ? 'B' : 'A');

/** The statements the app sends while `counting` is on (the round trips a request costs the database). */
const sent: string[] = [];
let counting = false;

beforeAll(async () => {
  // Generic plans, as a running server's named statements get from their sixth run on: planned for a few
  // rows, the answers' writes lock the questions one by one in each paper's order (see the submits at once).
  const database = await testDatabase(
    { logQuery: (q) => counting && sent.push(q) },
    { plan_cache_mode: 'force_generic_plan' },
  );
  t = await startTestApp({}, { database });
  // Enough questions of every type for full papers, whatever the demo bank holds.
  await applyBankFile(t.database.db, {
    chapters: [],
    questions: [
      ...syntheticQuestions({ subject: 1, count: 160, prefix: 'test-s1', seed: 7 }),
      ...syntheticQuestions({ subject: 4, count: 120, prefix: 'test-s4', seed: 8 }),
    ],
  });
});
afterAll(() => t.close());

describe('mock exam papers', () => {
  it('a subject-one paper has 100 true/false and single questions, 45 minutes, and no answers or explanations', async () => {
    const s = await student();
    const res = await s.post('/api/v1/exam/paper', { subject: 1 });
    expect(res.statusCode).toBe(200);
    const paper = body<Paper>(res).data;
    expect(paper.questions).toHaveLength(100);
    expect(new Set(paper.questions.map((q) => q.id)).size).toBe(100);
    expect(paper.rules).toMatchObject({ questions: 100, minutes: 45, points_each: 1, pass_mark: 90, total: 100 });
    expect(paper.time_left_s).toBeGreaterThan(45 * 60 - 5);
    expect(paper.time_left_s).toBeLessThanOrEqual(45 * 60);
    expect(paper.questions.every((q) => q.type !== 'multiple')).toBe(true);
    for (const q of paper.questions) expect(Object.keys(q).sort()).toEqual(['id', 'image', 'options', 'stem', 'type']);
    // Nothing in the raw reply gives an answer away: no answer field and no explanation text anywhere.
    const raw = res.body;
    expect(raw).not.toMatch(/"(answer|explanation|tip|correct)"/);
    const truth = await answersOf(paper.questions.map((q) => q.id));
    for (const q of truth.values()) expect(raw).not.toContain(q.explanation);
  });

  it('a subject-four paper has 50 questions with multiple choice, 30 minutes, 2 points each', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 4 })).data;
    expect(paper.questions).toHaveLength(50);
    expect(paper.rules).toMatchObject({ minutes: 30, points_each: 2, pass_mark: 90 });
    const types = paper.questions.map((q) => q.type);
    expect(types.filter((x) => x === 'multiple')).toHaveLength(10);
    // Judge questions first, then single, then multiple, as on the real exam.
    expect(types).toEqual(
      [...types].sort(
        (a, b) => ['judge', 'single', 'multiple'].indexOf(a) - ['judge', 'single', 'multiple'].indexOf(b),
      ),
    );
  });

  it('a new paper abandons the open one of its subject; ten started at once leave one open', async () => {
    const s = await student();
    const first = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
    const other = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 4 })).data;
    const replies = await Promise.all(Array.from({ length: 10 }, () => s.post('/api/v1/exam/paper', { subject: 1 })));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const started = replies.map((r) => body<Paper>(r).data.id);
    const [mine] = await t.database.db
      .select({ userId: examPapers.userId })
      .from(examPapers)
      .where(eq(examPapers.id, other.id));
    const open = await t.database.db
      .select({ id: examPapers.id, subject: examPapers.subject })
      .from(examPapers)
      .where(and(eq(examPapers.userId, mine?.userId as number), isNull(examPapers.submittedAt)));
    expect(open.map((p) => p.subject).sort()).toEqual([1, 4]);
    expect(started).toContain(open.find((p) => p.subject === 1)?.id);
    expect((await s.get(`/api/v1/exam/paper?id=${first.id}`)).statusCode).toBe(404);
    expect((await s.get(`/api/v1/exam/paper?id=${other.id}`)).statusCode).toBe(200);
  });

  it('a paper is drawn in one statement: the rules checked, the open paper abandoned, the new one stored', async () => {
    const s = await student();
    await s.post('/api/v1/exam/paper', { subject: 1 });
    sent.length = 0;
    counting = true;
    const res = await s.post('/api/v1/exam/paper', { subject: 1 });
    counting = false;
    expect(body<Paper>(res).data.questions).toHaveLength(100);
    // No transaction around it; the rules as last seen and the bank's ids are not read again until they change.
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(sent[0]).toMatch(/exam_paper_start\(/);
  });

  it('rules changed since this process last drew (by the console or another process) hold from the next paper', async () => {
    const s = await student();
    await s.post('/api/v1/exam/paper', { subject: 1 });
    const rules = {
      questions: 50,
      minutes: 30,
      points_each: 2,
      pass_mark: 90,
      mix: { judge: 20, single: 30, multiple: 0 },
    };
    await t.database.db.insert(settings).values({ key: 'exam.rules.1', value: rules });
    try {
      const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
      expect(paper.questions).toHaveLength(50);
      expect(paper.rules).toMatchObject({ minutes: 30, points_each: 2, pass_mark: 90, total: 100 });
      const [mine] = await t.database.db
        .select({ userId: examPapers.userId })
        .from(examPapers)
        .where(eq(examPapers.id, paper.id));
      const open = await t.database.db
        .select({ id: examPapers.id })
        .from(examPapers)
        .where(
          and(eq(examPapers.userId, mine?.userId as number), eq(examPapers.subject, 1), isNull(examPapers.submittedAt)),
        );
      expect(open).toEqual([{ id: paper.id }]);
    } finally {
      await t.database.db.delete(settings).where(eq(settings.key, 'exam.rules.1'));
    }
    expect(body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data.questions).toHaveLength(100);
  });

  it('a partly right multiple-choice answer scores nothing; the rest score 2 each', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 4 })).data;
    const truth = await answersOf(paper.questions.map((q) => q.id));
    const multiple = paper.questions.find((q) => q.type === 'multiple');
    if (!multiple) throw new Error('no multiple-choice question drawn');
    const right = truth.get(multiple.id)?.answer as string;
    const partial = right.slice(0, right.length - 1);
    for (const q of paper.questions) {
      const answer = q.id === multiple.id ? partial : (truth.get(q.id)?.answer as string);
      const res = await s.post('/api/v1/exam/paper/answer', { paper_id: paper.id, question_id: q.id, answer });
      expect(res.statusCode).toBe(200);
    }
    const result = body<PaperResult>(await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).data;
    expect(result.score).toBe(98);
    expect(result.passed).toBe(true);
    expect(result.wrong).toHaveLength(1);
    expect(result.wrong[0]).toMatchObject({ id: multiple.id, given: partial, answer: right });
    expect(result.wrong[0]?.explanation.length).toBeGreaterThan(3);
  });

  it('scores 1 point per right answer in subject one; below 90 fails; unanswered questions are listed', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
    const truth = await answersOf(paper.questions.map((q) => q.id));
    // 85 right, 5 wrong, 10 left blank.
    for (const [i, q] of paper.questions.slice(0, 90).entries()) {
      const right = truth.get(q.id)?.answer as string;
      await s.post('/api/v1/exam/paper/answer', {
        paper_id: paper.id,
        question_id: q.id,
        answer: i < 85 ? right : wrongLetter(right),
      });
    }
    const resumed = body<Paper>(await s.get(`/api/v1/exam/paper?id=${paper.id}`)).data;
    expect(Object.keys(resumed.answers)).toHaveLength(90);
    expect(resumed.status).toBe('open');
    const result = body<PaperResult>(await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).data;
    expect(result).toMatchObject({ score: 85, passed: false, right: 85, wrong_count: 5, unanswered: 10 });
    expect(result.wrong).toHaveLength(15);
  });

  it('a submit of 100 answers records every one in a handful of statements', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
    const truth = await answersOf(paper.questions.map((q) => q.id));
    const wrongIds = new Set(paper.questions.slice(0, 7).map((q) => q.id));
    for (const q of paper.questions) {
      const right = truth.get(q.id)?.answer as string;
      await s.post('/api/v1/exam/paper/answer', {
        paper_id: paper.id,
        question_id: q.id,
        answer: wrongIds.has(q.id) ? wrongLetter(right) : right,
      });
    }
    sent.length = 0;
    counting = true;
    const result = body<PaperResult>(await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).data;
    counting = false;
    expect(result).toMatchObject({ score: 93, right: 93, wrong_count: 7, unanswered: 0 });
    // Two statements (with begin and commit, four round trips): the paper locked with the clock and the book's
    // setting, then its answer sheet read, its score written and the hundred answers recorded at once.
    expect(sent.filter((q) => q.includes('question_attempts'))).toHaveLength(1);
    // (node-postgres's driver logs its begin and commit; PGlite runs them inside its transaction call.)
    const statements = sent.filter((q) => !/^(begin|commit)\b/i.test(q.trim()));
    expect(statements, sent.join('\n')).toHaveLength(2);
    expect(statements[0]).toMatch(/for update/);
    expect(statements[1]).toMatch(/update exam_papers[\s\S]*insert into question_attempts/);

    const userId = (await s.get('/api/v1/user/base').then((r) => body<{ id: number }>(r).data)).id;
    const db = t.database.db;
    const attempts = await db.select().from(questionAttempts).where(eq(questionAttempts.userId, userId));
    expect(attempts).toHaveLength(100);
    expect(
      attempts
        .filter((a) => !a.correct)
        .map((a) => a.questionId)
        .sort(),
    ).toEqual([...wrongIds].sort());
    const latest = await db.select().from(questionLastAnswers).where(eq(questionLastAnswers.userId, userId));
    expect(latest).toHaveLength(100);
    const book = await db.select().from(wrongBook).where(eq(wrongBook.userId, userId));
    expect(book.map((b) => b.questionId).sort()).toEqual([...wrongIds].sort());
  });

  it('after the deadline answers are refused and the paper is scored at the deadline', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
    const truth = await answersOf(paper.questions.map((q) => q.id));
    const first = paper.questions[0]!;
    await s.post('/api/v1/exam/paper/answer', {
      paper_id: paper.id,
      question_id: first.id,
      answer: truth.get(first.id)?.answer as string,
    });
    // The server's clock moves past the deadline: start 50 minutes ago, deadline 5 minutes ago.
    await t.database.db
      .update(examPapers)
      .set({ startedAt: sql`now() - interval '50 minutes'`, deadlineAt: sql`now() - interval '5 minutes'` })
      .where(eq(examPapers.id, paper.id));
    const second = paper.questions[1]!;
    const late = await s.post('/api/v1/exam/paper/answer', {
      paper_id: paper.id,
      question_id: second.id,
      answer: truth.get(second.id)?.answer as string,
    });
    expect(late.statusCode).toBe(409);
    expect(body(late).msg).toContain('时间已到');
    const result = body<PaperResult>(await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).data;
    expect(result.score).toBe(1);
    expect(result.time_used_s).toBe(45 * 60);
    // And a paper nobody submitted is scored when its owner next looks.
    const other = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
    await t.database.db
      .update(examPapers)
      .set({ startedAt: sql`now() - interval '46 minutes'`, deadlineAt: sql`now() - interval '1 minute'` })
      .where(eq(examPapers.id, other.id));
    const seen = body<Paper>(await s.get(`/api/v1/exam/paper?id=${other.id}`)).data;
    expect(seen.status).toBe('submitted');
    expect(seen.result).toMatchObject({ score: 0, passed: false, unanswered: 100, time_used_s: 45 * 60 });
  });

  it('submitting twice, or ten times at once, records one exam with one result', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 4 })).data;
    const truth = await answersOf(paper.questions.map((q) => q.id));
    for (const q of paper.questions.slice(0, 45)) {
      await s.post('/api/v1/exam/paper/answer', {
        paper_id: paper.id,
        question_id: q.id,
        answer: truth.get(q.id)?.answer as string,
      });
    }
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })),
    );
    const results = replies.map((r) => body<PaperResult>(r).data);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0]).toMatchObject({ score: 90, passed: true });
    const again = body<PaperResult>(await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).data;
    expect(again).toEqual(results[0]);
    // Opened again later, the paper shows the same result: the five left blank with their texts to review.
    const reopened = body<Paper>(await s.get(`/api/v1/exam/paper?id=${paper.id}`)).data;
    expect({ id: paper.id, ...reopened.result }).toEqual(results[0]);
    expect(reopened.result?.wrong).toHaveLength(5);
    expect(reopened.result?.wrong.every((w) => w.given === null && w.stem.length > 0)).toBe(true);
    // The answers were recorded once, by the submit that scored the paper.
    const userId = (await s.get('/api/v1/user/base').then((r) => body<{ id: number }>(r).data)).id;
    const attempts = await t.database.db.select().from(questionAttempts).where(eq(questionAttempts.userId, userId));
    expect(attempts).toHaveLength(45);
    const history = body<{ total: number; list: { id: string; score: number }[] }>(
      await s.get('/api/v1/user/exam-list?subject=4'),
    ).data;
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ id: paper.id, score: 90, passed: true });
    const refused = await s.post('/api/v1/exam/paper/answer', {
      paper_id: paper.id,
      question_id: paper.questions[49]!.id,
      answer: 'A',
    });
    expect(refused.statusCode).toBe(409);
  });

  it('students submitting at once over the same questions all get their results, each answer counted', async () => {
    // Six papers of 100 from a bank of 160 share most questions, each in its own order.
    const students = await Promise.all(Array.from({ length: 6 }, () => student()));
    const papers = await Promise.all(
      students.map(async (s) => body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data),
    );
    const ids = [...new Set(papers.flatMap((p) => p.questions.map((q) => q.id)))];
    const countsOf = async () =>
      new Map(
        (
          await t.database.db
            .select({ id: questions.id, attempts: questions.attempts })
            .from(questions)
            .where(inArray(questions.id, ids))
        ).map((r) => [r.id, r.attempts]),
      );
    const before = await countsOf();
    await Promise.all(
      students.map(async (s, i) => {
        for (const q of papers[i]!.questions) {
          await s.post('/api/v1/exam/paper/answer', { paper_id: papers[i]!.id, question_id: q.id, answer: 'A' });
        }
      }),
    );
    const replies = await Promise.all(
      students.map((s, i) => s.post('/api/v1/exam/paper/submit', { paper_id: papers[i]!.id })),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of replies) {
      const result = body<PaperResult>(r).data;
      expect(result.right + result.wrong_count).toBe(100);
    }
    const after = await countsOf();
    for (const id of ids) {
      const answeredBy = papers.filter((p) => p.questions.some((q) => q.id === id)).length;
      expect((after.get(id) ?? 0) - (before.get(id) ?? 0)).toBe(answeredBy);
    }
  });

  it('with stop_on_fail the paper ends as soon as it can no longer pass', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1, stop_on_fail: true })).data;
    expect(paper.stop_on_fail).toBe(true);
    const truth = await answersOf(paper.questions.map((q) => q.id));
    const answer = (i: number, right: boolean) => {
      const q = paper.questions[i]!;
      const correct = truth.get(q.id)?.answer as string;
      return s
        .post('/api/v1/exam/paper/answer', {
          paper_id: paper.id,
          question_id: q.id,
          answer: right ? correct : wrongLetter(correct),
        })
        .then((r) => body<{ ended: boolean }>(r));
    };
    expect((await answer(0, true)).data.ended).toBe(false);
    // Ten points lost still leaves 90 within reach; the eleventh ends the paper.
    for (let i = 1; i <= 10; i++) expect((await answer(i, false)).data.ended).toBe(false);
    expect((await answer(11, false)).data.ended).toBe(true);
    const ended = body<Paper>(await s.get(`/api/v1/exam/paper?id=${paper.id}`)).data;
    expect(ended.status).toBe('submitted');
    expect(ended.result).toMatchObject({ score: 1, passed: false, wrong_count: 11, unanswered: 88 });
    expect((await answer(12, true)).code).toBe(409);
  });

  it("another user's paper is 404 to read, answer and submit", async () => {
    const owner = await student();
    const stranger = await student();
    const paper = body<Paper>(await owner.post('/api/v1/exam/paper', { subject: 1 })).data;
    const q = paper.questions[0]!;
    expect((await stranger.get(`/api/v1/exam/paper?id=${paper.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.post('/api/v1/exam/paper/answer', { paper_id: paper.id, question_id: q.id, answer: 'A' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.post('/api/v1/exam/paper/submit', { paper_id: paper.id })).statusCode).toBe(404);
    expect(body<Paper>(await owner.get(`/api/v1/exam/paper?id=${paper.id}`)).data.status).toBe('open');
  });

  it('shows the questions as the bank has them now: a re-import that rewords one shows at the next read', async () => {
    const s = await student();
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 4 })).data;
    const bank = syntheticQuestions({ subject: 4, count: 120, prefix: 'test-s4', seed: 8 });
    const ours = await t.database.db
      .select({ id: questions.id, extId: questions.extId })
      .from(questions)
      .where(
        inArray(
          questions.id,
          paper.questions.map((q) => q.id),
        ),
      );
    const picked = ours.find((q) => bank.some((b) => b.id === q.extId));
    if (!picked) throw new Error('the paper holds none of the test bank');
    const reworded = bank.map((b) => (b.id === picked.extId ? { ...b, stem: `${b.stem}（新版措辞）` } : b));
    await applyBankFile(t.database.db, { chapters: [], questions: reworded });

    const again = body<Paper>(await s.get(`/api/v1/exam/paper?id=${paper.id}`)).data;
    expect(again.questions.find((q) => q.id === picked.id)?.stem).toMatch(/（新版措辞）$/);
    expect(again.questions.map((q) => q.id)).toEqual(paper.questions.map((q) => q.id));
  });

  it('refuses bad input with the field named: subject 2, an answer letter, a question outside the paper', async () => {
    const s = await student();
    const bad = await s.post('/api/v1/exam/paper', { subject: 2 });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: Record<string, string> }>(bad).data.errors).toHaveProperty('subject');
    const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
    const letter = await s.post('/api/v1/exam/paper/answer', {
      paper_id: paper.id,
      question_id: paper.questions[0]!.id,
      answer: 'Z',
    });
    expect(letter.statusCode).toBe(400);
    const [outside] = await t.database.db
      .select({ id: questions.id })
      .from(questions)
      .where(sql`${questions.id} <> all(${sql.raw(`array[${paper.questions.map((q) => q.id).join(',')}]`)})`)
      .limit(1);
    const notInPaper = await s.post('/api/v1/exam/paper/answer', {
      paper_id: paper.id,
      question_id: outside!.id,
      answer: 'A',
    });
    expect(notInPaper.statusCode).toBe(404);
    expect(body<Paper>(await s.get(`/api/v1/exam/paper?id=${paper.id}`)).data.answers).toEqual({});
  });

  it('stats give a score trend and a predicted pass rate from mock scores', async () => {
    const s = await student();
    const empty = body<{ exams: number; predicted_pass_rate: number | null }>(
      await s.get('/api/v1/exam/stats?subject=1'),
    ).data;
    expect(empty).toMatchObject({ exams: 0, predicted_pass_rate: null });
    for (const rightCount of [80, 95]) {
      const paper = body<Paper>(await s.post('/api/v1/exam/paper', { subject: 1 })).data;
      const truth = await answersOf(paper.questions.map((q) => q.id));
      for (const q of paper.questions.slice(0, rightCount)) {
        await s.post('/api/v1/exam/paper/answer', {
          paper_id: paper.id,
          question_id: q.id,
          answer: truth.get(q.id)?.answer as string,
        });
      }
      await s.post('/api/v1/exam/paper/submit', { paper_id: paper.id });
    }
    const stats = body<{ exams: number; average: number; predicted_pass_rate: number; trend: { score: number }[] }>(
      await s.get('/api/v1/exam/stats?subject=1'),
    ).data;
    expect(stats.exams).toBe(2);
    expect(stats.trend.map((x) => x.score)).toEqual([80, 95]);
    expect(stats.average).toBe(87.5);
    expect(stats.predicted_pass_rate).toBeGreaterThan(0.1);
    expect(stats.predicted_pass_rate).toBeLessThan(0.9);
  });
});

describe('practice', () => {
  it('sequential practice reveals the answer, books wrong answers, and resumes after the last one answered', async () => {
    const s = await student();
    const page = body<{ total: number; resume: number; list: { id: number; position: number; last: unknown }[] }>(
      await s.get('/api/v1/exam/practice?subject=1&mode=sequential&page=1&num=10'),
    ).data;
    expect(page.total).toBeGreaterThanOrEqual(160);
    expect(page.resume).toBe(0);
    expect(page.list.map((q) => q.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(JSON.stringify(page.list)).not.toMatch(/"(answer|explanation)"/);
    const truth = await answersOf(page.list.map((q) => q.id));
    const first = page.list[0]!;
    const right = truth.get(first.id)?.answer as string;
    const wrong = body<{ correct: boolean; answer: string; explanation: string; in_book: boolean }>(
      await s.post('/api/v1/exam/practice/answer', {
        question_id: first.id,
        answer: wrongLetter(right),
        mode: 'sequential',
        position: 0,
      }),
    ).data;
    expect(wrong).toMatchObject({ correct: false, answer: right, in_book: true });
    expect(wrong.explanation).toBe(truth.get(first.id)?.explanation);
    for (const q of page.list.slice(1, 5)) {
      await s.post('/api/v1/exam/practice/answer', {
        question_id: q.id,
        answer: truth.get(q.id)?.answer as string,
        mode: 'sequential',
        position: q.position,
      });
    }
    const again = body<{ resume: number; list: { id: number; last: { given: string; correct: boolean } | null }[] }>(
      await s.get('/api/v1/exam/practice?subject=1&mode=sequential&page=1&num=10'),
    ).data;
    expect(again.resume).toBe(5);
    expect(again.list[0]?.last).toMatchObject({ given: wrongLetter(right), correct: false, answer: right });
    expect(again.list[5]?.last).toBeNull();
    const book = body<{ total: number; list: { id: number }[] }>(
      await s.get('/api/v1/exam/practice?subject=1&mode=wrong'),
    ).data;
    expect(book.list.map((q) => q.id)).toEqual([first.id]);
  });

  it('a booked question leaves the book after three right answers in a row', async () => {
    const s = await student();
    const [q] = body<{ list: { id: number }[] }>(await s.get('/api/v1/exam/practice?subject=4&mode=sequential&num=1'))
      .data.list;
    const right = (await answersOf([q!.id])).get(q!.id)?.answer as string;
    const answer = (a: string) =>
      s
        .post('/api/v1/exam/practice/answer', { question_id: q!.id, answer: a })
        .then((r) => body<{ in_book: boolean }>(r).data.in_book);
    expect(await answer(right === 'A' ? 'B' : 'A')).toBe(true);
    expect(await answer(right)).toBe(true);
    expect(await answer(right)).toBe(true);
    expect(await answer(right)).toBe(false);
    expect(body<{ total: number }>(await s.get('/api/v1/exam/practice?subject=4&mode=wrong')).data.total).toBe(0);
  });

  it('favourites are kept per user and listed in favourite mode', async () => {
    const s = await student();
    const other = await student();
    const [q] = body<{ list: { id: number }[] }>(
      await s.get('/api/v1/exam/practice?subject=1&mode=random&seed=abc&num=1'),
    ).data.list;
    expect(body(await s.post('/api/v1/exam/favorite', { question_id: q!.id, on: true })).data).toEqual({ on: true });
    const mine = body<{ list: { id: number; favorite: boolean }[] }>(
      await s.get('/api/v1/exam/practice?subject=1&mode=favorite'),
    ).data;
    expect(mine.list).toEqual([expect.objectContaining({ id: q!.id, favorite: true })]);
    expect(body<{ total: number }>(await other.get('/api/v1/exam/practice?subject=1&mode=favorite')).data.total).toBe(
      0,
    );
    await s.post('/api/v1/exam/favorite', { question_id: q!.id, on: false });
    expect(body<{ total: number }>(await s.get('/api/v1/exam/practice?subject=1&mode=favorite')).data.total).toBe(0);
  });

  it('random order is stable for a seed, so pages never repeat a question', async () => {
    const s = await student();
    const page = (n: number) =>
      s
        .get(`/api/v1/exam/practice?subject=1&mode=random&seed=x1&page=${n}&num=50`)
        .then((r) => body<{ list: { id: number }[] }>(r).data.list.map((q) => q.id));
    const [a, b, a2] = [await page(1), await page(2), await page(1)];
    expect(a2).toEqual(a);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('chapter and topic modes need their chapter or topic; the hub counts chapters and progress', async () => {
    const s = await student();
    expect((await s.get('/api/v1/exam/practice?subject=1&mode=chapter')).statusCode).toBe(400);
    const hub = body<{
      total: number;
      chapters: { id: number; count: number }[];
      topics: { key: string; count: number }[];
    }>(await s.get('/api/v1/exam/chapters?subject=1')).data;
    expect(hub.chapters.reduce((n, c) => n + c.count, 0)).toBe(hub.total);
    const chapter = hub.chapters[1]!;
    const list = body<{ total: number }>(
      await s.get(`/api/v1/exam/practice?subject=1&mode=chapter&chapter=${chapter.id}`),
    ).data;
    expect(list.total).toBe(chapter.count);
    const topic = hub.topics[0]!;
    expect(
      body<{ total: number }>(await s.get(`/api/v1/exam/practice?subject=1&mode=topic&topic=${topic.key}`)).data.total,
    ).toBe(topic.count);
  });

  it('an error report is kept, with the question when one is named', async () => {
    const s = await student();
    const [q] = body<{ list: { id: number }[] }>(await s.get('/api/v1/exam/practice?subject=1&num=1')).data.list;
    const res = await s.post('/api/v1/lesson/submit-erro', {
      question_id: q!.id,
      kind: 'answer',
      content: '答案似乎不对',
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ id: number }>(res).data.id).toBeGreaterThan(0);
    expect((await s.post('/api/v1/lesson/submit-erro', { content: '' })).statusCode).toBe(400);
    expect(
      (await s.post('/api/v1/lesson/submit-erro', { question_id: 99999999, content: '题目有误' })).statusCode,
    ).toBe(404);
  });
});
