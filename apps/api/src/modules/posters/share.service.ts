import type { Subject } from '@xueche/contract';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { addRates } from '../../platform/money';
import type { User } from '../../platform/user';
import { banksOverview, examHistory, examRules, getPaper } from '../exam';
import { fieldById, fieldsOfCity } from '../fields';
import { lessonList, lessonShareCard, routesOfField } from '../lessons';
import { readSettings } from '../settings';
import { type CoachCard, coachCard, portraitUrl, type Site, shareLink } from './coach-card';

const SUBJECT_NAME: Record<Subject, string> = { 1: '科目一', 4: '科目四' };
/** The default bank (small car, docs/domain.md#licence-classes-and-question-banks): what most students practise. */
const DEFAULT_BANK = 'car';
/** '/site/ke1' opens the theory hub on subject one, '/site/ke4' on subject four. */
const theoryPath = (subject: Subject) => `/site/ke${subject}`;

const icon = (site: Site) => new URL('/static/share-icon.png', site.origin).toString();
const absolute = (site: Site, path: string) => new URL(path, site.origin).toString();

/** What the coach's recruit posters need: their public data and the two links. */
export async function shareCoach(db: Db, site: Site, coach: User) {
  const card = await coachCard(db, site, coach.id);
  return {
    ...card,
    link: shareLink(site.origin, '/coach-register', { did: card.did, fieldId: card.field_id, coachPage: true }),
    student_link: shareLink(site.origin, '/', { did: card.did, fieldId: card.field_id }),
  };
}

/** A lesson to share: its card, and the link to it carrying the coach's did and field. */
export async function lessonShare(db: Db, site: Site, coach: User, id: number) {
  const [lesson, card] = await Promise.all([lessonShareCard(db, id), coachCard(db, site, coach.id)]);
  if (!lesson) throw notFound('lesson_not_found');
  return {
    title: lesson.title,
    desc: lesson.desc || '真实考场视频教程，考前看一遍心里有底',
    link: shareLink(site.origin, `/detail/${id}`, { did: card.did, fieldId: card.field_id }),
    imgUrl: absolute(site, lesson.image),
    lesson: { id, title: lesson.title, summary: lesson.desc, cover: lesson.image },
    coach: publicCard(card),
  };
}

/** The card without the coach's number: what the share endpoints hand out next to their data. */
function publicCard(card: CoachCard & { code?: string }): CoachCard {
  const { code: _code, ...rest } = card;
  return rest;
}

async function theorySubjects(db: Db, site: Site, did: string, fieldId: number | null) {
  const { banks } = await banksOverview(db);
  const bank = banks.find((b) => b.key === DEFAULT_BANK) ?? banks[0];
  return Promise.all(
    ([1, 4] as const).map(async (subject) => {
      const entry = bank?.subjects.find((s) => s.subject === subject);
      const questions = entry?.count ?? 0;
      const name = SUBJECT_NAME[subject];
      return {
        subject,
        title: `${name}理论题库，${questions}道题随时练`,
        desc: entry
          ? `全真模拟考试：${entry.rules.questions}题${entry.rules.minutes}分钟，${entry.rules.pass_mark}分及格；错题本、精选题一步到位`
          : '全真模拟考试、错题本、精选题一步到位',
        link: shareLink(site.origin, theoryPath(subject), { did, fieldId }),
        imgUrl: icon(site),
        rules: entry?.rules ?? (await examRules(db, subject)),
        questions,
      };
    }),
  );
}

/** One subject's theory course to share (`v1/coach/lilun?type`). */
export async function lilunShare(db: Db, site: Site, coach: User, subject: Subject) {
  const card = await coachCard(db, site, coach.id);
  const subjects = await theorySubjects(db, site, card.did, card.field_id);
  const one = subjects.find((s) => s.subject === subject) as (typeof subjects)[number];
  return { ...one, coach: publicCard(card) };
}

/** Subjects one and four together (`v1/coach/one-four`). */
export async function oneFourShare(db: Db, site: Site, coach: User) {
  const card = await coachCard(db, site, coach.id);
  const list = await theorySubjects(db, site, card.did, card.field_id);
  return { list, coach: publicCard(card) };
}

/**
 * Subject three (`v1/coach/ke3`): the road-driving chapter of a field's course and the field's exam
 * routes. The field is the coach's own when it examines 科目三, else the first in the coach's city that does.
 */
