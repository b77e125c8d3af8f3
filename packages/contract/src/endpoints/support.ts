import { z } from 'zod';
import { DocKey } from '../content-schemas';
import { get } from '../endpoint';
import { Lang } from '../schemas';

/**
 * How to reach customer service ('/service'), from operators' settings: `support.phone`, `support.hours`,
 * `support.email` and the official account (`gzh.name`, `gzh.qr`). Public, so it works signed out. A way
 * that is not set (or not usable: a phone without enough digits, an address that is not one) is null.
 */
export const supportInfo = get('/v1/user/support', {
  auth: false,
  response: z.object({
    /** As the operator wrote it, and the number to dial (digits, a leading +). */
    phone: z.object({ display: z.string(), tel: z.string() }).nullable(),
    /** Service hours, in the asker's language when the operator gave one. */
    hours: z.string().nullable(),
    email: z.string().nullable(),
    /** The official account's name and QR code image; null when neither is set. */
    gzh: z.object({ name: z.string(), qr: z.string() }).nullable(),
  }),
});

/**
 * The privacy policy or the user terms, in the asker's language when there is a version in it (else
 * Chinese, and `lang` says so). Operators' settings `doc.privacy` / `doc.terms`; public.
 */
export const appDocument = get('/v1/user/doc', {
  auth: false,
  query: z.object({ key: DocKey }),
  response: z.object({
    key: DocKey,
    title: z.string(),
    /** Sanitised rich text. */
    body: z.string(),
    /** When this version took effect, YYYY-MM-DD. */
    updated: z.string(),
    lang: Lang,
  }),
});
