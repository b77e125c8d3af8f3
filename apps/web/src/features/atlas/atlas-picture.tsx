import { type AtlasEntry, svgDataUrl } from '@xueche/atlas';
import { useMemo } from 'react';

/** An entry's drawing: the SVG drawn in code, as an image needing no request, crisp at any size. */
export function AtlasPicture({ entry, className, alt }: { entry: AtlasEntry; className?: string; alt?: string }) {
  const src = useMemo(() => svgDataUrl(entry), [entry]);
  return <img className={className} src={src} alt={alt ?? entry.name} decoding="async" data-testid="atlas-picture" />;
}
