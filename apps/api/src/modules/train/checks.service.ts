import type { TrainListing } from '@xueche/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { trainChecks, trainListings, users } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { User } from '../../platform/user';
import type { UploadLabels } from '../certification';
import { removeImages, storeImages } from '../certification';
import type { CheckKind } from './coach-view';
import { isComplete, listingView, requireCoach } from './listing.service';

/**
 * The coach's three checks (`v1/train/idenf`, `plate`, `driving`; docs/train.md#the-three-checks), each photos an
 * operator looks at: pending until reviewed, then approved or rejected with a reason. A coach is listed only once all
 * three are approved (and the listing is complete).
 *
 * Uploading again: a pending or rejected check is replaced (the new photos, pending again, the old files
 * deleted); an approved one is refused — the badge students see stays backed by the photos an operator
 * approved, and a change goes through customer service. The one way an approved check reopens is the
 * coach naming another car (listing.service: the plate check goes back to rejected with the reason).
 */

/** Each check's upload fields (multipart file names), in the order they are stored. */
export const CHECK_PARTS = {
  identity: ['front', 'back'],
  plate: ['vehicle_licence', 'plate'],
  licence: ['licence'],
} as const satisfies Record<CheckKind, readonly string[]>;

/** The fields as a coach reads them in an upload's error sentence. */
export const CHECK_LABELS: UploadLabels = {
  front: { zh: '身份证人像面', en: 'ID card (photo side)' },
  back: { zh: '身份证国徽面', en: 'ID card (emblem side)' },
  vehicle_licence: { zh: '行驶证', en: 'vehicle licence' },
  plate: { zh: '车辆照片（含车牌）', en: 'photo of the car with its plate' },
  licence: { zh: '驾驶证', en: 'driving licence' },
};

const KIND_NAMES: Record<CheckKind, { zh: string; en: string }> = {
  identity: { zh: '身份认证', en: 'identity check' },
  plate: { zh: '车辆认证', en: 'car check' },
  licence: { zh: '驾驶证认证', en: 'driving licence check' },
};

const alreadyApproved = (kind: CheckKind) =>
  new AppError(409, 'train_check_approved', { check_zh: KIND_NAMES[kind].zh, check_en: KIND_NAMES[kind].en });

/** Refuses an upload before its bytes are read: coaches only, and not over an approved check. */
export async function assertCanSubmitCheck(db: Db, user: User, kind: CheckKind): Promise<void> {
  requireCoach(user);
  const [row] = await db
    .select({ status: trainChecks.status })
    .from(trainChecks)
    .where(and(eq(trainChecks.userId, user.id), eq(trainChecks.kind, kind)));
  if (row?.status === 'approved') throw alreadyApproved(kind);
}

/**
 * Stores a check's re-encoded photos under `train-checks/` and makes it pending. Checked again under the
 * check's row lock (the row is made first if missing, so two first uploads at once queue on it); a refused
 * or failed upload's files are removed, and the files it replaces go once the new ones are in.
 */
export async function submitCheck(
  db: Db,
  store: ObjectStore,
  user: User,
  kind: CheckKind,
  images: Record<string, Buffer>,
): Promise<TrainListing> {
  requireCoach(user);
  const parts: readonly string[] = CHECK_PARTS[kind];
  const keys = await storeImages(
    store,
    'train-checks',
    parts.map((p) => images[p] as Buffer),
  );
  const photos = Object.fromEntries(parts.map((p, i) => [p, keys[i] as string]));
  let previous: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.insert(trainChecks).values({ userId: user.id, kind, photos: {} }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(trainChecks)
        .where(and(eq(trainChecks.userId, user.id), eq(trainChecks.kind, kind)))
        .for('update');
      if (!row) throw new Error('the check row was just made');
      if (row.status === 'approved') throw alreadyApproved(kind);
      previous = Object.values(row.photos);
      await tx
        .update(trainChecks)
        .set({
          photos,
          status: 'pending',
          reason: '',
          submittedAt: new Date(),
          reviewedAt: null,
          reviewedBy: null,
        })
        .where(eq(trainChecks.id, row.id));
    });
  } catch (error) {
    await removeImages(store, keys).catch(() => undefined);
    throw error;
  }
  await removeImages(store, previous).catch(() => undefined);
  return listingView(db, user.id);
}

