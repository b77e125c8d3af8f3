/**
 * Where the student's field name goes in a first screen drawn at build time (screens.tsx): a character of
 * Unicode's private use area, which no sentence of ours holds. The document's script puts the stored name in
 * its place (document-script.ts).
 */
export const FIELD_SLOT = '\uE000field\uE000';
