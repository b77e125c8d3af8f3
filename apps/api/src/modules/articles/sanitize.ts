import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as it may be shown: a small set of text tags, images and links; no scripts, styles, event
 * handlers or javascript: URLs. Applied whenever stored text is served, whoever stored it.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'blockquote',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the app in a new context and carry nothing back.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/**
 * A small cache: the same body is not cleaned again until it changes. An entry is used only for the very text it
 * was made from, so a body edited under the same key (help entries and events are keyed by id) shows at once.
 */
const cache = new Map<string, { source: string; clean: string }>();
const MAX = 500;

export function cleanBody(key: string, html: string): string {
  const hit = cache.get(key);
  if (hit?.source === html) return hit.clean;
  const clean = sanitizeRichText(html);
  cache.delete(key);
  if (cache.size >= MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, { source: html, clean });
  return clean;
}