/** How long an operator's links to a check's photos work (as for coach certification, docs/storage.md). */
export const CHECK_PHOTO_LINK_TTL_S = 15 * 60;

export type CheckStatus = 'pending' | 'approved' | 'rejected';

/**
 * Checks in one state (pending by default), oldest submission first, with who sent them, the plate their
 * listing names (what the plate check's photos should show) and a link to each photo that opens without a
 * token for CHECK_PHOTO_LINK_TTL_S (`origin` makes the API's own links absolute).
 */
export async function checksForReview(db: Db, store: ObjectStore, origin: string, status: CheckStatus) {
  const rows = await db
    .select({
      check: trainChecks,
      uid: users.uid,
      nickname: users.nickname,
      memberId: users.hashId,
      car: trainListings.car,
    })
    .from(trainChecks)
    .innerJoin(users, eq(users.id, trainChecks.userId))
    .leftJoin(trainListings, eq(trainListings.userId, trainChecks.userId))
    .where(eq(trainChecks.status, status))
    .orderBy(asc(trainChecks.submittedAt), asc(trainChecks.id))
    .limit(300);
  // Taken before signing, so no link expires earlier than the time the operator is told.
  const expiresAt = new Date(Date.now() + CHECK_PHOTO_LINK_TTL_S * 1000);
  const link = async (key: string) => new URL(await store.signedUrl(key, CHECK_PHOTO_LINK_TTL_S), origin).toString();
  const list = await Promise.all(
    rows.map(async ({ check, uid, nickname, memberId, car }) => ({
      id: check.id,
      kind: check.kind as CheckKind,
      user_id: check.userId,
      uid,
      nickname,
      member_id: memberId,
      plate: car?.plate ?? null,
      status: check.status as CheckStatus,
      reason: check.reason,
      submitted_at: check.submittedAt.toISOString(),
      reviewed_at: check.reviewedAt?.toISOString() ?? null,
      files: Object.fromEntries(
        await Promise.all(Object.entries(check.photos).map(async ([part, key]) => [part, await link(key)] as const)),
      ),
    })),
  );
  return { list, links_expire_at: expiresAt.toISOString() };
}

/**
 * An operator's decision on a pending check. Approve: its badge shows, and with all three approved and the
 * listing complete the coach is listed. Reject: the reason is shown to the coach, who may upload again.
 * Reviewed once (the row is locked); answers whether the coach is listed now.
 */
export async function reviewCheck(
  db: Db,
  input: { id: number; decision: 'approve' | 'reject'; reason: string; reviewer: string },
) {
  const reason = input.reason.trim();
  if (input.decision === 'reject' && !reason) {
    throw new AppError(400, 'cert_reason_required', {}, { errors: { reason: 'cert_reason_required' } });
  }
  const result = await db.transaction(async (tx) => {
    const [check] = await tx.select().from(trainChecks).where(eq(trainChecks.id, input.id)).for('update');
    if (!check) throw new AppError(404, 'train_check_not_found');
    if (check.status !== 'pending') throw new AppError(409, 'train_check_not_pending', { status: check.status });
    const now = new Date();
    const status: CheckStatus = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(trainChecks)
      .set({ status, reason: status === 'rejected' ? reason : '', reviewedAt: now, reviewedBy: input.reviewer })
      .where(eq(trainChecks.id, check.id));
    const [user] = await tx
      .select({ uid: users.uid, nickname: users.nickname })
      .from(users)
      .where(eq(users.id, check.userId));
    return {
      id: check.id,
      kind: check.kind as CheckKind,
      user_id: check.userId,
      uid: user?.uid ?? '',
      nickname: user?.nickname ?? '',
      status,
      reason: status === 'rejected' ? reason : '',
      reviewed_at: now.toISOString(),
    };
  });
  return { ...result, listed: await isListed(db, result.user_id) };
}

/** Whether a coach is listed: all three checks approved and the listing complete. */
export async function isListed(db: Db, userId: number): Promise<boolean> {
  const [[approved], [listing]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainChecks)
      .where(and(eq(trainChecks.userId, userId), eq(trainChecks.status, 'approved'))),
    db.select().from(trainListings).where(eq(trainListings.userId, userId)),
  ]);
  return (approved?.n ?? 0) === 3 && isComplete(listing ?? null);
}
