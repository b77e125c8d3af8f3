import { lazy, Suspense, useEffect, useState } from 'react';

const FollowPrompt = lazy(() => import('../../features/follow/follow-prompt'));

/** SPEC §9: the follow prompt is considered 5000 ms after load (its rules and code arrive only then). */
export const FOLLOW_PROMPT_DELAY_MS = 5000;

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
