import { z } from 'zod';
import { adminGet, adminPost } from '../../endpoint';

/**
 * The console's settings (admin): the values operators change without a deploy, grouped by their prefix,
 * each checked against its own shape; a change takes effect at the next request.
 */

export const SettingItem = z.object({
  key: z.string(),
  /** The key's prefix: gzh, coach, commission, withdrawal, new_member, support, doc… */
  group: z.string(),
  label: z.string(),
  /** How the console edits it: a switch, a whole number, a rate (basis points, shown as percent), a text, or JSON. */
  kind: z.enum(['switch', 'integer', 'rate', 'text', 'json']),
  hint: z.string(),
  value: z.unknown(),
  /** Nobody has set it: the value is the built-in default. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});

export const adminSettings = adminGet('/admin/settings', {
  operator: ['admin'],
  response: z.object({ list: z.array(SettingItem) }),
});

export const adminSettingUpdate = adminPost('/admin/settings/update', {
  operator: ['admin'],
  body: z.object({ key: z.string().min(1).max(80), value: z.unknown() }),
  response: SettingItem,
});
