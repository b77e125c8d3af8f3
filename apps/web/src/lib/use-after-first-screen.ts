import { useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';

// Once over, the first screen stays over for the whole visit: later pages do not wait again.
let over = false;
let waiting: Promise<void> | undefined;

/**
 * False until the first screen of the visit is over (afterFirstScreen), then true. For a read a page shows
 * but its first paint does not need (an unread count): as `enabled`, it waits, and the cache still answers.
 */
export function useAfterFirstScreen(): boolean {
  const [done, setDone] = useState(over);
  useEffect(() => {
    if (done) return;
    let live = true;
    waiting ??= afterFirstScreen().then(() => {
      over = true;
    });
    void waiting.then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, [done]);
  return done;
}
