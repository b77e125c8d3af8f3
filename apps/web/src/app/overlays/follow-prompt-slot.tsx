import { lazy, Suspense, useEffect, useState } from 'react';

const FollowPrompt = lazy(() => import('../../features/follow/follow-prompt'));

/** SPEC §9: the follow prompt is considered 5000 ms after load (its rules and code arrive only then). */
const FOLLOW_PROMPT_DELAY_MS = 5000;

export function FollowPromptSlot() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), FOLLOW_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <FollowPrompt />
    </Suspense>
  );
}
