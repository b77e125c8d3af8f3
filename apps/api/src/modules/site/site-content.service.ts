import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, isNull, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { siteFields, siteHdVideos } from '../../db/schema';
import { HdDoc, mediaOf, SiteFile } from '../../db/schema/site-docs';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../platform/errors';
import { fieldById } from '../fields';
import { imageBytes, mediaInfo } from './site-media';

/** One problem of an imported file, where it is (`yard.items.2.dims.garage_width`) and what is wrong. */
export interface SiteProblem {
  path: string;
  message: string;
}

type Store = Deps['storage'];

/** The field's content as its import file (keys in the order people read them: jsonb keeps its own). */
export async function exportSite(db: Db, fieldId: number): Promise<SiteFile> {
  if (!(await fieldById(db, fieldId))) throw notFound('field_not_found');
  const [row] = await db.select().from(siteFields).where(eq(siteFields.fieldId, fieldId));
  if (!row) throw new AppError(404, 'site_no_yard');
  const videos = await db
    .select({ graph: siteHdVideos.graph })
    .from(siteHdVideos)
    .where(eq(siteHdVideos.fieldId, fieldId))
    .orderBy(asc(siteHdVideos.sort), asc(siteHdVideos.id));
  return SiteFile.parse({
    yard: row.yard,
    panoramas: row.panoramas,
    interactive: videos.map((v) => v.graph),
    practice_slots: row.practiceSlots,
  });
}

/** The general interactive videos (for every field) as their import file. */
export async function exportGeneral(db: Db): Promise<{ interactive: HdDoc[] }> {
  const videos = await db
    .select({ graph: siteHdVideos.graph })
    .from(siteHdVideos)
    .where(isNull(siteHdVideos.fieldId))
    .orderBy(asc(siteHdVideos.sort), asc(siteHdVideos.id));
  return { interactive: videos.map((v) => HdDoc.parse(v.graph)) };
}

function problemsOf(error: z.ZodError): SiteProblem[] {
  return error.issues.map((i) => ({ path: i.path.join('.') || 'file', message: i.message }));
}

function parseJson(content: string): { ok: true; data: unknown } | { ok: false; errors: SiteProblem[] } {
  try {
    return { ok: true, data: JSON.parse(content) };
  } catch (error) {
    return { ok: false, errors: [{ path: 'file', message: `not valid JSON: ${(error as Error).message}` }] };
  }
}

/**
 * Every media file a document names must be there: a video folder with its playlist, a panorama image
 * that decodes and is 2:1 (equirectangular).
 */
async function missingMedia(store: Store, refs: { path: string; ref: string; kind: 'video' | 'image' }[]) {
  const problems: SiteProblem[] = [];
  const seen = new Map<string, string | null>();
  for (const { path, ref, kind } of refs) {
    let problem = seen.get(`${kind} ${ref}`);
    if (problem === undefined) {
      problem = kind === 'video' ? await videoProblem(store, ref) : await imageProblem(store, ref);
      seen.set(`${kind} ${ref}`, problem);
    }
    if (problem) problems.push({ path, message: problem });
  }
  return problems;
}

async function videoProblem(store: Store, ref: string): Promise<string | null> {
  const info = await mediaInfo(store, ref);
  if (!info) return `no video at ${ref} (upload it first: npm run ops -- site:upload <folder>)`;
  return info.duration_s > 0 ? null : `the video at ${ref} has no length`;
}

async function imageProblem(store: Store, ref: string): Promise<string | null> {
  const bytes = await imageBytes(store, ref);
  if (!bytes) return `no image at ${ref} (upload it first: npm run ops -- site:upload <image>)`;
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (Math.abs(width - 2 * height) > 2) return `${ref} is ${width}×${height}, not a 2:1 panorama`;
  } catch {
    return `${ref} cannot be read as an image`;
  }
  return null;
}

/** Reads and checks a field's import file: the file, or every problem found with its path. */
export async function readSiteFile(
  store: Store,
  content: string,
): Promise<{ ok: true; file: SiteFile } | { ok: false; errors: SiteProblem[] }> {
  const json = parseJson(content);
  if (!json.ok) return json;
  const parsed = SiteFile.safeParse(json.data);
  if (!parsed.success) return { ok: false, errors: problemsOf(parsed.error) };
  const missing = await missingMedia(store, mediaOf(parsed.data));
  if (missing.length) return { ok: false, errors: missing };
  return { ok: true, file: parsed.data };
}

