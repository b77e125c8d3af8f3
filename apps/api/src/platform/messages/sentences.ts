/** A sentence in both languages the API speaks. */
export type Sentences = Record<string, { zh: string; en: string }>;
