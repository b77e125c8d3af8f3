import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { isWeChat } from '../../lib/ua';

/** docs/product.md#sharing: the share update waits 50 ms, after the page has settled. */
export const SHARE_DELAY_MS = 50;

/**
 * Sets WeChat's share menu for each page, unless the route turns sharing off (noShare). The link carries
 * the sharer's did and exam field, so it is set again when either changes (the field is often chosen
 * by the location check after the first page has shown).
 */
export function useRouteShare({ noShare, coachPage }: { noShare: boolean; coachPage: boolean }): void {
  const { pathname, search } = useLocation();
  const fieldId = useSession((s) => s.field?.field_id ?? s.user?.field);
  const did = useSession((s) => s.userDid);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fieldId and did are read by setUpShare from the session
  useEffect(() => {
    if (noShare || !isWeChat()) return;
    const timer = setTimeout(() => {
      // Outside WeChat none of this is needed, so it is fetched only inside.
      import('./set-up-share')
        .then((m) => m.setUpShare(pathname, search, coachPage))
        .catch((error: unknown) => console.warn('share set-up failed', error));
    }, SHARE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, noShare, coachPage, fieldId, did]);
}
