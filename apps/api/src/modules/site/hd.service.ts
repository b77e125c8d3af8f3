import type { HdClip, HdVideo } from '@xueche/contract';
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import { siteHdVideos } from '../../db/schema';
import type { HdDoc } from '../../db/schema/site-docs';
import type { Deps } from '../../deps';
import { notFound } from '../../platform/errors';
import type { User } from '../../platform/user';
import { fieldById } from '../fields';
import { siteFieldOf } from './site-field';
import { mediaInfo, siteVideo } from './site-media';

type HdRow = typeof siteHdVideos.$inferSelect;

/** A video's card: its cover is its first clip's. */
async function card(deps: Deps, row: HdRow) {
  const start = row.graph.clips.find((c) => c.key === row.graph.start);
  const cover = start ? ((await mediaInfo(deps.storage, start.video))?.cover ?? '') : '';
  return { id: row.id, title: row.graph.title, summary: row.graph.summary, cover, field_id: row.fieldId };
}

/**
 * `v3/hd/land`: the interactive videos of the field (its own first, then the general ones). Without a field
 * (no `field_id`, nobody signed in or no field chosen) the general ones only: they belong to no field.
 */
export async function hdLand(deps: Deps, user: User | null, fieldId?: number) {
  const field = fieldId || user?.fieldId ? await siteFieldOf(deps.db, user, fieldId) : null;
  const rows = await deps.db
    .select()
    .from(siteHdVideos)
    .where(
      field ? or(eq(siteHdVideos.fieldId, field.field_id), isNull(siteHdVideos.fieldId)) : isNull(siteHdVideos.fieldId),
    )
    .orderBy(sql`${siteHdVideos.fieldId} is null`, asc(siteHdVideos.sort), asc(siteHdVideos.id));
  return Promise.all(rows.map((row) => card(deps, row)));
}

/**
 * Whether the reader may watch a field's interactive video whole: its opening clip plays free, the rest
 * follows the field's course. A general video belongs to no course and is free throughout.
 */
async function isBoughtFor(deps: Deps, user: User | null, fieldId: number | null): Promise<boolean> {
  if (fieldId === null) return true;
  const field = await fieldById(deps.db, fieldId, user?.id ?? null);
  return !field || field.lesson_id === null || field.is_buy === 1;
}

/** `v3/hd/info`: one interactive video, its clips and the choices that branch between them. */
export async function hdInfo(deps: Deps, user: User | null, id: number): Promise<HdVideo> {
  const [row] = await deps.db.select().from(siteHdVideos).where(eq(siteHdVideos.id, id));
  if (!row) throw notFound('hd_not_found');
  const graph: HdDoc = row.graph;
  const isBuy = await isBoughtFor(deps, user, row.fieldId);
  const clips = await Promise.all(
    graph.clips.map(async (clip): Promise<HdClip> => {
      const video = await siteVideo(deps.storage, clip.video, clip.title, { free: clip.key === graph.start, isBuy });
      if (!video) throw notFound('media_not_found');
      return { key: clip.key, title: clip.title, video, question: clip.question };
    }),
  );
  const { cover } = await card(deps, row);
  return {
    id: row.id,
    title: graph.title,
    summary: graph.summary,
    cover,
    field_id: row.fieldId,
    start: graph.start,
    clips,
  };
}
