import type { TrainListing, TrainType } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import type { ObjectStore } from '../../adapters/object-store';
import type { Db, Tx } from '../../db/client';
import { type TrainCarRow, type TrainWeeklyRow, trainChecks, trainListings } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import type { User } from '../../platform/user';
import { removeImages, storeImages } from '../certification';
import { CHECK_KINDS, type CheckKind, type ListingRow } from './coach-view';

/**
 * The coach's own listing ('/train/edit', '/train/edit2', '/train/train-edit'): what they offer, their
 * photos and weekly hours, and where their three checks stand. Only coaches (user type 2) have one.
 */

/** The contract's limit on a listing's photos. */
export const MAX_PHOTOS = 6;

/** Listing photos are public (the listings show them): served from this origin like portraits. */
export const TRAIN_PHOTO_PREFIX = '/files/train/';
const photoUrl = (key: string) => `/api${TRAIN_PHOTO_PREFIX}${key.slice('train/'.length)}`;
/** The names storeImages gives; nothing else is a listing photo. */
const PHOTO_NAME = /^[0-9a-f]{32}\.jpg$/;
/** A photo's object-store key from its URL; null for a URL this module did not make. */
export function photoKey(url: string): string | null {
  const prefix = `/api${TRAIN_PHOTO_PREFIX}`;
  const name = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return PHOTO_NAME.test(name) ? `train/${name}` : null;
}
export const isPhotoName = (name: string) => PHOTO_NAME.test(name);

/** Coach-for-hire is offered by coach accounts only; a student is told so. */
export function requireCoach(user: User): void {
  if (user.userType !== 2) throw new AppError(403, 'train_coach_only');
}

/** Everything a student needs before booking: intro, car, price, area, at least one kind and one weekly hour. */
export function isComplete(l: ListingRow | null): boolean {
  return Boolean(l?.intro && l.car && l.priceFen > 0 && l.city && l.area && l.types.length > 0 && l.weekly.length > 0);
}

export async function listingRow(db: Db, userId: number): Promise<ListingRow | null> {
  const [row] = await db.select().from(trainListings).where(eq(trainListings.userId, userId));
  return row ?? null;
}

type CheckRow = typeof trainChecks.$inferSelect;

/** `GET v1/train/listing` as it stands (an empty one before the coach saves anything). */
export async function listingView(db: Db, userId: number): Promise<TrainListing> {
  const [listing, checks] = await Promise.all([
    listingRow(db, userId),
    db.select().from(trainChecks).where(eq(trainChecks.userId, userId)),
  ]);
  const byKind = new Map<string, CheckRow>(checks.map((c) => [c.kind, c]));
  const check = (kind: CheckKind) => {
    const c = byKind.get(kind);
    const status = (c?.status ?? 'none') as TrainListing['checks'][CheckKind]['status'];
    return { status, reason: status === 'rejected' ? (c?.reason ?? '') : '' };
  };
  const approved = CHECK_KINDS.every((k) => byKind.get(k)?.status === 'approved');
  return {
    intro: listing?.intro ?? '',
    photos: listing?.photos ?? [],
    car: listing?.car ?? { model: '', transmission: 'auto', plate: '' },
    price_fen: listing?.priceFen ?? 0,
    city: listing?.city ?? '',
    district: listing?.district ?? '',
    area: listing?.area ?? '',
    lng: listing?.lng ?? null,
    lat: listing?.lat ?? null,
    types: listing?.types ?? [],
    weekly: listing?.weekly ?? [],
    listed: approved && isComplete(listing),
    checks: { identity: check('identity'), plate: check('plate'), licence: check('licence') },
  };
}

/** `GET v1/train/listing`. */
export async function myListing(db: Db, user: User): Promise<TrainListing> {
  requireCoach(user);
  return listingView(db, user.id);
}

export interface ListingInput {
  intro: string;
  car: TrainCarRow;
  price_fen: number;
  city: string;
  district: string;
  area: string;
  lng?: number;
  lat?: number;
  types: TrainType[];
}

/** What an approved plate check says once the coach names another car: look again, before students see it. */
const PLATE_CHANGED = (plate: string) => `车牌号已改为 ${plate}，请重新上传行驶证和车牌照片`;

/**
 * `POST v1/train/listing`: saves the whole listing (the point is both coordinates or neither). Naming a
 * different plate after the plate check was approved sends that check back (rejected, with the reason), so
 * an unchecked car is never shown with the plate badge; the coach uploads the new car's photos.
 */
export async function saveListing(db: Db, user: User, input: ListingInput): Promise<TrainListing> {
  requireCoach(user);
  if ((input.lng === undefined) !== (input.lat === undefined)) {
    throw invalidField(input.lng === undefined ? 'lng' : 'lat', 'train_point_incomplete');
  }
  const types = [...new Set(input.types)];
  const values = {
    intro: input.intro,
    car: input.car,
    priceFen: input.price_fen,
    city: input.city,
    district: input.district,
    area: input.area,
    lng: input.lng ?? null,
    lat: input.lat ?? null,
    types,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ car: trainListings.car })
      .from(trainListings)
      .where(eq(trainListings.userId, user.id))
      .for('update');
    await tx
      .insert(trainListings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: trainListings.userId, set: values });
    const oldPlate = before?.car?.plate;
    if (oldPlate && oldPlate !== input.car.plate) {
      await tx
        .update(trainChecks)
        .set({
          status: 'rejected',
          reason: PLATE_CHANGED(input.car.plate),
          reviewedAt: new Date(),
          reviewedBy: 'plate-changed',
        })
        .where(
          sql`${trainChecks.userId} = ${user.id} and ${trainChecks.kind} = 'plate' and ${trainChecks.status} = 'approved'`,
        );
    }
  });
  return listingView(db, user.id);
}

