import { and, asc, desc, eq } from 'drizzle-orm';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { coachCertifications, coachProfiles, schools, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import { removeImages, storeImages } from './images';

export type CertState = 'none' | 'pending' | 'approved' | 'rejected';
export type Profile = typeof coachProfiles.$inferSelect;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

export async function profileOf(db: Db, userId: number): Promise<Profile | null> {
  const [row] = await db.select().from(coachProfiles).where(eq(coachProfiles.userId, userId));
  return row ?? null;
}

/**
 * The coach's profile, or why not: a student is refused; a coach without a profile (made by phone
 * verification) is sent to '/coach-phone-verify' first.
 */
export async function requireProfile(db: Db, user: User): Promise<Profile> {
  if (user.userType !== 2) throw new AppError(403, 'coach_only');
  const profile = await profileOf(db, user.id);
  if (!profile) throw new AppError(409, 'phone_verify_first', {}, { next: '/coach-phone-verify' });
  return profile;
}

/** Refuses an upload before its bytes are read: only a coach with a profile, not pending, not certified. */
export async function assertCanSubmit(db: Db, user: User): Promise<void> {
  const profile = await requireProfile(db, user);
  if (profile.certStatus === 'pending') throw new AppError(409, 'cert_pending');
  if (profile.certStatus === 'approved') throw new AppError(409, 'cert_already_approved');
}

/** `GET v1/coach/has-auth`: the state on the profile, the times from the latest certification. */
export async function certStatusOf(db: Db, userId: number) {
  const profile = await profileOf(db, userId);
  const [latest] = await db
    .select()
    .from(coachCertifications)
    .where(eq(coachCertifications.coachId, userId))
    .orderBy(desc(coachCertifications.id))
    .limit(1);
  return {
    profile: Boolean(profile),
    status: (profile?.certStatus ?? 'none') as CertState,
    reason: profile?.certStatus === 'rejected' ? profile.certReason : '',
    submitted_at: iso(latest?.createdAt),
    reviewed_at: iso(latest?.reviewedAt),
  };
}

export interface CertImages {
  idFront: Buffer;
  idBack: Buffer;
  licence: Buffer;
}

/**
 * Stores the three re-encoded photos and records the certification as pending. The state is checked
 * again under the profile's row lock, so two uploads at once make one pending certification; the files
 * of a refused or failed attempt are removed.
 */
export async function submitCertification(db: Db, store: ObjectStore, user: User, images: CertImages) {
  const keys = await storeImages(store, 'cert', [images.idFront, images.idBack, images.licence]);
  try {
    await db.transaction(async (tx) => {
      const [profile] = await tx.select().from(coachProfiles).where(eq(coachProfiles.userId, user.id)).for('update');
      if (!profile) throw new AppError(409, 'phone_verify_first', {}, { next: '/coach-phone-verify' });
      if (profile.certStatus === 'pending') throw new AppError(409, 'cert_pending');
      if (profile.certStatus === 'approved') throw new AppError(409, 'cert_already_approved');
      const [idFront, idBack, licence] = keys as [string, string, string];
      await tx.insert(coachCertifications).values({ coachId: user.id, idFront, idBack, licence });
      await tx
        .update(coachProfiles)
        .set({ certStatus: 'pending', certReason: '' })
        .where(eq(coachProfiles.userId, user.id));
    });
  } catch (error) {
    await removeImages(store, keys);
    throw error;
  }
  return certStatusOf(db, user.id);
}

/**
 * How long an operator's links to certification photos work: long enough to review a few, short enough
 * that a forwarded or logged link soon opens nothing.
 */
export const CERT_PHOTO_LINK_TTL_S = 15 * 60;

/**
 * The pending certifications, oldest first, each photo as a link that opens it without a token for
 * CERT_PHOTO_LINK_TTL_S (`origin` makes the API's own links absolute; a bucket's already are).
 */
export async function pendingCertifications(db: Db, store: ObjectStore, origin: string) {
  const rows = await db
    .select({ cert: coachCertifications, profile: coachProfiles, user: users, school: schools.name })
    .from(coachCertifications)
    .innerJoin(users, eq(users.id, coachCertifications.coachId))
    .leftJoin(coachProfiles, eq(coachProfiles.userId, coachCertifications.coachId))
    .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
    .where(eq(coachCertifications.status, 'pending'))
    .orderBy(asc(coachCertifications.id));
  // Taken before signing, so no link expires earlier than the time the operator is told.
  const expiresAt = new Date(Date.now() + CERT_PHOTO_LINK_TTL_S * 1000);
  const link = async (key: string) => new URL(await store.signedUrl(key, CERT_PHOTO_LINK_TTL_S), origin).toString();
  const list = await Promise.all(
    rows.map(async ({ cert, profile, user, school }) => ({
      id: cert.id,
      coach_id: user.id,
      uid: user.uid,
      nickname: user.nickname,
      real_name: profile?.realName ?? '',
      phone: profile?.phone ?? '',
      school: school ?? '',
      submitted_at: cert.createdAt.toISOString(),
      files: {
        id_front: await link(cert.idFront),
        id_back: await link(cert.idBack),
        licence: await link(cert.licence),
      },
    })),
  );
  return { list, links_expire_at: expiresAt.toISOString() };
}

/** A certification's stored photo, for an operator to look at. */
export async function certificationFile(
  db: Db,
  store: ObjectStore,
  id: number,
  which: 'id_front' | 'id_back' | 'licence',
) {
  const [cert] = await db.select().from(coachCertifications).where(eq(coachCertifications.id, id));
  if (!cert) throw new AppError(404, 'cert_not_found');
  const object = await store.get({ id_front: cert.idFront, id_back: cert.idBack, licence: cert.licence }[which]);
  if (!object) throw new AppError(404, 'not_found');
  return { coachId: cert.coachId, object };
}

/**
 * An operator's decision. Approve: the coach is certified from now. Reject: the reason is shown to the
 * coach, who may upload again. Only a pending certification is reviewed, once (the row is locked).
 */
export async function reviewCertification(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; reason: string; reviewer: string },
) {
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) {
    throw new AppError(400, 'cert_reason_required', {}, { errors: { reason: 'cert_reason_required' } });
  }
  return db.transaction(async (tx) => {
    const [cert] = await tx
      .select()
      .from(coachCertifications)
      .where(eq(coachCertifications.id, input.id))
      .for('update');
    if (!cert) throw new AppError(404, 'cert_not_found');
    if (cert.status !== 'pending') throw new AppError(409, 'cert_not_pending', { status: cert.status });
    const now = new Date();
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(coachCertifications)
      .set({ status, reason, reviewedBy: input.reviewer, reviewedAt: now })
      .where(and(eq(coachCertifications.id, cert.id), eq(coachCertifications.status, 'pending')));
    await tx
      .update(coachProfiles)
      .set(
        status === 'approved'
          ? { certStatus: 'approved', certReason: '', certifiedAt: now }
          : { certStatus: 'rejected', certReason: reason },
      )
      .where(eq(coachProfiles.userId, cert.coachId));
    const [row] = await tx
      .select({ realName: coachProfiles.realName, uid: users.uid })
      .from(users)
      .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
      .where(eq(users.id, cert.coachId));
    return {
      id: cert.id,
      coach_id: cert.coachId,
      uid: row?.uid ?? '',
      real_name: row?.realName ?? '',
      status,
      reason,
      reviewed_at: now.toISOString(),
    };
  });
}

