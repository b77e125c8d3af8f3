import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, examFields, lightSets } from '../../db/schema';
import { type LightItem, LightSet } from '../../db/schema/light-set';
import { notFound } from '../../platform/errors';
import { versionOf } from './light.service';
import { STANDARD_SET } from './standard-set';

/** One problem of an imported set, where it is (`items.3.expect`) and what is wrong. */
export interface SetProblem {
  path: string;
  message: string;
}

/** A field's set as the audit log keeps it, before and after a change. */
export interface SetState {
  own: boolean;
  version: string;
  set: LightSet;
}

/** A set in the import format, its keys in the order people read them (jsonb keeps its own order). */
export function setFile(set: LightSet): LightSet {
  const item = (i: LightItem): LightItem => ({ key: i.key, text: i.text, expect: i.expect });
  return {
    opening: item(set.opening),
    order: set.order,
    draw: set.draw,
    items: set.items.map(item),
    closing: item(set.closing),
  };
}

/** The field's set for an operator: its own, or the standard one. An unknown field is a 404. */
export async function fieldSet(db: Db, fieldId: number): Promise<SetState> {
  const [row] = await db
    .select({ set: lightSets.set })
    .from(examFields)
    .leftJoin(lightSets, eq(lightSets.fieldId, examFields.id))
    .where(eq(examFields.id, fieldId));
  if (!row) throw notFound('field_not_found');
  const set = setFile(row.set ?? STANDARD_SET);
  return { own: Boolean(row.set), version: versionOf(set), set };
}

/** Every field, whether it has a set of its own and its version; and the standard set's. */
export async function listSets(db: Db) {
  const rows = await db
    .select({
      fieldId: examFields.id,
      fieldName: examFields.name,
      city: cities.title,
      set: lightSets.set,
      updatedAt: lightSets.updatedAt,
    })
    .from(examFields)
    .innerJoin(cities, eq(cities.id, examFields.cityId))
    .leftJoin(lightSets, eq(lightSets.fieldId, examFields.id))
    .orderBy(asc(cities.sort), asc(examFields.sort), asc(examFields.id));
  return {
    standard: { version: versionOf(STANDARD_SET), items: STANDARD_SET.items.length, draw: STANDARD_SET.draw },
    fields: rows.map((r) => {
      const set = r.set ?? STANDARD_SET;
      return {
        field_id: r.fieldId,
        field_name: r.fieldName,
        city: r.city,
        own: Boolean(r.set),
        version: versionOf(set),
        items: set.items.length,
        draw: set.draw,
        order: set.order,
        updated_at: r.updatedAt ? r.updatedAt.toISOString() : null,
      };
    }),
  };
}

/** Reads an import file: the set, or every problem found with its path. */
export function readSetFile(content: string): { ok: true; set: LightSet } | { ok: false; errors: SetProblem[] } {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (error) {
    return { ok: false, errors: [{ path: 'file', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const parsed = LightSet.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'set', message: i.message })),
    };
  }
  return { ok: true, set: setFile(parsed.data) };
}

export type ImportResult =
  | { ok: true; changed: boolean; before: SetState; after: SetState }
  | { ok: false; errors: SetProblem[] };

/** Gives the field the set in `content`, whole or not at all: any problem and nothing is stored. */
export async function importSet(db: Db, fieldId: number, content: string): Promise<ImportResult> {
  const before = await fieldSet(db, fieldId);
  const read = readSetFile(content);
  if (!read.ok) return read;
  const after: SetState = { own: true, version: versionOf(read.set), set: read.set };
  const changed = !before.own || before.version !== after.version;
  if (changed) {
    await db
      .insert(lightSets)
      .values({ fieldId, set: read.set })
      .onConflictDoUpdate({ target: lightSets.fieldId, set: { set: read.set, updatedAt: new Date() } });
  }
  return { ok: true, changed, before, after };
}

/** Takes the field's own set away: the standard set stands in again. */
export async function resetSet(db: Db, fieldId: number) {
  const before = await fieldSet(db, fieldId);
  if (before.own) await db.delete(lightSets).where(eq(lightSets.fieldId, fieldId));
  const after: SetState = { own: false, version: versionOf(STANDARD_SET), set: setFile(STANDARD_SET) };
  return { changed: before.own, before, after };
}