const WEEKDAY = {
  zh: ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  en: ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
const pad = (n: number) => String(n).padStart(2, '0');
const range = (r: TrainWeeklyRow) => `${pad(r.from)}:00–${pad(r.to)}:00`;

/**
 * The weekly hours as saved: every range ends after it starts, and no two ranges of one day overlap (the
 * refusal names the later one, `weekly.<index>`). Ranges that only touch (09–12, 12–14) are fine. Sorted
 * by day and hour.
 */
export function checkWeekly(weekly: TrainWeeklyRow[]): TrainWeeklyRow[] {
  const day = (w: number) => ({ weekday_zh: WEEKDAY.zh[w] ?? '', weekday_en: WEEKDAY.en[w] ?? '' });
  weekly.forEach((r, i) => {
    if (r.to <= r.from) {
      throw new AppError(
        400,
        'train_weekly_order',
        { ...day(r.weekday), from: pad(r.from), to: pad(r.to) },
        { errors: { [`weekly.${i}.to`]: 'train_weekly_order' } },
      );
    }
  });
  const sorted = weekly.map((r, i) => ({ r, i })).sort((a, b) => a.r.weekday - b.r.weekday || a.r.from - b.r.from);
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1] as { r: TrainWeeklyRow; i: number };
    const next = sorted[k] as { r: TrainWeeklyRow; i: number };
    if (prev.r.weekday === next.r.weekday && next.r.from < prev.r.to) {
      const later = Math.max(prev.i, next.i);
      throw new AppError(
        400,
        'train_weekly_overlap',
        { ...day(next.r.weekday), first: range(prev.r), second: range(next.r) },
        { errors: { [`weekly.${later}`]: 'train_weekly_overlap' } },
      );
    }
  }
  return sorted.map(({ r }) => ({ weekday: r.weekday, from: r.from, to: r.to }));
}

/**
 * `POST v1/train/availability`: replaces the weekly hours. Bookings already made stay: they hold their
 * own hours, whatever the week says from now on.
 */
export async function saveAvailability(db: Db, user: User, weekly: TrainWeeklyRow[]): Promise<TrainListing> {
  requireCoach(user);
  const rows = checkWeekly(weekly);
  await db
    .insert(trainListings)
    .values({ userId: user.id, weekly: rows })
    .onConflictDoUpdate({ target: trainListings.userId, set: { weekly: rows, updatedAt: new Date() } });
  return listingView(db, user.id);
}

const photosFull = () => new AppError(409, 'train_photos_full', { max: String(MAX_PHOTOS) });

/** The listing's photos, its row locked until the transaction ends (none when it has no listing yet). */
async function lockedPhotos(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ photos: trainListings.photos })
    .from(trainListings)
    .where(eq(trainListings.userId, userId))
    .for('update');
  return row?.photos ?? [];
}

/** Refuses a photo before its bytes are read: coaches only, and not past the limit. */
export async function assertCanAddPhoto(db: Db, user: User): Promise<void> {
  requireCoach(user);
  const listing = await listingRow(db, user.id);
  if ((listing?.photos.length ?? 0) >= MAX_PHOTOS) throw photosFull();
}

/**
 * `POST v1/train/photos`: stores the re-encoded photo under `train/` and adds it last. The limit is checked
 * again under the listing's row lock (two uploads at once never make a seventh); a refused photo's file goes.
 */
export async function addPhoto(db: Db, store: ObjectStore, user: User, jpeg: Buffer): Promise<TrainListing> {
  requireCoach(user);
  const [key] = (await storeImages(store, 'train', [jpeg])) as [string];
  try {
    await db.transaction(async (tx) => {
      await tx.insert(trainListings).values({ userId: user.id }).onConflictDoNothing();
      const photos = await lockedPhotos(tx, user.id);
      if (photos.length >= MAX_PHOTOS) throw photosFull();
      await tx
        .update(trainListings)
        .set({ photos: [...photos, photoUrl(key)], updatedAt: new Date() })
        .where(eq(trainListings.userId, user.id));
    });
  } catch (error) {
    await removeImages(store, [key]).catch(() => undefined);
    throw error;
  }
  return listingView(db, user.id);
}

/** `POST v1/train/photos/remove`: takes off the photo at `index` (0 = the cover) and deletes its file. */
export async function removePhoto(db: Db, store: ObjectStore, user: User, index: number): Promise<TrainListing> {
  requireCoach(user);
  const removed = await db.transaction(async (tx) => {
    const photos = await lockedPhotos(tx, user.id);
    const url = photos[index];
    if (url === undefined) {
      throw new AppError(
        400,
        'train_photo_not_found',
        { n: String(index + 1) },
        { errors: { index: 'train_photo_not_found' } },
      );
    }
    await tx
      .update(trainListings)
      .set({ photos: photos.filter((_, i) => i !== index), updatedAt: new Date() })
      .where(eq(trainListings.userId, user.id));
    return url;
  });
  const key = photoKey(removed);
  if (key) await removeImages(store, [key]).catch(() => undefined);
  return listingView(db, user.id);
}
