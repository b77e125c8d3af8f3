import type { AdminApiMap } from '@xueche/contract';

export type Product = AdminApiMap['GET /admin/products']['response']['list'][number];

export const PRODUCTS_KEY = ['admin', 'products'] as const;
