import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../platform/errors';

/** The home page's banners as the console edits them (issue 16); the app shows the active ones by `sort`. */

const columns = {
  id: banners.id,
  title: banners.title,
  image: banners.image,
  link: banners.link,
  sort: banners.sort,
  active: banners.active,
};

export async function allBanners(db: Db) {
  return db.select(columns).from(banners).orderBy(asc(banners.sort), asc(banners.id));
}

async function bannerById(db: Db, id: number) {
  const [row] = await db.select(columns).from(banners).where(eq(banners.id, id));
  return row ?? null;
}

export async function saveBanner(
  db: Db,
  input: { id?: number; title: string; image: string; link: string; sort: number; active: boolean },
) {
  const before = input.id ? await bannerById(db, input.id) : null;
  if (input.id && !before) throw notFound('banner_not_found');
  const { id, ...values } = input;
  const [row] = id
    ? await db.update(banners).set(values).where(eq(banners.id, id)).returning(columns)
    : await db
        .insert(banners)
        .values({ ...values, slug: `b-${randomBytes(6).toString('hex')}` })
        .returning(columns);
  return { before, after: row as NonNullable<typeof before> };
}
