import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** Operator switches (SPEC "switch data") and their defaults when nobody has set them. */
const defaults = {
  'gzh.on': 0,
  'gzh.name': '',
  'gzh.qr': '',
  'coach.reg_open': 0,
  'coach.reg_img': [] as string[],
  'notice.current': '',
};

export type Settings = typeof defaults;

export async function readSettings<K extends keyof Settings>(db: Db, keys: K[]): Promise<Pick<Settings, K>> {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  const out = {} as Pick<Settings, K>;
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    out[key] = (row ? row.value : defaults[key]) as Settings[K];
  }
  return out;
}
