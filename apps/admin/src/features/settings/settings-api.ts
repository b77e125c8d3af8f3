import type { AdminApiMap } from '@xueche/contract';

export type Setting = AdminApiMap['GET /admin/settings']['response']['list'][number];

export const SETTINGS_KEY = ['admin', 'settings'] as const;
