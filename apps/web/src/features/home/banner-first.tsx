import { type ReactNode, use } from 'react';
import { afterFirstScreen } from '../../lib/after-first-screen';

let markShown = () => {};

/**
 * Resolves once home's first banner is on screen or there is none to wait for, or at the latest once the
 * first screen is over by the app's clock: the first screen's largest picture goes first, alone.
 */
const bannerFirst = new Promise<void>((resolve) => {
  markShown = resolve;
  void afterFirstScreen().then(resolve);
});

/** Banners say their first picture has been painted, or that there is none (empty, or the call failed). */
export const bannerShown = () => markShown();

/**
 * Draws its children once the banner is shown; until then it suspends, so the section shows its fallback
 * (the stored notice and field; nothing for the offers and the feed) and asks the server nothing.
 */
export function AfterBanner({ children }: { children: ReactNode }) {
  use(bannerFirst);
  return children;
}
