import { parseHashId } from '../../lib/hash-id';

export type CoachRef = { code: string } | { did: string };

/**
 * What a student typed, pasted or scanned to name a coach: the coach's code (their 8-digit user
 * number), a share link carrying `did` (also inside a pasted message), or a bare did.
 */
export function coachRefFrom(text: string, origin = window.location.origin): CoachRef | null {
  const value = text.trim();
  if (!value) return null;
  if (/^\d{8}$/.test(value)) return { code: value };
  const link = value.match(/https?:\/\/\S+/)?.[0] ?? (value.startsWith('/') || value.includes('did=') ? value : null);
  if (link) {
    try {
      const did = parseHashId(new URL(link, origin).searchParams.getAll('did'));
      return did ? { did } : null;
    } catch {
      return null;
    }
  }
  // A did on its own: letters among the digits (a code is digits only).
  return /^(?=.*[A-Za-z])[A-Za-z0-9_-]{4,32}$/.test(value) ? { did: value } : null;
}
