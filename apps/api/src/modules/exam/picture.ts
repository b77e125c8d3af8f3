import { atlasEntry } from '@xueche/atlas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions } from '../../db/schema';

/**
 * A question's picture is stored as written in the bank: a `/static/` path, an `https://` URL, or `atlas:<key>`
 * naming an atlas drawing (docs/question-bank.md). Students get a URL either way: the atlas's is the SVG the API
 * draws at `/static/atlas/<key>.svg`, crisp at any size.
 */
const ATLAS = /^atlas:([a-z0-9-]+)$/;

export const atlasKeyOf = (image: string | null): string | null => (image && ATLAS.exec(image)?.[1]) || null;

export function pictureUrl(image: string | null): string | null {
  const key = atlasKeyOf(image);
  return key ? `/static/atlas/${key}.svg` : image;
}

/** An image field is valid when it is a path or URL, or names an entry the atlas has. */
export const namesKnownAtlasEntry = (image: string): boolean => {
  const key = atlasKeyOf(image);
  return key !== null && atlasEntry(key) !== undefined;
};

/** The bank's questions whose picture is this atlas entry, subject one first, in the bank's order. */
export function questionsPictured(db: Db, key: string) {
  return db
    .select({ id: questions.id, subject: questions.subject, type: questions.type, stem: questions.stem })
    .from(questions)
    .where(eq(questions.image, `atlas:${key}`))
    .orderBy(asc(questions.subject), asc(questions.chapterId), asc(questions.id));
}
