import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, helpEntries } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { mediaUrls } from '../lessons';
import { cleanBody } from './sanitize';

type HelpRow = typeof helpEntries.$inferSelect;

const toItem = (h: HelpRow) => ({
  id: h.id,
  kind: h.kind as 'article' | 'video',
  title: h.title,
  summary: h.summary,
  cover: h.media ? mediaUrls(h.media).cover : null,
  duration_s: h.durationS,
});

export async function helpList(db: Db, audience: 'student' | 'coach', kind?: 'article' | 'video') {
  const rows = await db
    .select()
    .from(helpEntries)
    .where(and(eq(helpEntries.audience, audience), kind ? eq(helpEntries.kind, kind) : undefined))
    .orderBy(asc(helpEntries.sort), asc(helpEntries.id));
  return { list: rows.map(toItem) };
}

export async function helpOne(db: Db, id: number) {
  const [h] = await db.select().from(helpEntries).where(eq(helpEntries.id, id));
  if (!h) throw notFound('help_not_found');
  const media = h.media ? mediaUrls(h.media) : null;
  return { ...toItem(h), body: cleanBody(`help:${h.id}`, h.body), mp4: media?.mp4 ?? null, hls: media?.hls ?? null };
}

/** An event as the app and the console show it (its body cleaned as it is shown). */
export const toEvent = (e: typeof events.$inferSelect) => ({
  id: e.id,
  title: e.title,
  body: cleanBody(`event:${e.id}`, e.body),
  cover: e.cover,
  starts_at: e.startsAt.toISOString(),
  ends_at: e.endsAt.toISOString(),
});

export async function eventById(db: Db, id: number, now = new Date()) {
  const [e] = await db.select().from(events).where(eq(events.id, id));
  if (!e) throw notFound('event_not_found');
  const state = now < e.startsAt ? 'upcoming' : now >= e.endsAt ? 'ended' : 'running';
  return { ...toEvent(e), state: state as 'upcoming' | 'running' | 'ended' };
}
