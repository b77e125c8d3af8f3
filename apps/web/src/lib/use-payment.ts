import { useCallback, useEffect, useRef, useState } from 'react';
import { releaseAfterPause } from './debounce';
import { toast } from './toast';
import type { PayOutcome } from './wechat-pay';

/** The sentences every area that takes payments words under these keys in its own dictionary. */
type PayKey = 'pay.busy' | 'pay.failed' | 'pay.failedWhy' | 'pay.noBridge' | 'pay.wechatOnly';
export type PayWords = (key: PayKey, params?: { why: string }) => string;

/** What one payment's task does with WeChat's answer; whatever is not 'leaving' keeps the page. */
export interface PaySettle<N> {
  paid: () => void;
  cancelled: () => void;
  /** The sentence for a failure or for "only in WeChat", as the area's notice. */
  notice: (text: string) => N;
}

export interface Payment<K, N extends { text: string }> {
  /**
   * Runs one payment's task (create or reuse the order, then pay); ignored, with a word, while one runs. The
   * task gets `say` for a notice and `settle` for WeChat's answer, and tells whether the page is leaving.
   */
  start: (key: K, task: (tools: PayTools<N>) => Promise<'leaving' | undefined>) => void;
  /** The key of the payment that runs (a product id, say), for its button's progress. */
  pending: K | null;
  busy: boolean;
  notice: N | null;
  dismiss: () => void;
}

export interface PayTools<N> {
  say: (notice: N) => void;
  settle: (outcome: PayOutcome, how: PaySettle<N>) => 'leaving' | undefined;
}

/**
 * One payment at a time, for every kind of order (courses and VIP sets, coach hours): a double tap cannot start a
 * second, and the button stays busy at least 2000 ms after the tap (docs/product.md#input-and-display-rules), or
 * until the page has gone to the cashier. Back from there through the page cache, the buttons work again.
 */
export function usePayment<K, N extends { text: string }>(t: PayWords): Payment<K, N> {
  const running = useRef(false);
  const [pending, setPending] = useState<K | null>(null);
  const [notice, setNotice] = useState<N | null>(null);
  const words = useRef(t);
  words.current = t;

  const reset = useCallback(() => {
    running.current = false;
    setPending(null);
  }, []);

  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const start = useCallback(
    (key: K, task: (tools: PayTools<N>) => Promise<'leaving' | undefined>) => {
      if (running.current) {
        toast(words.current('pay.busy'));
        return;
      }
      running.current = true;
      const startedAt = Date.now();
      setPending(() => key);
      setNotice(null);
      const settle = (outcome: PayOutcome, how: PaySettle<N>): 'leaving' | undefined => {
        const say = words.current;
        switch (outcome.kind) {
          case 'paid':
            how.paid();
            return undefined;
          case 'cancelled':
            how.cancelled();
            return undefined;
          case 'failed':
            setNotice(
              how.notice(
                outcome.detail
                  ? say('pay.failedWhy', { why: outcome.detail })
                  : say(outcome.reason === 'bridge' ? 'pay.noBridge' : 'pay.failed'),
              ),
            );
            return undefined;
          case 'wechat-only':
            setNotice(how.notice(say('pay.wechatOnly')));
            return undefined;
          case 'redirected':
            // The page is leaving for the cashier: keep the button busy until it has gone.
            return 'leaving';
        }
      };
      void task({ say: setNotice, settle })
        .catch(() => undefined)
        .then((leaving) => {
          if (leaving !== 'leaving') releaseAfterPause(startedAt, reset);
        });
    },
    [reset],
  );

  return { start, pending, busy: pending !== null, notice, dismiss: useCallback(() => setNotice(null), []) };
}