export async function ke3Share(db: Db, site: Site, coach: User) {
  const card = await coachCard(db, site, coach.id);
  const field = await subjectThreeField(db, coach.fieldId);
  const fieldId = field?.field_id ?? null;
  const link = shareLink(site.origin, '/pay/k3', { did: card.did, fieldId });
  const base = {
    title: field ? `${field.field_name}科目三：考场路线和实拍视频` : '科目三道路驾驶：考场路线和实拍视频',
    desc: '上车准备、灯光、变道、路口、靠边停车，考前把路线跑熟',
    link,
    imgUrl: icon(site),
    field_id: fieldId,
    field_name: field?.field_name ?? '',
    coach: publicCard(card),
  };
  if (!field) return { ...base, lessons: [], routes: [] };
  const [course, routes] = await Promise.all([
    lessonList(db, coach, field.field_id).catch((error: unknown) => {
      // A field without a course yet still shares its routes.
      if (error instanceof AppError && error.status === 404) return null;
      throw error;
    }),
    routesOfField(db, field.field_id),
  ]);
  const lessons = (course?.chapters ?? [])
    .filter((c) => c.title.includes('科目三'))
    .flatMap((c) => c.lessons)
    .map((l) => ({
      id: l.id,
      title: l.title,
      cover: l.cover,
      duration_s: l.duration_s,
      link: shareLink(site.origin, `/detail/${l.id}`, { did: card.did, fieldId }),
    }));
  return {
    ...base,
    imgUrl: lessons[0] ? absolute(site, lessons[0].cover) : base.imgUrl,
    lessons,
    routes: routes.list.map((r) => ({
      id: r.id,
      name: r.name,
      length_m: r.length_m,
      link: shareLink(site.origin, `/roadmap?id=${r.id}`, { did: card.did, fieldId }),
    })),
  };
}

async function subjectThreeField(db: Db, fieldId: number | null) {
  if (!fieldId) return null;
  const own = await fieldById(db, fieldId);
  if (!own) return null;
  if (own.field_tag.includes('科目三')) return own;
  const city = await fieldsOfCity(db, own.city_id);
  return city.find((f) => f.field_tag.includes('科目三')) ?? null;
}

/**
 * A person's theory poster (`v1/user/li-hb?id`): the mock exam `id` (their own only), or their latest
 * submitted one; before any, an invitation to practise subject one.
 */
export async function theoryPoster(db: Db, site: Site, user: User, paperId: string | undefined) {
  let paper: { id: string; subject: Subject; score: number; passed: boolean; time_used_s: number } | null = null;
  if (paperId) {
    const p = await getPaper(db, user.id, paperId);
    paper = p.result
      ? {
          id: p.id,
          subject: p.subject,
          score: p.result.score,
          passed: p.result.passed,
          time_used_s: p.result.time_used_s,
        }
      : null;
    if (!paper) throw new AppError(409, 'poster_paper_open');
  } else {
    const latest = (await examHistory(db, user.id, undefined, 1, 1)).list[0];
    paper = latest ?? null;
  }
  const subject: Subject = paper?.subject ?? 1;
  const [rules, history] = await Promise.all([examRules(db, subject), examHistory(db, user.id, subject, 1, 1)]);
  const name = SUBJECT_NAME[subject];
  const title = paper
    ? paper.passed
      ? `我在${name}模拟考试中拿到了${paper.score}分！`
      : `我在练${name}，模拟考试${paper.score}分，一起来刷题`
    : `我在练${name}理论，一起来刷题`;
  return {
    title,
    desc: `${name}全真模拟考试：${rules.questions}题${rules.minutes}分钟，${rules.pass_mark}分及格`,
    link: shareLink(site.origin, theoryPath(subject), { did: user.hashId, fieldId: user.fieldId }),
    imgUrl: icon(site),
    nickname: user.nickname,
    portrait: portraitUrl(site, user.hashId, '', user.headPortrait),
    did: user.hashId,
    subject,
    paper_id: paper?.id ?? null,
    score: paper?.score ?? null,
    passed: paper?.passed ?? null,
    pass_mark: rules.pass_mark,
    total: rules.total,
    time_used_s: paper?.time_used_s ?? null,
    exams: history.total,
  };
}

/** The recruitment terms, from the settings: commission by level, points, registration and withdrawals. */
export async function recruitInfo(db: Db) {
  const s = await readSettings(db, [
    'commission.l1_bp',
    'commission.l2_bp',
    'coach.levels',
    'coach.points.student_bound',
    'coach.points.coach_recruited',
    'coach.points.per_yuan',
    'coach.reg_open',
    'withdrawal.review_above_fen',
  ]);
  const l1 = s['commission.l1_bp'];
  return {
    l1_bp: l1,
    l2_bp: s['commission.l2_bp'],
    levels: [...s['coach.levels']]
      .sort((a, b) => a.points - b.points)
      .map((l) => ({ level: l.level, points: l.points, l1_bp: addRates(l1, l.bonus_bp) })),
    points: {
      student_bound: s['coach.points.student_bound'],
      coach_recruited: s['coach.points.coach_recruited'],
      per_yuan: s['coach.points.per_yuan'],
    },
    reg_open: Boolean(s['coach.reg_open']),
    // The rule: a withdrawal is at least 1 yuan.
    withdraw_min_fen: 100,
    review_above_fen: s['withdrawal.review_above_fen'],
  };
}
