import type { LightExpect, LightStateView } from '@xueche/contract';
import { EXPECTATIONS, exerciseStart, explanationText, stateOf, viewOf } from '@xueche/light-rules';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { Lang } from '../../platform/messages';

interface MissRow {
  field_id: number;
  key: string;
  text: string;
  expect: LightExpect;
  misses: number;
  last_fault: string | null;
  last_at: Date;
  start: LightStateView | null;
}

/**
 * The instructions a student missed over all attempts, most missed first (the latest wording, fault and
 * starting lights), each explained from the lights its latest miss began with.
 */
async function misses(db: Db, userId: number, limit: number, offset: number, lang: Lang) {
  const rows = await rowsOf<MissRow & { total: number }>(
    db,
    sql`select a.field_id, i->>'key' as key, count(*)::int as misses, max(a.created_at) as last_at,
               (array_agg(i->>'text' order by a.created_at desc))[1] as text,
               (array_agg(i->>'expect' order by a.created_at desc))[1] as expect,
               (array_agg(i->>'fault' order by a.created_at desc))[1] as last_fault,
               (array_agg(i->'start' order by a.created_at desc))[1] as start,
               count(*) over ()::int as total
        from light_attempts a cross join jsonb_array_elements(a.items) i
        where a.user_id = ${userId} and not (i->>'passed')::boolean
        group by a.field_id, i->>'key'
        order by misses desc, last_at desc, key
        limit ${limit} offset ${offset}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    list: rows.map((r) => {
      const start = r.start ? stateOf(r.start) : exerciseStart(r.expect, false);
      return {
        field_id: r.field_id,
        key: r.key,
        text: r.text,
        expect: r.expect,
        misses: r.misses,
        last_fault: r.last_fault as never,
        last_at: new Date(r.last_at).toISOString(),
        start: viewOf(start),
        operation: explanationText(start, EXPECTATIONS[r.expect], lang),
      };
    }),
  };
}

/** GET v1/light/errs. */
export async function lightErrs(db: Db, userId: number, page: number, num: number, lang: Lang) {
  const { total, list } = await misses(db, userId, num, (page - 1) * num, lang);
  return { total, page, num, list };
}

/** GET v1/light/index: counts, the best exam score, the ten latest attempts and the five most missed. */
export async function lightIndex(db: Db, userId: number, lang: Lang) {
  const [[counts], recent, top] = await Promise.all([
    rowsOf<{ exams: number; exams_passed: number; best_score: number | null; exercises: number }>(
      db,
      sql`select count(*) filter (where mode = 'exam')::int as exams,
                 count(*) filter (where mode = 'exam' and passed)::int as exams_passed,
                 max(${score}) filter (where mode = 'exam') as best_score,
                 count(*) filter (where mode = 'exercise')::int as exercises
          from light_attempts a where a.user_id = ${userId}`,
    ),
    rowsOf<{ id: number; mode: 'exam' | 'exercise'; passed: boolean; score: number; created_at: Date }>(
      db,
      sql`select a.id, a.mode, a.passed, ${score} as score, a.created_at
          from light_attempts a where a.user_id = ${userId} order by a.created_at desc, a.id desc limit 10`,
    ),
    misses(db, userId, 5, 0, lang),
  ]);
  return {
    exams: counts?.exams ?? 0,
    exams_passed: counts?.exams_passed ?? 0,
    best_score: counts?.best_score ?? null,
    exercises: counts?.exercises ?? 0,
    recent: recent.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    most_missed: top.list,
  };
}

/** An attempt's instructions done right, out of 100 (of `light_attempts a`): the hub's and the share card's. */
export const score = sql`(select round(100.0 * count(*) filter (where (i->>'passed')::boolean) / greatest(count(*), 1))::int
                   from jsonb_array_elements(a.items) i)`;
