import GlobalOverlays from '../overlays/global-overlays';
import type { RouteEntry } from '../route-types';
import SessionSync from '../session-sync';

/**
 * The parts of the shell no first screen draws: the session's refresh from the server and the dialogs over
 * every page (with WeChat's share set-up). One chunk, loaded by the layout once the first screen is done.
 */
export default function DeferredShell({ entry }: { entry: RouteEntry | undefined }) {
  return (
    <>
      <SessionSync />
      <GlobalOverlays entry={entry} />
    </>
  );
}
