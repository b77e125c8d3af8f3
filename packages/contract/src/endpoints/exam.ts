import { z } from 'zod';
import { get, post } from '../endpoint';
import {
  AnswerLetters,
  AnswerReveal,
  BankKey,
  ExamRecord,
  ExamRules,
  num,
  onOff,
  Paper,
  PaperId,
  PaperResult,
  PracticeMode,
  page,
  QuestionView,
  Subject,
} from '../exam-schemas';
import { id } from '../schemas';

export const examBanks = get('/v1/exam/banks', {
  auth: true,
  response: z.object({
    banks: z.array(
      z.object({
        key: BankKey,
        title: z.string(),
        classes: z.string(),
        subjects: z.array(z.object({ subject: Subject, count: z.number().int(), rules: ExamRules })),
      }),
    ),
  }),
});

export const examChapters = get('/v1/exam/chapters', {
  auth: true,
  query: z.object({ subject: Subject, bank: BankKey.default('car') }),
  response: z.object({
    subject: Subject,
    bank: BankKey,
    rules: ExamRules,
    total: z.number().int(),
    /** Questions this user has answered at least once, and how many of those last answers were right. */
    done: z.number().int(),
    right: z.number().int(),
    curated: z.number().int(),
    wrong_book: z.number().int(),
    favorites: z.number().int(),
    /** Where sequential practice resumes (0-based position). */
    resume: z.number().int(),
    /** An unfinished mock exam still within its time, to continue. */
    open_paper: z.object({ id: PaperId, deadline: z.string() }).nullable(),
    chapters: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        count: z.number().int(),
        done: z.number().int(),
        right: z.number().int(),
      }),
    ),
    topics: z.array(z.object({ key: z.string(), title: z.string(), count: z.number().int() })),
    /** The subject's VIP sets (curated and hard practice) are open to this user. */
    vip: z.boolean(),
  }),
});

export const examPractice = get('/v1/exam/practice', {
  auth: true,
  query: z.object({
    subject: Subject,
    bank: BankKey.default('car'),
    mode: PracticeMode.default('sequential'),
    chapter: id.optional(),
    topic: z
      .string()
      .regex(/^[a-z]{2,20}$/)
      .optional(),
    /** Picture mode: the atlas entry's key. */
    picture: z
      .string()
      .regex(/^[a-z0-9-]{2,64}$/)
      .optional(),
    /** Random mode: the same seed gives the same order, so paging is stable. */
    seed: z
      .string()
      .regex(/^[A-Za-z0-9]{1,16}$/)
      .default('1'),
    page,
    num,
  }),
  response: z.object({
    mode: PracticeMode,
    total: z.number().int(),
    /** The whole set; more than `total` when a VIP set is locked to its first questions. */
    full_total: z.number().int(),
    vip_locked: z.boolean(),
    page: z.number().int(),
    num: z.number().int(),
    /** Where this scope's practice resumes (0-based), for sequential and chapter practice. */
    resume: z.number().int(),
    list: z.array(
      QuestionView.extend({
        /** 0-based position in the whole scope. */
        position: z.number().int(),
        favorite: z.boolean(),
        /** The user's latest answer to this question, with the reveal, if any. */
        last: AnswerReveal.extend({ given: z.string(), correct: z.boolean() }).nullable(),
      }),
    ),
  }),
});

export const practiceAnswer = post('/v1/exam/practice/answer', {
  auth: true,
  body: z.object({
    question_id: id,
    answer: AnswerLetters,
    /** With sequential or chapter practice, the position answered: practice resumes after it. */
    mode: PracticeMode.optional(),
    chapter: id.optional(),
    bank: BankKey.default('car'),
    position: z.coerce.number().int().min(0).max(1_000_000).optional(),
  }),
  response: AnswerReveal.extend({
    correct: z.boolean(),
    /** Whether the question is in the wrong-answer book after this answer. */
    in_book: z.boolean(),
  }),
});

export const examFavorite = post('/v1/exam/favorite', {
  auth: true,
  body: z.object({ question_id: id, on: onOff }),
  response: z.object({ on: z.boolean() }),
});

export const bookRemove = post('/v1/exam/book/remove', {
  auth: true,
  body: z.object({ question_id: id }),
  response: z.object({}),
});

export const paperCreate = post('/v1/exam/paper', {
  auth: true,
  body: z.object({
    subject: Subject,
    bank: BankKey.default('car'),
    /** End the paper as soon as it can no longer pass (some exam centres do: docs/domain.md#the-theory-exams). */
    stop_on_fail: onOff.default(false),
  }),
  response: Paper,
});

export const paperGet = get('/v1/exam/paper', {
  auth: true,
  query: z.object({ id: PaperId }),
  response: Paper,
});

export const paperAnswer = post('/v1/exam/paper/answer', {
  auth: true,
  body: z.object({ paper_id: PaperId, question_id: id, answer: AnswerLetters }),
  response: z.object({
    answered: z.number().int(),
    time_left_s: z.number().int(),
    /** With stop_on_fail: the paper was just submitted because it can no longer pass. */
    ended: z.boolean(),
  }),
});

export const paperSubmit = post('/v1/exam/paper/submit', {
  auth: true,
  body: z.object({ paper_id: PaperId }),
  response: PaperResult.extend({ id: PaperId }),
});

/** The user's mock-exam history, newest first. */
export const examList = get('/v1/user/exam-list', {
  auth: true,
  query: z.object({ subject: Subject.optional(), page, num }),
  response: z.object({ total: z.number().int(), list: z.array(ExamRecord) }),
});

export const examStats = get('/v1/exam/stats', {
  auth: true,
  query: z.object({ subject: Subject, bank: BankKey.default('car') }),
  response: z.object({
    exams: z.number().int(),
    average: z.number().nullable(),
    /** The chance of passing estimated from recent mock scores (0–1), or null before the first mock exam. */
    predicted_pass_rate: z.number().nullable(),
    trend: z.array(z.object({ id: PaperId, score: z.number().int(), at: z.string() })),
    chapters: z.array(
      z.object({ id: z.number().int(), title: z.string(), done: z.number().int(), right: z.number().int() }),
    ),
  }),
});

/** (The path's spelling kept.) A user reports a mistake, in a question when question_id is given. */
export const submitError = post('/v1/lesson/submit-erro', {
  auth: true,
  body: z.object({
    question_id: id.optional(),
    kind: z.enum(['answer', 'explanation', 'typo', 'image', 'other']).default('other'),
    content: z.string().trim().min(2).max(500),
  }),
  response: z.object({ id: z.number().int() }),
});
