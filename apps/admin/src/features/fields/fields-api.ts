import type { AdminApiMap } from '@xueche/contract';

/** Every query of this screen: a field's change shows in its city's counts and the other way round. */
export const FIELDS_KEY = ['admin', 'fields'] as const;

export const CITIES_KEY = ['admin', 'fields', 'cities'] as const;

export type City = AdminApiMap['GET /admin/fields/cities']['response']['list'][number];
export type Field = AdminApiMap['GET /admin/fields']['response']['list'][number];
