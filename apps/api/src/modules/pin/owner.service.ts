import type { PinCar, PinOwner } from '@xueche/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { pinOwners, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import { removeImages, storeImages } from '../certification';
import { normalizePhone } from '../sms';
import { notifyPin } from './notices.service';

export type OwnerRow = typeof pinOwners.$inferSelect;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

async function ownerRow(db: Db, userId: number): Promise<OwnerRow | null> {
  const [row] = await db.select().from(pinOwners).where(eq(pinOwners.userId, userId));
  return row ?? null;
}

function ownerView(row: OwnerRow | null): PinOwner {
  if (!row)
    return { status: 'none', reason: '', name: '', phone: '', car: null, submitted_at: null, reviewed_at: null };
  return {
    status: row.status as PinOwner['status'],
    reason: row.status === 'rejected' ? row.reason : '',
    name: row.name,
    phone: row.phone,
    car: row.car ?? null,
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
  };
}

/** `GET v1/pin/owner`: the caller as a car owner ('none' before they start). */
export async function ownerOf(db: Db, userId: number): Promise<PinOwner> {
  return ownerView(await ownerRow(db, userId));
}

/**
 * `POST v1/pin/owner`: the owner's name, phone and usual car ('/pin/upinfo'). Editing them keeps the
 * verification as it is: a trip names its own car, and the photos an operator approved stay on file.
 */
export async function updateOwner(db: Db, user: User, input: { name: string; phone: string; car: PinCar }) {
  const phone = normalizePhone(input.phone);
  await db
    .insert(pinOwners)
    .values({ userId: user.id, name: input.name, phone, car: input.car })
    .onConflictDoUpdate({
      target: pinOwners.userId,
      set: { name: input.name, phone, car: input.car, updatedAt: new Date() },
    });
  return ownerOf(db, user.id);
}

/** Refuses an upload before its bytes are read: details first, not while pending, not once verified. */
export async function assertCanVerify(db: Db, user: User): Promise<void> {
  const owner = await ownerRow(db, user.id);
  if (!owner) throw new AppError(409, 'pin_details_first', {}, { next: '/pin/upinfo' });
  if (owner.status === 'pending') throw new AppError(409, 'pin_verify_pending');
  if (owner.status === 'approved') throw new AppError(409, 'pin_already_verified');
}

export interface OwnerImages {
  licence: Buffer;
  vehicleLicence: Buffer;
  plate: Buffer;
}

/**
 * `POST v1/pin/verify`: stores the three re-encoded photos under `pin/` and makes the owner pending. The
 * state is checked again under the owner's row lock (two uploads at once make one pending verification);
 * a refused or failed attempt's files are removed, and the photos of an earlier rejected attempt go once
 * the new ones are in.
 */
export async function submitVerification(db: Db, store: ObjectStore, user: User, images: OwnerImages) {
  const keys = await storeImages(store, 'pin', [images.licence, images.vehicleLicence, images.plate]);
  let previous: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [owner] = await tx.select().from(pinOwners).where(eq(pinOwners.userId, user.id)).for('update');
      if (!owner) throw new AppError(409, 'pin_details_first', {}, { next: '/pin/upinfo' });
      if (owner.status === 'pending') throw new AppError(409, 'pin_verify_pending');
      if (owner.status === 'approved') throw new AppError(409, 'pin_already_verified');
      previous = [owner.licence, owner.vehicleLicence, owner.platePhoto].filter((k): k is string => Boolean(k));
      const [licence, vehicleLicence, platePhoto] = keys as [string, string, string];
      await tx
        .update(pinOwners)
        .set({
          licence,
          vehicleLicence,
          platePhoto,
          status: 'pending',
          reason: '',
          submittedAt: new Date(),
          reviewedAt: null,
          reviewedBy: null,
          updatedAt: new Date(),
        })
        .where(eq(pinOwners.userId, user.id));
    });
  } catch (error) {
    await removeImages(store, keys).catch(() => undefined);
    throw error;
  }
  await removeImages(store, previous).catch(() => undefined);
  return ownerOf(db, user.id);
}

/** How long an operator's links to an owner's photos work (as for coach certification, docs/storage.md). */
export const OWNER_PHOTO_LINK_TTL_S = 15 * 60;

export type OwnerStatus = 'pending' | 'approved' | 'rejected';

/**
 * Owners in one state (pending by default), oldest submission first, each photo as a link that opens it
 * without a token for OWNER_PHOTO_LINK_TTL_S (`origin` makes the API's own links absolute).
 */
export async function ownersForReview(db: Db, store: ObjectStore, origin: string, status: OwnerStatus) {
  const rows = await db
    .select({ owner: pinOwners, uid: users.uid, nickname: users.nickname })
    .from(pinOwners)
    .innerJoin(users, eq(users.id, pinOwners.userId))
    .where(eq(pinOwners.status, status))
    .orderBy(asc(sql`coalesce(${pinOwners.submittedAt}, ${pinOwners.createdAt})`), asc(pinOwners.userId))
    .limit(200);
  const expiresAt = new Date(Date.now() + OWNER_PHOTO_LINK_TTL_S * 1000);
  const link = async (key: string | null) =>
    key ? new URL(await store.signedUrl(key, OWNER_PHOTO_LINK_TTL_S), origin).toString() : null;
  const list = await Promise.all(
    rows.map(async ({ owner, uid, nickname }) => ({
      user_id: owner.userId,
      uid,
      nickname,
      name: owner.name,
      phone: owner.phone,
      car: owner.car,
      status: owner.status,
      reason: owner.reason,
      submitted_at: iso(owner.submittedAt),
      reviewed_at: iso(owner.reviewedAt),
      files: {
        licence: await link(owner.licence),
        vehicle_licence: await link(owner.vehicleLicence),
        plate: await link(owner.platePhoto),
      },
    })),
  );
  return { list, links_expire_at: expiresAt.toISOString() };
}

/**
 * An operator's decision on a pending owner. Approve: they may publish from now. Reject: the reason is
 * shown to them and they may upload again. Reviewed once (the row is locked); the owner is texted after.
 */
export async function reviewOwner(
  deps: Deps,
  input: { userId: number; decision: 'approve' | 'reject'; reason: string; reviewer: string },
) {
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) {
    throw new AppError(400, 'cert_reason_required', {}, { errors: { reason: 'cert_reason_required' } });
  }
  const result = await deps.db.transaction(async (tx) => {
    const [owner] = await tx.select().from(pinOwners).where(eq(pinOwners.userId, input.userId)).for('update');
    if (!owner) throw new AppError(404, 'pin_owner_not_found');
    if (owner.status !== 'pending') throw new AppError(409, 'pin_review_not_pending', { status: owner.status });
    const now = new Date();
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(pinOwners)
      .set({ status, reason: status === 'rejected' ? reason : '', reviewedAt: now, reviewedBy: input.reviewer })
      .where(eq(pinOwners.userId, owner.userId));
    const [user] = await tx.select({ uid: users.uid }).from(users).where(eq(users.id, owner.userId));
    return {
      user_id: owner.userId,
      uid: user?.uid ?? '',
      name: owner.name,
      status,
      reason: status === 'rejected' ? reason : '',
      reviewed_at: now.toISOString(),
    };
  });
  void notifyPin(deps, {
    kind: 'owner',
    userId: result.user_id,
    event: result.status === 'approved' ? 'approved' : 'rejected',
  });
  return result;
}
