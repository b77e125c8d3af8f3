import { atlasEntry, svgDocument } from '@xueche/atlas';
import type { QuestionType, Subject } from '@xueche/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { atlasProgress } from '../../db/schema';
import { invalidField, notFound } from '../../platform/errors';
import { questionsPictured } from '../exam';

/** The entry's drawing as an SVG file, or null for a key the atlas does not have. */
export function atlasSvg(key: string): string | null {
  const entry = atlasEntry(key);
  return entry ? svgDocument(entry) : null;
}

/** The questions that show this entry as their picture. */
export async function atlasQuestions(db: Db, key: string) {
  if (!atlasEntry(key)) throw notFound('atlas_entry_not_found');
  const rows = await questionsPictured(db, key);
  return {
    key,
    questions: rows.map((q) => ({
      id: q.id,
      subject: q.subject as Subject,
      type: q.type as QuestionType,
      stem: q.stem,
    })),
  };
}

/**
 * Records one practice answer: right when the name picked is the entry's own. Both keys must be the atlas's,
 * so a made-up answer changes nothing.
 */
export async function answerAtlas(db: Db, userId: number, key: string, chosen: string) {
  if (!atlasEntry(key)) throw invalidField('key', 'atlas_entry_not_found');
  if (!atlasEntry(chosen)) throw invalidField('chosen', 'atlas_entry_not_found');
  const correct = key === chosen;
  const right = correct ? 1 : 0;
  await db
    .insert(atlasProgress)
    .values({ userId, entryKey: key, answers: 1, rights: right, lastRight: correct })
    .onConflictDoUpdate({
      target: [atlasProgress.userId, atlasProgress.entryKey],
      set: {
        answers: sql`${atlasProgress.answers} + 1`,
        rights: sql`${atlasProgress.rights} + ${right}`,
        lastRight: correct,
        updatedAt: sql`now()`,
      },
    });
  return { correct, answer: key };
}

/** A student's atlas practice, per entry and in total; entries the atlas no longer has are left out. */
export async function atlasProgressOf(db: Db, userId: number) {
  const rows = await db
    .select({
      key: atlasProgress.entryKey,
      answers: atlasProgress.answers,
      rights: atlasProgress.rights,
      last_right: atlasProgress.lastRight,
    })
    .from(atlasProgress)
    .where(eq(atlasProgress.userId, userId));
  const entries = rows.filter((r) => atlasEntry(r.key));
  return {
    answers: entries.reduce((n, e) => n + e.answers, 0),
    rights: entries.reduce((n, e) => n + e.rights, 0),
    entries,
  };
}
