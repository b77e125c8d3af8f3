import type { AtlasEntry } from './types';

/** The entry as a whole SVG file, titled with its name (what a screen reader and the API's picture serve). */
export function svgDocument(entry: AtlasEntry): string {
  const w = entry.width ?? 200;
  const h = entry.height ?? 200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><title>${entry.name}</title>${entry.svg}</svg>`;
}

/** The picture as a data URL, for an `<img>` that needs no request. */
export const svgDataUrl = (entry: AtlasEntry): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(entry))}`;
