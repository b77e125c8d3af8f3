import { lazy, Suspense, useEffect, useState } from 'react';
import { FOLLOW_PROMPT_DELAY_MS } from '../../features/follow/follow-rules';

// Its rules and code arrive only when it is due (5000 ms after load, docs/product.md#overlays).
const FollowPrompt = lazy(() => import('../../features/follow/follow-prompt'));

/**
 * The follow prompt, once its delay has passed and only while `here` (the page allows it, no dialog is up).
 * Its code and data load the first time both hold; after that it stays mounted, hidden when not `here`, so
 * a bar dismissed on one page stays dismissed on the next.
 */
export function FollowPromptSlot({ here }: { here: boolean }) {
  const [due, setDue] = useState(false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), FOLLOW_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (due && here && !started) setStarted(true);
  if (!started) return null;
  return (
    <div hidden={!here}>
      <Suspense fallback={null}>
        <FollowPrompt />
      </Suspense>
    </div>
  );
}
