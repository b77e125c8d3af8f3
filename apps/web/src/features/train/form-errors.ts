/**
 * What a refused submit shows: each field the API named (`data.errors`, field → sentence) gets its
 * sentence beside it, nested paths ("car.plate", "weekly.2.to") going to the longest field the form knows;
 * a refusal naming none of the form's fields reads as the form's sentence (the reply's own, or the fallback).
 */
export function refusal(
  error: { message: string; errors: Record<string, string> } | null,
  known: readonly string[],
  fallback: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, sentence] of Object.entries(error?.errors ?? {})) {
    let field = 'form';
    for (const k of known) {
      if ((path === k || path.startsWith(`${k}.`)) && (field === 'form' || k.length > field.length)) field = k;
    }
    out[field] ??= sentence || error?.message || fallback;
  }
  const named = Object.keys(out).some((k) => k !== 'form');
  if (!named && !out.form) out.form = error?.message || fallback;
  return out;
}
