import { eq } from 'drizzle-orm';
import type { ObjectStore, StoredObject } from '../../adapters/object-store';
import type { Db } from '../../db/client';
import { coachProfiles } from '../../db/schema';
import type { User } from '../../platform/user';
import { requireProfile } from './certification.service';
import { removeImages, storeImages } from './images';

/**
 * Where portraits are served (under /api, so the dev proxy and the API's not-found answer apply): from
 * this origin whichever store holds them, so the page policy allows them and a poster canvas that draws
 * one can still be exported.
 */
export const PORTRAIT_PREFIX = '/files/portraits/';
export const portraitUrl = (name: string) => `/api${PORTRAIT_PREFIX}${name}`;

/** The names storeImages gives; nothing else is a portrait. */
const NAME = /^[0-9a-f]{32}\.jpg$/;

/** Saves the coach's new portrait (already cropped and re-encoded) and removes the one it replaces. */
export async function savePortrait(db: Db, store: ObjectStore, user: User, jpeg: Buffer): Promise<{ photo: string }> {
  const before = await requireProfile(db, user);
  const [key] = (await storeImages(store, 'portraits', [jpeg])) as [string];
  const photo = portraitUrl(key.slice('portraits/'.length));
  try {
    await db.update(coachProfiles).set({ photo }).where(eq(coachProfiles.userId, user.id));
  } catch (error) {
    await removeImages(store, [key]);
    throw error;
  }
  const old = before.photo.startsWith(`/api${PORTRAIT_PREFIX}`)
    ? before.photo.slice(`/api${PORTRAIT_PREFIX}`.length)
    : '';
  if (NAME.test(old)) await removeImages(store, [`portraits/${old}`]);
  return { photo };
}

/** A portrait by the name in its URL; null for a name that is not one. */
export async function readPortrait(store: ObjectStore, name: string): Promise<StoredObject | null> {
  return NAME.test(name) ? store.get(`portraits/${name}`) : null;
}
