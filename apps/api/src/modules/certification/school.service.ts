import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf, pageOf } from '../../db/paging';
import { coachProfiles, schools } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import type { User } from '../../platform/user';
import { maskPhone, profileOf, requireProfile } from './certification.service';

type SchoolRow = typeof schools.$inferSelect;

const toSchool = (row: SchoolRow, userId: number) => ({
  id: row.id,
  name: row.name,
  city: row.city,
  address: row.address,
  phone: row.phone,
  intro: row.intro,
  mine: row.createdBy === userId,
});

/** A mobile number, a landline with its area code (and extension), or a 400 number. */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|400-?\d{3}-?\d{4})$/;

const notFound = () => new AppError(404, 'school_not_found');

async function schoolById(db: Db, id: number): Promise<SchoolRow | null> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id));
  return row ?? null;
}

/** `GET v3/school/edit`: with id, a school the coach added; without, the coach's own school. */
export async function schoolForEdit(db: Db, user: User, id: number | undefined) {
  const profile = await requireProfile(db, user);
  if (id !== undefined) {
    const row = await schoolById(db, id);
    // Another coach's school is not this coach's to edit: it answers as if it did not exist.
    if (!row || row.createdBy !== user.id) throw notFound();
    return { school: toSchool(row, user.id), editable: true };
  }
  const row = profile.schoolId ? await schoolById(db, profile.schoolId) : null;
  return { school: row ? toSchool(row, user.id) : null, editable: row?.createdBy === user.id };
}

export interface SchoolInput {
  id?: number;
  name: string;
  city: string;
  address: string;
  phone: string;
  intro: string;
}

/**
 * `POST v3/school/edit`: without id a new school, which becomes the coach's; with id an edit of a school
 * this coach added (any other answers 404). One school per name and city, so coaches of one school meet
 * in one place instead of spreading over copies.
 */
export async function saveSchool(db: Db, user: User, input: SchoolInput) {
  await requireProfile(db, user);
  const phone = input.phone.replace(/\s+/g, '');
  if (phone && !PHONE.test(phone)) throw invalidField('phone', 'school_phone_invalid');
  const values = { name: input.name, city: input.city, address: input.address, phone, intro: input.intro };

  return db.transaction(async (tx) => {
    if (input.id !== undefined) {
      const [row] = await tx.select().from(schools).where(eq(schools.id, input.id)).for('update');
      if (!row || row.createdBy !== user.id) throw notFound();
    }
    // Serialises creations of one name, so two coaches adding the same school at once make one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`school:${values.city}:${values.name}`}))`);
    const [twin] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(
        and(
          eq(sql`lower(${schools.name})`, values.name.toLowerCase()),
          eq(sql`lower(${schools.city})`, values.city.toLowerCase()),
          input.id !== undefined ? ne(schools.id, input.id) : undefined,
        ),
      )
      .limit(1);
    if (twin) {
      throw new AppError(409, 'school_exists', { city: values.city, name: values.name }, { school_id: twin.id });
    }
    if (input.id !== undefined) {
      const [row] = await tx
        .update(schools)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(schools.id, input.id))
        .returning();
      return toSchool(row as SchoolRow, user.id);
    }
    const [row] = await tx
      .insert(schools)
      .values({ ...values, createdBy: user.id })
      .returning();
    const created = row as SchoolRow;
    await tx.update(coachProfiles).set({ schoolId: created.id }).where(eq(coachProfiles.userId, user.id));
    return toSchool(created, user.id);
  });
}

/** `POST v3/school/form`: the coach picks an existing school as theirs. */
export async function pickSchool(db: Db, user: User, schoolId: number) {
  await requireProfile(db, user);
  const row = await schoolById(db, schoolId);
  if (!row) throw notFound();
  await db.update(coachProfiles).set({ schoolId: row.id }).where(eq(coachProfiles.userId, user.id));
  return { school: toSchool(row, user.id) };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `GET v1/coach/all-school`: schools matching a name or city, newest first; with id, that school. */
export async function listSchools(db: Db, user: User, q: { id?: number; keyword?: string; page: number; num: number }) {
  if (q.id !== undefined) {
    const row = await schoolById(db, q.id);
    if (!row) throw notFound();
    return { total: 1, page: 1, num: q.num, list: [toSchool(row, user.id)] };
  }
  const keyword = q.keyword?.trim();
  const where = keyword
    ? or(ilike(schools.name, likePattern(keyword)), ilike(schools.city, likePattern(keyword)))
    : undefined;
  return pageOf(
    q,
    {
      rows: ({ limit, offset }) =>
        db.select().from(schools).where(where).orderBy(desc(schools.id)).limit(limit).offset(offset),
      total: () => countOf(db.select({ n: count() }).from(schools).where(where)),
    },
    (r) => toSchool(r, user.id),
  );
}

/** `GET v3/school/coach-info`: the coach's profile as they see it, with their school. */
export async function coachInfo(db: Db, user: User) {
  if (user.userType !== 2) throw new AppError(403, 'coach_only');
  const profile = await profileOf(db, user.id);
  const school = profile?.schoolId ? await schoolById(db, profile.schoolId) : null;
  return {
    profile: Boolean(profile),
    real_name: profile?.realName ?? '',
    phone: maskPhone(profile?.phone ?? ''),
    nickname: user.nickname,
    photo: profile?.photo ?? '',
    cert_status: (profile?.certStatus ?? 'none') as 'none' | 'pending' | 'approved' | 'rejected',
    cert_reason: profile?.certStatus === 'rejected' ? profile.certReason : '',
    certified_at: profile?.certifiedAt?.toISOString() ?? null,
    did: user.hashId,
    school: school ? toSchool(school, user.id) : null,
  };
}