/** 张三明 → 张*明, 张三 → 张*, 欧阳娜娜 → 欧**娜: enough to recognise, not enough to copy. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/** 13812345678 → 138****5678. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone ? '****' : '';
}

/**
 * `GET v2/crede/info`: is the coach behind this did certified? Unknown ids and students both answer
 * "not a coach" (nothing about a student is told); a coach who is not certified is named, masked, so a
 * student can see who is claiming to be certified — but without the portrait.
 */
export async function credeInfo(db: Db, did: string) {
  const [row] = await db
    .select({ userType: users.userType, profile: coachProfiles, school: schools.name })
    .from(users)
    .leftJoin(coachProfiles, eq(coachProfiles.userId, users.id))
    .leftJoin(schools, eq(schools.id, coachProfiles.schoolId))
    .where(eq(users.hashId, did));
  if (!row?.profile || row.userType !== 2) {
    return {
      verified: false,
      state: 'not_coach' as const,
      name: null,
      school: null,
      photo: null,
      certified_at: null,
    };
  }
  const { profile } = row;
  const verified = profile.certStatus === 'approved';
  return {
    verified,
    state: verified ? ('verified' as const) : ('not_certified' as const),
    name: maskName(profile.realName),
    school: row.school ?? null,
    photo: verified && profile.photo ? profile.photo : null,
    certified_at: verified ? iso(profile.certifiedAt) : null,
  };
}