export type ImportResult<T> =
  | { ok: true; changed: boolean; before: T | null; after: T }
  | { ok: false; errors: SiteProblem[] };

/**
 * Puts a field's interactive videos (or the general ones, fieldId null) in place: updated by key (so their
 * ids, and the links to them, stay), new ones added, the ones the file no longer has removed.
 */
async function putVideos(tx: Tx, fieldId: number | null, videos: HdDoc[]) {
  const scope = fieldId === null ? isNull(siteHdVideos.fieldId) : eq(siteHdVideos.fieldId, fieldId);
  const keys = videos.map((v) => v.key);
  await tx.delete(siteHdVideos).where(keys.length ? and(scope, notInArray(siteHdVideos.key, keys)) : scope);
  for (const [sort, graph] of videos.entries()) {
    const [existing] = await tx
      .select({ id: siteHdVideos.id })
      .from(siteHdVideos)
      .where(and(scope, eq(siteHdVideos.key, graph.key)));
    if (existing) {
      await tx.update(siteHdVideos).set({ graph, sort, updatedAt: new Date() }).where(eq(siteHdVideos.id, existing.id));
    } else {
      await tx.insert(siteHdVideos).values({ fieldId, key: graph.key, graph, sort });
    }
  }
}

/**
 * Gives the field the yard, panoramas, interactive videos and practice slots of the file, whole or not at
 * all: any problem (the file's shape, a measurement the field's car cannot have, a station or clip that
 * names one that does not exist, a media file not uploaded) and nothing is stored.
 */
export async function importSite(deps: Deps, fieldId: number, content: string): Promise<ImportResult<SiteFile>> {
  const { db } = deps;
  if (!(await fieldById(db, fieldId))) throw notFound('field_not_found');
  const read = await readSiteFile(deps.storage, content);
  if (!read.ok) return read;
  const before = await exportSite(db, fieldId).catch(() => null);
  const after = read.file;
  const changed = !isDeepStrictEqual(before, after);
  if (changed) {
    await db.transaction(async (tx) => {
      const values = {
        yard: after.yard,
        panoramas: after.panoramas,
        practiceSlots: after.practice_slots,
        updatedAt: new Date(),
      };
      await tx
        .insert(siteFields)
        .values({ fieldId, ...values })
        .onConflictDoUpdate({ target: siteFields.fieldId, set: values });
      await putVideos(tx, fieldId, after.interactive);
    });
  }
  return { ok: true, changed, before, after };
}

/** The general interactive videos' file: `{ "interactive": [ … ] }`, whole or not at all. */
export async function importGeneral(deps: Deps, content: string): Promise<ImportResult<{ interactive: HdDoc[] }>> {
  const json = parseJson(content);
  if (!json.ok) return json;
  const parsed = SiteFile.shape.interactive.safeParse((json.data as { interactive?: unknown } | null)?.interactive);
  if (!parsed.success) {
    return {
      ok: false,
      errors: problemsOf(parsed.error).map((p) => ({
        ...p,
        path: p.path === 'file' ? 'interactive' : `interactive.${p.path}`,
      })),
    };
  }
  const keys = parsed.data.map((v) => v.key);
  const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (twice >= 0)
    return { ok: false, errors: [{ path: `interactive.${twice}.key`, message: `${keys[twice]} appears twice` }] };
  const refs = parsed.data.flatMap((v, i) =>
    v.clips.map((c, k) => ({ path: `interactive.${i}.clips.${k}.video`, ref: c.video, kind: 'video' as const })),
  );
  const missing = await missingMedia(deps.storage, refs);
  if (missing.length) return { ok: false, errors: missing };
  const before = await exportGeneral(deps.db);
  const after = { interactive: parsed.data };
  const changed = !isDeepStrictEqual(before, after);
  if (changed) await deps.db.transaction(async (tx) => putVideos(tx, null, after.interactive));
  return { ok: true, changed, before, after };
}
