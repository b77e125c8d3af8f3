import type { RouteEntry } from '../route-types';

/**
 * What the app shell may draw over a page:
 * - field: the exam-field check (on a first visit) and the picker a screen asks for;
 * - notice: a toast answering what the person just did, or an error;
 * - invite: the coach-registration invitation;
 * - follow-dialog and follow-prompt: the official account's dialog and its quiet bar.
 */
export type OverlayKind = 'field' | 'notice' | 'invite' | 'follow-dialog' | 'follow-prompt';

/** The follow dialog's pages (docs/product.md#overlays); the bar keeps to them too. */
export const FOLLOW_PAGES: ReadonlySet<string> = new Set(['/', '/ke', '/coach-index']);
/** The invitation leads to registration: not on the registration page itself (docs/product.md#overlays). */
const REGISTRATION_PAGES: ReadonlySet<string> = new Set(['/coach-register']);

/**
 * The one overlay policy (docs/overlays.md). A page whose route is `focus` (an exam, a question, a lesson
 * video, a payment) gets only what is about the task: the exam field, which decides what the page shows,
 * and notices. Everything else waits for a page that is not focused, and the follow dialog and bar keep to
 * the follow dialog's pages. `entry` is undefined on a path no route matches.
 */
export function overlayAllowed(kind: OverlayKind, entry: RouteEntry | undefined): boolean {
  switch (kind) {
    case 'field':
    case 'notice':
      return true;
    case 'invite':
      return !entry?.focus && !(entry && REGISTRATION_PAGES.has(entry.path));
    case 'follow-dialog':
    case 'follow-prompt':
      return entry !== undefined && !entry.focus && FOLLOW_PAGES.has(entry.path);
  }
}
