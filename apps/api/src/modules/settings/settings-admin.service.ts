import type { SettingItem } from '@xueche/contract';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { withDefaults } from './settings.service';
import { type EditableSetting, groupOf, isEditable, SETTINGS_CATALOG } from './settings-catalog';

/** The settings as the console shows and changes them (the catalog says which and of what shape). */

type Item = z.input<typeof SettingItem>;
const KEYS = Object.keys(SETTINGS_CATALOG) as EditableSetting[];

function toItem(key: EditableSetting, row: { value: unknown; updatedAt: Date } | undefined): Item {
  const entry = SETTINGS_CATALOG[key];
  return {
    key,
    group: groupOf(key),
    label: entry.label,
    kind: entry.kind,
    hint: entry.hint ?? '',
    value: row ? row.value : withDefaults(null, [key])[key],
    is_default: !row,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function settingsForConsole(db: Db): Promise<Item[]> {
  const rows = await db.select().from(settings).where(inArray(settings.key, KEYS));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return KEYS.map((key) => toItem(key, byKey.get(key)));
}

/** Checks a value against its setting's shape and stores it; a wrong one is a 400 and changes nothing. */
export async function updateSetting(db: Db, key: string, value: unknown): Promise<{ before: Item; after: Item }> {
  if (!isEditable(key)) throw new AppError(400, 'setting_unknown', { key }, { errors: { key: 'setting_unknown' } });
  const parsed = SETTINGS_CATALOG[key].schema.safeParse(value);
  if (!parsed.success) {
    const problem = parsed.error.issues
      .map((i) => `${i.path.length ? `${i.path.join('.')}：` : ''}${i.message}`)
      .join('；');
    throw new AppError(
      400,
      'setting_invalid',
      { label: SETTINGS_CATALOG[key].label, problem },
      { errors: { value: problem } },
    );
  }
  const [old] = await db.select().from(settings).where(eq(settings.key, key)).for('update');
  const [row] = await db
    .insert(settings)
    .values({ key, value: parsed.data })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed.data, updatedAt: new Date() } })
    .returning();
  return { before: toItem(key, old), after: toItem(key, row) };
}
