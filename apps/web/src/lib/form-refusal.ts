/**
 * The API names a refused field by its path ("car.plate", "route.waypoints.1.lng", "phone.0"): the form
 * field it belongs to, by the longest prefix the form knows.
 */
export function fieldOfPath(path: string, known: readonly string[]): string | null {
  let best: string | null = null;
  for (const field of known) {
    if ((path === field || path.startsWith(`${field}.`)) && (!best || field.length > best.length)) best = field;
  }
  return best;
}

/** A 400's per-field sentences regrouped by the form's own fields; the rest under `form`. */
export function groupErrors(errors: Record<string, string>, known: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, sentence] of Object.entries(errors)) {
    const field = fieldOfPath(path, known) ?? 'form';
    out[field] ??= sentence;
  }
  return out;
}

/**
 * What a refused submit shows: each field the API named (`data.errors`, field → sentence) gets its
 * sentence beside it (the reply's own, or the fallback, when the field's is empty); a refusal naming none
 * of the form's fields (a rule of the thing itself) reads as the form's sentence.
 */
export function refusal(
  error: { message: string; errors: Record<string, string> } | null,
  known: readonly string[],
  fallback: string,
): Record<string, string> {
  const sentences = Object.fromEntries(
    Object.entries(error?.errors ?? {}).map(([path, text]) => [path, text || error?.message || fallback]),
  );
  const grouped = groupErrors(sentences, known);
  const named = Object.keys(grouped).some((k) => k !== 'form');
  if (!named && !grouped.form) grouped.form = error?.message || fallback;
  return grouped;
}
