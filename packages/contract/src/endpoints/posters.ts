import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { ExamRules, num, PaperId, page, Subject } from '../exam-schemas';
import { id, RateBp } from '../schemas';

// ── Posters and sharing (issue 6): what a coach's posters show, the posters a coach saved, and the
//    share data of lessons and theory ──

/** The poster templates the browser draws (apps/web/src/features/posters/templates.ts). */
const PosterTemplate = z.enum(['recruit-student', 'recruit-coach', 'theory']);

/** A coach as a poster shows them: public data only (no phone). */
const PosterCoach = z.object({
  /** The coach's hash id: the `did` of every link their posters carry. */
  did: z.string(),
  /** The real name they registered with, or the WeChat nickname before that. */
  name: z.string(),
  nickname: z.string(),
  /** The coach's driving school, '' when none was added. */
  school: z.string(),
  /** A same-origin image URL (so the canvas stays exportable), or '' to draw the name's first character. */
  portrait: z.string(),
  /** Certified by an operator (ID card and coaching licence checked). */
  certified: z.boolean(),
  field_id: z.number().int().nullable(),
  field_name: z.string(),
});

/** What a share card needs (title, desc, link, imgUrl: docs/product.md#sharing). */
const Share = { title: z.string(), desc: z.string(), link: z.string(), imgUrl: z.string() };

/** `v1/coach/share-coach`: what the coach's recruit posters need. */
export const posterShareCoach = get('/v1/coach/share-coach', {
  auth: true,
  response: PosterCoach.extend({
    /** The coach's public number, which a student can type on '/bindCoach'. */
    code: z.string(),
    /** '/coach-register?did=…&type=3': recruits coaches. */
    link: z.string(),
    /** '/?did=…': brings students. */
    student_link: z.string(),
  }),
});

/** A lesson's share data carrying the coach's did. */
export const posterLessonShare = get('/v1/coach/lesson-share', {
  auth: true,
  query: z.object({ id }),
  response: z.object({
    ...Share,
    lesson: z.object({ id: z.number().int(), title: z.string(), summary: z.string(), cover: z.string() }),
    coach: PosterCoach,
  }),
});

const TheoryShare = z.object({
  ...Share,
  subject: Subject,
  rules: ExamRules,
  /** Questions of the subject in the default (small car) bank. */
  questions: z.number().int(),
});

/** The theory course of one subject, to share: `type` is the subject (1 or 4). */
export const posterLilun = get('/v1/coach/lilun', {
  auth: true,
  query: z.object({ type: Subject }),
  response: TheoryShare.extend({ coach: PosterCoach }),
});

/** Subjects one and four together. */
export const posterOneFour = get('/v1/coach/one-four', {
  auth: true,
  response: z.object({ list: z.array(TheoryShare), coach: PosterCoach }),
});

/** Subject three: the road-driving lessons and exam routes of the coach's field (or the nearest that has them). */
export const posterKe3 = get('/v1/coach/ke3', {
  auth: true,
  response: z.object({
    ...Share,
    field_id: z.number().int().nullable(),
    field_name: z.string(),
    lessons: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        cover: z.string(),
        duration_s: z.number().int(),
        link: z.string(),
      }),
    ),
    routes: z.array(z.object({ id: z.number().int(), name: z.string(), length_m: z.number().int(), link: z.string() })),
    coach: PosterCoach,
  }),
});

/** A student's theory poster: a mock-exam result (`id`, or the latest one) and how they practise. */
export const posterLiHb = get('/v1/user/li-hb', {
  auth: true,
  query: z.object({ id: PaperId.optional() }),
  response: z.object({
    ...Share,
    nickname: z.string(),
    portrait: z.string(),
    did: z.string(),
    subject: Subject,
    /** Null before any mock exam is submitted. */
    paper_id: z.string().nullable(),
    score: z.number().int().nullable(),
    passed: z.boolean().nullable(),
    pass_mark: z.number().int(),
    total: z.number().int(),
    time_used_s: z.number().int().nullable(),
    /** Submitted mock exams of the subject. */
    exams: z.number().int(),
  }),
});

const Poster = z.object({
  id: z.number().int(),
  template: PosterTemplate,
  title: z.string(),
  slogan: z.string(),
  field_id: z.number().int().nullable(),
  field_name: z.string(),
  listed: z.boolean(),
  created_at: z.string(),
  /** The share link its QR code carries (did, field_id, type=3 for coach pages, poster_id). */
  link: z.string(),
  /** Coaches who registered from it. */
  registrations: z.number().int(),
});

export const posterCreate = post('/v1/coach/poster', {
  auth: true,
  body: z.object({
    template: PosterTemplate,
    title: z.string().trim().min(2).max(20),
    slogan: z.string().trim().max(40).default(''),
    field_id: id.optional(),
  }),
  response: Poster,
});

export const posterList = get('/v1/coach/posters', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(Poster),
});

/** Takes a poster off the coach's list; its printed QR codes keep working. */
export const posterDelete = post('/v1/coach/poster-del', {
  auth: true,
  body: z.object({ id }),
  response: z.object({ id: z.number().int(), listed: z.boolean() }),
});

/** One poster for anyone logged in ('/poster-info/{poster_id}'): its data and the coach's public data. */
export const posterInfo = get('/v1/poster/info', {
  auth: true,
  query: z.object({ id }),
  response: z.object({ poster: Poster.omit({ registrations: true, listed: true }), coach: PosterCoach }),
});

/** Coaches who registered from my posters. */
export const posterRegs = get('/v1/coach/poster-regs', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(
    z.object({
      user_id: z.number().int(),
      name: z.string(),
      nickname: z.string(),
      portrait: z.string(),
      school: z.string(),
      certified: z.boolean(),
      poster_id: z.number().int(),
      poster_title: z.string(),
      registered_at: z.string(),
    }),
  ),
});

/** The recruitment terms ('/poster/coach-recruit-information'): commission, certification and withdrawal rules. */
export const posterRecruitInfo = get('/v1/poster/recruit-info', {
  auth: true,
  response: z.object({
    /** Commission on a sale to the coach's own student, and to the coach who recruited that coach (basis points). */
    l1_bp: RateBp,
    l2_bp: RateBp,
    /** Levels by points: a higher level raises the coach's level-1 rate. */
    levels: z.array(z.object({ level: z.number().int(), points: z.number().int(), l1_bp: RateBp })),
    /** Points for a bound student, a recruited coach and each yuan a bound student pays. */
    points: z.object({ student_bound: z.number().int(), coach_recruited: z.number().int(), per_yuan: z.number() }),
    /** Whether coach registration is open. */
    reg_open: z.boolean(),
    withdraw_min_fen: z.number().int(),
    /** Withdrawals above this wait for an operator's approval. */
    review_above_fen: z.number().int(),
  }),
});
