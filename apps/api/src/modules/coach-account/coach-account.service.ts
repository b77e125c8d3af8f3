import type { ApiMap } from '@xueche/contract';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-error';
import { coachProfiles, posters, schools, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, invalidField } from '../../platform/errors';
import { forgetUser } from '../../platform/sessions';
import type { User } from '../../platform/user';
import { notifyCoach } from '../coach-notices';
import { bindReferrer, referrerOf } from '../commerce';
import { readSettings } from '../settings';
import { checkCode, normalizePhone, type SmsPurpose } from '../sms';
import { maskPhone, toUserInfo, userByHashId } from '../user';

type CoachAccount = ApiMap['POST /v1/coach/is-reg']['response']['coach'] & {};
type CoachCard = ApiMap['GET /v1/user/did']['response'];

const certStatus = (s: string): CoachAccount['cert_status'] =>
  s === 'pending' || s === 'approved' || s === 'rejected' ? s : 'none';

const phoneTaken = () => new AppError(409, 'phone_taken', {}, { errors: { phone: 'phone_taken' } });

/** One account per number: a number bound to someone else is refused before any code is spent. */
async function assertPhoneFree(db: Db, phone: string, userId: number): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (owner && owner.id !== userId) throw phoneTaken();
}

/** Runs a write that binds a phone; a number taken meanwhile (the unique index) is the same 409. */
async function bindingPhone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken();
    throw error;
  }
}

/** The coach's own account (registration data and certification state), or null without a profile. */
export async function coachAccountOf(db: Db, userId: number): Promise<CoachAccount | null> {
  const [row] = await db
    .select({ profile: coachProfiles, schoolName: schools.name })
    .from(coachProfiles)
    .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
    .where(eq(coachProfiles.userId, userId));
  if (!row) return null;
  const { profile } = row;
  return {
    name: profile.realName,
    phone: profile.phone ? maskPhone(profile.phone) : '',
    school: profile.schoolId && row.schoolName ? { id: profile.schoolId, name: row.schoolName } : null,
    cert_status: certStatus(profile.certStatus),
  };
}

/** A coach as students see them; null for anyone who is not a coach. */
async function coachCard(db: Db, where: ReturnType<typeof eq>): Promise<(CoachCard & { id: number }) | null> {
  const [row] = await db
    .select({
      user: users,
      realName: coachProfiles.realName,
      photo: coachProfiles.photo,
      certStatus: coachProfiles.certStatus,
      school: schools.name,
    })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
    .where(where)
    .limit(1);
  if (row?.user.userType !== 2) return null;
  return {
    id: row.user.id,
    uid: row.user.uid,
    did: row.user.hashId,
    name: row.realName || row.user.nickname,
    head_portrait: row.photo || row.user.headPortrait,
    school: row.school ?? null,
    certified: row.certStatus === 'approved',
  };
}

const publicCard = ({ id: _, ...card }: CoachCard & { id: number }): CoachCard => card;

/**
 * The coach behind a code (their public user number) or a link's did; the code wins, because the web
 * client adds the did of the link that brought the person to every call.
 */
export async function findCoach(db: Db, ref: { code?: string; did?: string }): Promise<CoachCard & { id: number }> {
  const code = ref.code?.trim();
  if (!code && !ref.did) throw invalidField('code', 'coach_ref_required');
  const card = code
    ? /^\d{6,12}$/.test(code)
      ? await coachCard(db, eq(users.uid, code))
      : null
    : await coachCard(db, eq(users.hashId, ref.did ?? ''));
  if (!card) throw new AppError(404, 'coach_not_found');
  return card;
}

export async function lookupCoach(db: Db, ref: { code?: string; did?: string }): Promise<CoachCard> {
  return publicCard(await findCoach(db, ref));
}

async function recruiterCard(db: Db, userId: number): Promise<CoachCard | null> {
  const id = await referrerOf(db, userId);
  if (!id) return null;
  const card = await coachCard(db, eq(users.id, id));
  return card ? publicCard(card) : null;
}

/**
 * '/bindCoach': binds the student to a coach. The first binding stands: someone already bound is told
 * who their coach is and nothing changes.
 */
export async function bindCoach(deps: Deps, user: User, ref: { code?: string; did?: string }) {
  const { db } = deps;
  const coach = await findCoach(db, ref);
  if (coach.id === user.id) throw new AppError(400, 'bind_self');
  const before = await recruiterCard(db, user.id);
  if (before) return { bound: false, coach: before };
  const coachId = await bindReferrer(db, user.id, coach.did, 'bind');
  if (coachId) void notifyCoach(deps, coachId, 'newStudent', user.nickname);
  // Another request may have bound them a moment earlier: report whichever binding stands.
  const after = await recruiterCard(db, user.id);
  return { bound: after?.did === coach.did, coach: after ?? publicCard(coach) };
}

export async function isRegistered(db: Db, user: User) {
  const s = await readSettings(db, ['coach.reg_open']);
  return {
    is_reg: user.userType === 2 ? (1 as const) : (0 as const),
    reg_open: s['coach.reg_open'] ? (1 as const) : (0 as const),
    coach: user.userType === 2 ? await coachAccountOf(db, user.id) : null,
  };
}

/** Schools whose name contains the keyword ('%' and '_' typed by a person match themselves). */
export async function searchSchools(db: Db, keyword: string) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const list = await db
    .select({ id: schools.id, name: schools.name, city: schools.city })
    .from(schools)
    .where(keyword ? ilike(schools.name, pattern) : undefined)
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(20);
  return { list };
}

