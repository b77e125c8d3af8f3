import { z } from 'zod';
import { privacyPolicy } from './privacy-policy';
import { userTerms } from './user-terms';

/** Operator text shown to everyone alike, or one per language (Chinese stands in for a missing one). */
export type LocalText = string | { zh?: string; en?: string };

const Version = z.object({ title: z.string().trim().min(1), body: z.string().trim().min(1) });

/**
 * A document as the settings `doc.privacy` and `doc.terms` hold it: the date this version took effect,
 * the Chinese text and, optionally, an English one. Bodies are rich text, sanitised when served;
 * `{contact}` in a body becomes the ways to reach customer service (the `support.*` settings).
 */
export const StoredDocument = z.object({
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  zh: Version,
  en: Version.optional(),
});
export type StoredDocument = z.infer<typeof StoredDocument>;

/** The texts a new install starts with, written for this product. */
export const defaultDocuments = { privacy: privacyPolicy, terms: userTerms } satisfies Record<string, StoredDocument>;
