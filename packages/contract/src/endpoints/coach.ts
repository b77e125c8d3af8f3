import { z } from 'zod';
import { paged } from '../content-schemas';
import { get, post } from '../endpoint';
import { num, onOff, page, Subject } from '../exam-schemas';
import { id, RateBp } from '../schemas';

/**
 * Endpoints of the coach workspace (issue 6): index, center, students, sub-coaches, earnings, points,
 * applications. Only endpoints are exported (the index spreads this module); clients take the shapes from ApiData.
 */

const int = z.number().int();
const CertStatus = z.enum(['none', 'pending', 'approved', 'rejected']);

/** A level from the `coach.levels` setting: reached at `points`; `bonus_bp` is added to the level-1 commission rate. */
const CoachLevel = z.object({ level: int, points: int, bonus_bp: RateBp });

/** '/coach-index': today's figures (China day), totals, certification state and what the shortcuts show. */
export const coachIndex = get('/v1/coach/index', {
  auth: true,
  response: z.object({
    today: z.object({
      students: int,
      /** Orders paid today that earned this coach commission, and their amount in fen. */
      orders: int,
      sales: int,
      earnings: int,
    }),
    balance: int,
    totals: z.object({ students: int, coaches: int, orders: int, earnings: int }),
    /** Whether the coach has verified a phone (that makes their coach profile). */
    has_profile: z.boolean(),
    cert_status: CertStatus,
    cert_reason: z.string(),
    has_school: z.boolean(),
    level: int,
    points: int,
    pending_applications: int,
  }),
});

/** '/coach-center': who the coach is and their standing. */
export const coachCenter = get('/v1/coach/center', {
  auth: true,
  response: z.object({
    id: int,
    uid: z.string(),
    nickname: z.string(),
    real_name: z.string().nullable(),
    head_portrait: z.string(),
    photo: z.string().nullable(),
    phone: z.string().nullable(),
    school: z.string().nullable(),
    cert_status: CertStatus,
    level: int,
    points: int,
    balance: int,
    counts: z.object({ students: int, coaches: int, orders: int }),
  }),
});

/** Practice progress a student agreed to share: per theory subject, questions done and right, mock scores. */
const StudentProgress = z.object({
  subjects: z.array(
    z.object({
      subject: z.union([z.literal(1), z.literal(4)]),
      done: int,
      right: int,
      exams: int,
      best: int.nullable(),
      last: int.nullable(),
      last_at: z.string().nullable(),
    }),
  ),
});

const CoachStudent = z.object({
  id: int,
  uid: z.string(),
  nickname: z.string(),
  head_portrait: z.string(),
  bound_at: z.string(),
  /** login | order: how the binding happened. */
  bound_via: z.string(),
  /** Masked (138****5678); null when the student has not bound a phone. */
  phone: z.string().nullable(),
  field_id: int.nullable(),
  field_name: z.string().nullable(),
  share_progress: z.boolean(),
  /** Null unless the student shares progress with this coach. */
  progress: StudentProgress.nullable(),
});

/** The coach's bound students, newest binding first; `q` searches nickname or user number. */
export const coachStudents = get('/v1/coach/stus', {
  auth: true,
  query: z.object({ page, num, q: z.string().trim().max(30).optional() }),
  response: paged(CoachStudent),
});

/** One of the coach's own students (404 for anyone else), with what they bought through this coach. */
export const coachStudent = get('/v1/coach/stu', {
  auth: true,
  query: z.object({ id }),
  response: CoachStudent.extend({
    consent_at: z.string().nullable(),
    orders: int,
    spent: int,
    earned: int,
  }),
});

const SubCoach = z.object({
  id: int,
  nickname: z.string(),
  head_portrait: z.string(),
  since: z.string(),
  students: int,
  /** Level-2 commission their sales earned this coach, net of refunds, fen. */
  amount: int,
  orders: int,
  certified: z.boolean(),
});

export const coachSubCoaches = get('/v1/coach/subor-coach', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(SubCoach),
});

export const coachSubCount = get('/v1/coach/sub-cnt', {
  auth: true,
  response: z.object({ total: int, today: int, month: int, certified: int, students: int, amount: int }),
});

const EarningEntry = z.object({
  id: int,
  kind: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  amount: int,
  order_no: z.string().nullable(),
  order_title: z.string().nullable(),
  order_amount: int.nullable(),
  student: z.string().nullable(),
  /** For level 2: the recruited coach whose sale it was. */
  sub_coach: z.string().nullable(),
  created_at: z.string(),
});

const EarningTotals = z.object({ today: int, month: int, all: int });