export interface RegisterInput {
  name: string;
  phone: string;
  code: string;
  schoolId?: number;
  schoolName?: string;
  did?: string;
  posterId?: number;
}

/**
 * A student becomes a coach. Everything is checked before the code is spent; then, in one transaction:
 * user type 2, the phone bound, the profile, the school when it is new, and the binding to the
 * inviting coach (the first binding stands: a student already bound keeps that coach as recruiter).
 */
export async function registerCoach(deps: Pick<Deps, 'db' | 'smsCodeSecret'>, user: User, input: RegisterInput) {
  const { db } = deps;
  const s = await readSettings(db, ['coach.reg_open']);
  if (!s['coach.reg_open']) throw new AppError(403, 'coach_reg_closed');
  if (user.userType === 2) throw new AppError(409, 'already_coach');
  const phone = normalizePhone(input.phone);
  await assertPhoneFree(db, phone, user.id);
  if (input.schoolId) {
    const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.schoolId));
    if (!school) throw invalidField('school_id', 'reg_school_not_found');
  } else if (!input.schoolName) {
    throw invalidField('school_name', 'reg_school_required');
  }
  const inviter = input.did ? await userByHashId(db, input.did) : null;
  let posterId: number | null = null;
  if (input.posterId && inviter?.userType === 2) {
    const [poster] = await db
      .select({ id: posters.id })
      .from(posters)
      .where(and(eq(posters.id, input.posterId), eq(posters.coachId, inviter.id)));
    posterId = poster?.id ?? null;
  }

  await checkCode(deps, { phone, purpose: 'coach_register', code: input.code });

  const updated = await bindingPhone(() =>
    db.transaction(async (trx) => {
      const [current] = await trx.select().from(users).where(eq(users.id, user.id)).for('update');
      if (!current) throw new AppError(404, 'not_found');
      if (current.userType === 2) throw new AppError(409, 'already_coach');
      const schoolId = input.schoolId ?? (await schoolNamed(trx, input.schoolName ?? '', user.id));
      const [row] = await trx
        .update(users)
        .set({ userType: 2, phone, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      const profile = { realName: input.name, phone, schoolId, posterId };
      await trx
        .insert(coachProfiles)
        .values({ userId: user.id, ...profile })
        .onConflictDoUpdate({ target: coachProfiles.userId, set: profile });
      await bindReferrer(trx, user.id, inviter?.userType === 2 ? inviter.hashId : undefined, 'register');
      return row ?? current;
    }),
  );
  await forgetUser(db, user.id);

  return {
    user: toUserInfo(updated),
    coach: (await coachAccountOf(db, user.id)) as CoachAccount,
    recruiter: await recruiterCard(db, user.id),
  };
}

/** The school with this name (ignoring case and surrounding space), added when there is none. */
async function schoolNamed(db: Db, name: string, addedBy: number): Promise<number> {
  const clean = name.trim().replace(/\s+/g, ' ');
  const [found] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(sql`lower(${schools.name}) = lower(${clean})`)
    .orderBy(asc(schools.id))
    .limit(1);
  if (found) return found.id;
  const [created] = await db.insert(schools).values({ name: clean, createdBy: addedBy }).returning({ id: schools.id });
  if (!created) throw new Error('school not stored');
  return created.id;
}

/**
 * '/phone-reg' and '/bindPhone': binds (or changes) the person's phone after the code for it. A coach's
 * profile keeps the same number. The optional name from '/phone-reg' becomes the display name.
 */
export async function bindPhone(
  deps: Pick<Deps, 'db' | 'smsCodeSecret'>,
  user: User,
  input: {
    phone: string;
    code: string;
    purpose: Extract<SmsPurpose, 'bind_phone' | 'student_register'>;
    name?: string;
  },
) {
  const { db } = deps;
  const phone = normalizePhone(input.phone);
  await assertPhoneFree(db, phone, user.id);
  await checkCode(deps, { phone, purpose: input.purpose, code: input.code });
  const updated = await bindingPhone(() =>
    db.transaction(async (trx) => {
      const [row] = await trx
        .update(users)
        .set({ phone, ...(input.name ? { nickname: input.name } : {}), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await trx.update(coachProfiles).set({ phone }).where(eq(coachProfiles.userId, user.id));
      return row;
    }),
  );
  await forgetUser(db, user.id);
  if (!updated) throw new AppError(404, 'not_found');
  return { user: toUserInfo(updated) };
}

/**
 * '/coach-phone-verify': a coach confirms their phone by code. Coaches made directly (the sandbox's
 * coach identities) have no profile yet: it is made here, with the nickname as the name until the
 * coach fills in their details.
 */
export async function verifyCoachPhone(
  deps: Pick<Deps, 'db' | 'smsCodeSecret'>,
  user: User,
  input: { phone: string; code: string },
) {
  const { db } = deps;
  if (user.userType !== 2) throw new AppError(403, 'coach_only');
  const phone = normalizePhone(input.phone);
  await assertPhoneFree(db, phone, user.id);
  await checkCode(deps, { phone, purpose: 'coach_verify', code: input.code });
  const updated = await bindingPhone(() =>
    db.transaction(async (trx) => {
      const [row] = await trx
        .update(users)
        .set({ phone, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      await trx
        .insert(coachProfiles)
        .values({ userId: user.id, realName: user.nickname, phone })
        .onConflictDoUpdate({ target: coachProfiles.userId, set: { phone } });
      return row;
    }),
  );
  await forgetUser(db, user.id);
  if (!updated) throw new AppError(404, 'not_found');
  return { user: toUserInfo(updated), coach: (await coachAccountOf(db, user.id)) as CoachAccount };
}
