import { useEffect, useState } from 'react';

export type Check = 'idle' | 'checking' | 'unconfirmed';

/**
 * Back from WeChat with something still under way (a payment, a transfer), asks the server again
 * after each of `delaysMs` — the server asks WeChat Pay; the page's own word is never trusted — until
 * the status settles, then says it could not confirm. `recheck` starts another round.
 */
export function useConfirmByQuery<S>(opts: {
  start: boolean;
  status: S | undefined;
  underWay: (status: S) => boolean;
  refetch: () => Promise<{ data?: { status: S } }>;
  delaysMs: readonly number[];
}): { check: Check; recheck: () => void } {
  const { status, underWay, refetch, delaysMs } = opts;
  const [check, setCheck] = useState<Check>(opts.start ? 'checking' : 'idle');
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the checking; `underWay` and the delays are fixed per page
  useEffect(() => {
    if (check !== 'checking' || status === undefined) return;
    if (!underWay(status)) {
      setCheck('idle');
      return;
    }
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (i: number) => {
      const delay = delaysMs[i];
      if (delay === undefined) {
        setCheck('unconfirmed');
        return;
      }
      timer = setTimeout(async () => {
        const result = await refetch();
        // A change of status re-runs this effect, which ends the checking; a failed call counts as a try.
        if (stopped) return;
        if (!result.data || underWay(result.data.status)) attempt(i + 1);
      }, delay);
    };
    attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [check, status, refetch, round]);

  const recheck = () => {
    setCheck('checking');
    setRound((r) => r + 1);
  };
  return { check, recheck };
}
