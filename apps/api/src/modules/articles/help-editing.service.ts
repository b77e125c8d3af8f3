import { randomBytes } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, helpEntries } from '../../db/schema';
import { invalidField, notFound } from '../../platform/errors';
import { toEvent } from './help.service';
import { cleanBody, sanitizeRichText } from './sanitize';

/**
 * Help entries and campaign pages as the console edits them (issue 16). Bodies are stored as the sanitiser
 * leaves them; the app's reads (help.service.ts) show an edit at once, since their cache follows the text.
 */

const helpColumns = {
  id: helpEntries.id,
  audience: helpEntries.audience,
  kind: helpEntries.kind,
  title: helpEntries.title,
  summary: helpEntries.summary,
  body: helpEntries.body,
  media: helpEntries.media,
  sort: helpEntries.sort,
};
type HelpRow = {
  id: number;
  audience: string;
  kind: string;
  title: string;
  summary: string;
  body: string;
  media: string | null;
  sort: number;
};
/** Bodies are cleaned on read too, as the app's reads are: a row changed in the database never passed the save. */
const toHelp = (h: HelpRow) => ({
  ...h,
  body: cleanBody(`help:${h.id}`, h.body),
  audience: h.audience as 'student' | 'coach',
  kind: h.kind as 'article' | 'video',
});

export async function allHelpEntries(db: Db) {
  const rows = await db
    .select(helpColumns)
    .from(helpEntries)
    .orderBy(asc(helpEntries.audience), asc(helpEntries.sort), asc(helpEntries.id));
  return rows.map(toHelp);
}

export async function saveHelpEntry(
  db: Db,
  input: {
    id?: number;
    audience: 'student' | 'coach';
    kind: 'article' | 'video';
    title: string;
    summary: string;
    body: string;
    media: string | null;
    sort: number;
  },
) {
  if (input.kind === 'video' && !input.media) throw invalidField('media', 'help_media_required');
  const body = sanitizeRichText(input.body);
  if (input.kind === 'article' && !body.replace(/<(?!img\b)[^>]*>/g, '').trim()) {
    throw invalidField('body', 'article_body_empty');
  }
  let before: ReturnType<typeof toHelp> | null = null;
  if (input.id) {
    const [row] = await db.select(helpColumns).from(helpEntries).where(eq(helpEntries.id, input.id));
    if (!row) throw notFound('help_not_found');
    before = toHelp(row);
  }
  const { id, ...rest } = input;
  const values = { ...rest, body, media: input.kind === 'video' ? input.media : null };
  const [row] = id
    ? await db.update(helpEntries).set(values).where(eq(helpEntries.id, id)).returning(helpColumns)
    : await db
        .insert(helpEntries)
        .values({ ...values, slug: `h-${randomBytes(6).toString('hex')}` })
        .returning(helpColumns);
  return { before, after: toHelp(row as HelpRow) };
}

type EventRow = typeof events.$inferSelect;

export async function allEvents(db: Db) {
  const rows = await db.select().from(events).orderBy(desc(events.startsAt), desc(events.id));
  return rows.map(toEvent);
}

export async function saveEvent(
  db: Db,
  input: { id?: number; title: string; body: string; cover: string; starts_at: string; ends_at: string },
) {
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  if (endsAt <= startsAt) throw invalidField('ends_at', 'window_end_before_start');
  const body = sanitizeRichText(input.body);
  if (!body.replace(/<(?!img\b)[^>]*>/g, '').trim()) throw invalidField('body', 'article_body_empty');
  let before: ReturnType<typeof toEvent> | null = null;
  if (input.id) {
    const [row] = await db.select().from(events).where(eq(events.id, input.id));
    if (!row) throw notFound('event_not_found');
    before = toEvent(row);
  }
  const values = { title: input.title, body, cover: input.cover, startsAt, endsAt };
  const [row] = input.id
    ? await db.update(events).set(values).where(eq(events.id, input.id)).returning()
    : await db
        .insert(events)
        .values({ ...values, slug: `e-${randomBytes(6).toString('hex')}` })
        .returning();
  return { before, after: toEvent(row as EventRow) };
}
