import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coachProfiles } from '../../db/schema';
import type { User } from '../auth/tokens';
import { requireProfile } from './certification.service';
import { removeImages, storeImages } from './images';

/** Where portraits are served (under /api, so the dev proxy and the API's not-found answer apply). */
export const PORTRAIT_PREFIX = '/files/portraits/';
export const portraitUrl = (name: string) => `/api${PORTRAIT_PREFIX}${name}`;

/** Saves the coach's new portrait (already cropped and re-encoded) and removes the one it replaces. */
export async function savePortrait(db: Db, dataDir: string, user: User, jpeg: Buffer): Promise<{ photo: string }> {
  const before = await requireProfile(db, user);
  const [name] = (await storeImages(dataDir, 'portraits', [jpeg])) as [string];
  const photo = portraitUrl(name);
  try {
    await db.update(coachProfiles).set({ photo }).where(eq(coachProfiles.userId, user.id));
  } catch (error) {
    await removeImages(dataDir, 'portraits', [name]);
    throw error;
  }
  const old = before.photo.startsWith(`/api${PORTRAIT_PREFIX}`)
    ? before.photo.slice(`/api${PORTRAIT_PREFIX}`.length)
    : '';
  if (/^[0-9a-f]{32}\.jpg$/.test(old)) await removeImages(dataDir, 'portraits', [old]);
  return { photo };
}
