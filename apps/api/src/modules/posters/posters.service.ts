import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, pageOf } from '../../db/paging';
import { coachProfiles, examFields, posters, schools, users } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../platform/errors';
import { portraitUrl, type Site, shareLink } from './coach-card';

export type TemplateKey = 'recruit-student' | 'recruit-coach' | 'theory';

/**
 * Where each template's QR code leads. Students are recruited to the home page, coaches to registration
 * (a coach page: type=3), the theory poster to the theory hub. The web app's templates.ts says the same.
 */
export const TEMPLATE_TARGETS: Record<TemplateKey, { path: string; coachPage: boolean }> = {
  'recruit-student': { path: '/', coachPage: false },
  'recruit-coach': { path: '/coach-register', coachPage: true },
  theory: { path: '/ke', coachPage: false },
};

/** A coach keeps at most this many posters in the list: enough for every campaign, small enough to scan. */
export const MAX_LISTED = 50;

type PosterRow = typeof posters.$inferSelect;

function toPoster(site: Site, row: PosterRow, extra: { did: string; fieldName: string | null; regs?: number }) {
  const target = TEMPLATE_TARGETS[row.template as TemplateKey] ?? TEMPLATE_TARGETS['recruit-student'];
  return {
    id: row.id,
    template: row.template as TemplateKey,
    title: row.title,
    slogan: row.slogan,
    field_id: row.fieldId,
    field_name: extra.fieldName ?? '',
    listed: row.listed,
    created_at: row.createdAt.toISOString(),
    link: shareLink(site.origin, target.path, {
      did: extra.did,
      fieldId: row.fieldId,
      coachPage: target.coachPage,
      posterId: row.id,
    }),
    registrations: extra.regs ?? 0,
  };
}

export async function createPoster(
  db: Db,
  site: Site,
  coach: { id: number; hashId: string; fieldId: number | null },
  input: { template: TemplateKey; title: string; slogan: string; field_id?: number },
) {
  // Without a choice the poster carries the coach's own exam field.
  const fieldId = input.field_id ?? coach.fieldId;
  let fieldName: string | null = null;
  if (fieldId) {
    const [field] = await db.select({ name: examFields.name }).from(examFields).where(eq(examFields.id, fieldId));
    if (!field) throw invalidField('field_id', 'field_not_found');
    fieldName = field.name;
  }
  const row = await db.transaction(async (tx) => {
    // The coach's row serialises their saves, so two at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, coach.id)).for('update');
    const [listed] = await tx
      .select({ n: count() })
      .from(posters)
      .where(and(eq(posters.coachId, coach.id), eq(posters.listed, true)));
    if ((listed?.n ?? 0) >= MAX_LISTED) throw new AppError(409, 'poster_limit', { max: String(MAX_LISTED) });
    const [created] = await tx
      .insert(posters)
      .values({ coachId: coach.id, template: input.template, title: input.title, slogan: input.slogan, fieldId })
      .returning();
    return created as PosterRow;
  });
  return toPoster(site, row, { did: coach.hashId, fieldName });
}

/** Registrations per poster, counted where they are stored: coach_profiles.poster_id. */
const regsOf = sql<number>`(select count(*)::int from ${coachProfiles} where ${coachProfiles.posterId} = ${posters.id})`;

export async function listPosters(
  db: Db,
  site: Site,
  coach: { id: number; hashId: string },
  page: number,
  num: number,
) {
  const where = and(eq(posters.coachId, coach.id), eq(posters.listed, true));
  return pageOf(
    { page, num },
    {
      rows: ({ limit, offset }) =>
        db
          .select({ poster: posters, fieldName: examFields.name, regs: regsOf })
          .from(posters)
          .leftJoin(examFields, eq(examFields.id, posters.fieldId))
          .where(where)
          .orderBy(desc(posters.createdAt), desc(posters.id))
          .limit(limit)
          .offset(offset),
      total: () => countOf(db.select({ n: count() }).from(posters).where(where)),
    },
    (r) => toPoster(site, r.poster, { did: coach.hashId, fieldName: r.fieldName, regs: r.regs }),
  );
}

/** Unlists one of the coach's posters. Another coach's poster is as unknown as one that does not exist. */
export async function unlistPoster(db: Db, coachId: number, id: number) {
  const [row] = await db
    .update(posters)
    .set({ listed: false })
    .where(and(eq(posters.id, id), eq(posters.coachId, coachId)))
    .returning({ id: posters.id, listed: posters.listed });
  if (!row) throw notFound('poster_not_found');
  return row;
}

/** A poster as anyone logged in sees it, listed or not: its printed QR codes keep working. */
export async function posterById(db: Db, site: Site, id: number) {
  const [row] = await db
    .select({ poster: posters, fieldName: examFields.name, did: users.hashId })
    .from(posters)
    .innerJoin(users, eq(users.id, posters.coachId))
    .leftJoin(examFields, eq(examFields.id, posters.fieldId))
    .where(eq(posters.id, id));
  if (!row) throw notFound('poster_not_found');
  return {
    coachId: row.poster.coachId,
    poster: toPoster(site, row.poster, { did: row.did, fieldName: row.fieldName }),
  };
}

/** Coaches who registered from one of my posters, newest first. */
export async function posterRegistrations(db: Db, site: Site, coachId: number, page: number, num: number) {
  const where = eq(posters.coachId, coachId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        nickname: users.nickname,
        headPortrait: users.headPortrait,
        hashId: users.hashId,
        photo: coachProfiles.photo,
        realName: coachProfiles.realName,
        certStatus: coachProfiles.certStatus,
        school: schools.name,
        posterId: posters.id,
        posterTitle: posters.title,
        at: coachProfiles.createdAt,
      })
      .from(coachProfiles)
      .innerJoin(posters, eq(posters.id, coachProfiles.posterId))
      .innerJoin(users, eq(users.id, coachProfiles.userId))
      .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
      .where(where)
      .orderBy(desc(coachProfiles.createdAt), desc(users.id))
      .limit(num)
      .offset((page - 1) * num),
    db
      .select({ n: count() })
      .from(coachProfiles)
      .innerJoin(posters, eq(posters.id, coachProfiles.posterId))
      .where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page,
    num,
    list: rows.map((r) => ({
      user_id: r.userId,
      name: r.realName || r.nickname,
      nickname: r.nickname,
      portrait: portraitUrl(site, r.hashId, r.photo, r.headPortrait),
      school: r.school ?? '',
      certified: r.certStatus === 'approved',
      poster_id: r.posterId,
      poster_title: r.posterTitle,
      registered_at: r.at.toISOString(),
    })),
  };
}
