/**
 * Pattern matching for the route table, without React (the guard and tests use it; the router matches
 * with React Router itself). Same rules as React Router for our patterns: case-insensitive, ':name'
 * parameters, ':name?' optional last segments; more static segments win, then table order.
 */
export function compilePattern(pattern: string): { test: (pathname: string) => boolean; score: number } {
  const segments = pattern.split('/').filter(Boolean);
  const required = segments.filter((s) => !s.endsWith('?')).length;
  const statics = segments.filter((s) => !s.startsWith(':')).length;
  const test = (pathname: string) => {
    const parts = pathname.split('/').filter(Boolean);
    if (parts.length < required || parts.length > segments.length) return false;
    return parts.every((part, i) => {
      const segment = segments[i] ?? '';
      return segment.startsWith(':') ? part.length > 0 : segment.toLowerCase() === part.toLowerCase();
    });
  };
  return { test, score: statics * 10 + required };
}

/** The best match among `items` for a pathname, or undefined. */
export function bestMatch<T extends { path: string }>(items: readonly T[], pathname: string): T | undefined {
  let best: { item: T; score: number } | undefined;
  for (const item of items) {
    const { test, score } = compilePattern(item.path);
    if (test(pathname) && (!best || score > best.score)) best = { item, score };
  }
  return best?.item;
}
