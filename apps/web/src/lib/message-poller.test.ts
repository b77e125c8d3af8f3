import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeMessages, POLL_MS, startPolling } from './message-poller';

/** A page whose visibility the test sets, as switching apps or locking the phone would. */
function fakeDoc() {
  let listener: (() => void) | undefined;
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: 'visibilitychange', fn: () => void) => {
      listener = fn;
    },
    removeEventListener: () => {
      listener = undefined;
    },
    set(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      listener?.();
    },
    get listening() {
      return listener !== undefined;
    },
  };
  return doc;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('the conversation poller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then every 3 s for the messages after the newest it holds', async () => {
    const doc = fakeDoc();
    let last = 0;
    const asked: number[] = [];
    const fetchAfter = vi.fn(async (after: number) => {
      asked.push(after);
      return after === 0 ? [{ id: 4 }, { id: 5 }] : [];
    });
    const stop = startPolling({
      fetchAfter,
      lastId: () => last,
      onData: (list) => {
        if (list.length) last = list.at(-1)?.id ?? last;
      },
      onError: () => undefined,
      doc,
    });
    await flush();
    expect(asked).toEqual([0]);
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(asked).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual([0, 5]);
    await vi.advanceTimersByTimeAsync(POLL_MS * 2);
    expect(asked).toEqual([0, 5, 5, 5]);
    stop();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(asked).toHaveLength(4);
    expect(doc.listening).toBe(false);
  });

  it('stops asking while the page is hidden and asks at once when it shows again', async () => {
    const doc = fakeDoc();
    const fetchAfter = vi.fn(async () => []);
    const stop = startPolling({ fetchAfter, lastId: () => 0, onData: () => undefined, onError: () => undefined, doc });
    await flush();
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    doc.set('visible');
    await flush();
    expect(fetchAfter).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchAfter).toHaveBeenCalledTimes(3);
    stop();
  });

  it('drops the ask under way when hidden, and keeps asking after a failure', async () => {
    const doc = fakeDoc();
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    let signal: AbortSignal | undefined;
    let calls = 0;
    const fetchAfter = vi.fn(
      (_after: number, s: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          calls += 1;
          signal = s;
          if (calls === 1) {
            s.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            return;
          }
          if (calls === 2) return reject(new Error('offline'));
          resolve('ok');
        }),
    );
    const stop = startPolling({
      fetchAfter,
      lastId: () => 0,
      onData: (d) => seen.push(d),
      onError: (e) => errors.push(e),
      doc,
    });
    await flush();
    doc.set('hidden');
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(errors).toEqual([]);
    doc.set('visible');
    await flush();
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(seen).toEqual(['ok']);
    stop();
  });

  it('merges new messages once each, oldest first', () => {
    const held = [{ id: 1 }, { id: 3 }];
    expect(mergeMessages(held, [])).toBe(held);
    expect(mergeMessages(held, [{ id: 3 }, { id: 2 }, { id: 4 }]).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });
});
