import { read, write } from '../../lib/storage';

/** docs/product.md#overlays: the follow dialog shows while the count is below 1; the count is set to 6 to retire it. */
export const FOLLOW_DIALOG_LIMIT = 1;
export const FOLLOW_RETIRED_COUNT = 6;
/** The separate prompt: considered 5000 ms after load (by the app shell), while the count is below 5. */
export const FOLLOW_PROMPT_DELAY_MS = 5000;
export const FOLLOW_PROMPT_LIMIT = 5;

export interface SwitchFlags {
  is_gzh: 0 | 1;
  gzh: { on: 0 | 1 };
}

export const followCount = (): number => read('followCount') ?? 0;

/**
 * Once the switch data is in: true when the dialog should show (not following, the official-account
 * flag on, count below 1). With nothing to ask (following, or the flag off) the count is set to 6 so
 * neither the dialog nor the prompt returns. A dialog already shown once leaves the count as it is: from
 * there the quieter prompt takes over until the count reaches 5 (docs/overlays.md).
 */
export function decideFollowDialog(flags: SwitchFlags, count = followCount()): boolean {
  const wanted = flags.is_gzh === 0 && flags.gzh.on === 1;
  if (wanted && count < FOLLOW_DIALOG_LIMIT) return true;
  if (!wanted) write('followCount', FOLLOW_RETIRED_COUNT);
  return false;
}

/** Closing the dialog: the count goes up by one and the "do not show again" tick is kept. */
export function recordFollowClose(dontShowAgain: boolean): void {
  write('followCount', followCount() + 1);
  write('followCheckBox', dontShowAgain);
}

export function followPromptAllowed(input: {
  loggedIn: boolean;
  isGzh: 0 | 1 | undefined;
  count?: number;
  ticked?: boolean;
}): boolean {
  const count = input.count ?? followCount();
  const ticked = input.ticked ?? read('followCheckBox') === true;
  return input.loggedIn && input.isGzh !== 1 && count < FOLLOW_PROMPT_LIMIT && !ticked;
}