const earningsPage = z.object({
  total: int,
  page: int,
  num: int,
  list: z.array(EarningEntry),
  totals: EarningTotals,
});

/** Commission entries (credits, refund reversals), newest first; `level` narrows to one level. */
export const coachBene = get('/v1/coach/bene', {
  auth: true,
  query: z.object({
    page,
    num,
    level: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
  }),
  response: earningsPage,
});

/** Level-2 earnings: what recruited coaches' sales earned this coach. */
export const coachSubBene = get('/v1/coach/sub-bene', {
  auth: true,
  query: z.object({ page, num }),
  response: earningsPage,
});

const CoachOrder = z.object({
  order_no: z.string(),
  title: z.string(),
  student: z.string(),
  amount: int,
  refunded: int,
  /** This coach's net commission on the order (after any refund reversal). */
  commission: int,
  level: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['paid', 'refunded']),
  paid_at: z.string().nullable(),
});

/** Orders that earned this coach commission, newest payment first. */
export const coachOrders = get('/v1/coach/orders', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(CoachOrder),
});

/** Earnings and new students per China day, and the totals '/coach-earnings' and '/coach-zonghe' show. */
export const coachEarnings = get('/v1/coach/earnings', {
  auth: true,
  query: z.object({
    days: z.coerce
      .number()
      .pipe(z.union([z.literal(7), z.literal(30)]))
      .default(7),
  }),
  response: z.object({
    days: z.array(z.object({ day: z.string(), amount: int, students: int })),
    totals: z.object({ today: int, month: int, all: int, l1: int, l2: int }),
    balance: int,
  }),
});

/** '/coach-integral': points, level, the next level and how points are earned. */
export const coachUpLevel = get('/v1/coach/up-dj', {
  auth: true,
  response: z.object({
    points: int,
    level: int,
    bonus_bp: RateBp,
    /** The level-1 commission rate this coach's next sale earns: the base rate plus the level's bonus. */
    l1_bp: RateBp,
    next: CoachLevel.extend({ need: int }).nullable(),
    levels: z.array(CoachLevel),
    rules: z.object({ student_bound: int, coach_recruited: int, per_yuan: z.number() }),
  }),
});

const PointEntry = z.object({
  id: int,
  kind: z.enum(['student_bound', 'coach_recruited', 'order_paid', 'order_refunded']),
  points: int,
  source: z.string().nullable(),
  order_no: z.string().nullable(),
  created_at: z.string(),
});

export const coachPoints = get('/v1/coach/points', {
  auth: true,
  query: z.object({ page, num }),
  response: paged(PointEntry).extend({ points: int }),
});

const ApplicationStatus = z.enum(['pending', 'approved', 'rejected']);

/** A coach asks to open the theory course for a student (reviewed by an operator). */
export const applyTheory = post('/v3/apply/kt', {
  auth: true,
  body: z.object({
    student_name: z.string().trim().min(2).max(20),
    student_phone: z
      .string()
      .trim()
      .regex(/^1\d{10}$/),
    subject: Subject,
    field_id: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
    note: z.string().trim().max(200).default(''),
  }),
  response: z.object({ id: int, status: ApplicationStatus }),
});

const Application = z.object({
  id: int,
  kind: z.enum(['kt', 'class']),
  name: z.string(),
  /** As the coach typed it for a theory application; masked for a student's class application. */
  phone: z.string(),
  /** Theory applications: 1 or 4. */
  subject: int.nullable(),
  field_name: z.string().nullable(),
  /** Class applications: the student's nickname. */
  student: z.string().nullable(),
  note: z.string(),
  status: ApplicationStatus,
  reason: z.string(),
  created_at: z.string(),
});

/** The coach's theory-course applications, or the class applications of the coach's students. */
export const applyList = get('/v3/apply/list', {
  auth: true,
  query: z.object({ page, num, kind: z.enum(['kt', 'class']).default('kt') }),
  response: paged(Application),
});

const SmsSettings = z.object({ newStudent: z.boolean(), newOrder: z.boolean(), withdrawal: z.boolean() });

/** Which events send the coach an SMS; saved on the coach profile (made by phone verification). */
export const coachSetting = get('/v1/coach/setting', {
  auth: true,
  response: z.object({ has_profile: z.boolean(), settings: SmsSettings }),
});

export const coachSettingSave = post('/v1/coach/setting', {
  auth: true,
  body: z.object({ newStudent: onOff, newOrder: onOff, withdrawal: onOff }),
  response: z.object({ has_profile: z.boolean(), settings: SmsSettings }),
});
