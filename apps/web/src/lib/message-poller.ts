/** How often an open conversation asks for new messages (the shuttle's and the coach-for-hire's bookings). */
export const POLL_MS = 3000;

interface VisibilityDoc {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollerOptions<T> {
  /** One ask: the messages after this id. */
  fetchAfter: (after: number, signal: AbortSignal) => Promise<T>;
  /** The id of the newest message held (0 before any). */
  lastId: () => number;
  onData: (data: T) => void;
  onError: (error: unknown) => void;
  intervalMs?: number;
  doc?: VisibilityDoc;
}

/**
 * Asks for new messages at once and then `intervalMs` after each answer, while the page is visible:
 * hidden (another app, the phone locked) it stops asking and drops the ask under way; visible again it
 * asks at once. Returns the stop.
 */
export function startPolling<T>({
  fetchAfter,
  lastId,
  onData,
  onError,
  intervalMs = POLL_MS,
  doc = document,
}: PollerOptions<T>): () => void {
  let stopped = false;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const visible = () => doc.visibilityState !== 'hidden';

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped && visible()) timer = setTimeout(() => void tick(), intervalMs);
  };

  const tick = async () => {
    if (stopped || running || !visible()) return;
    running = true;
    const own = new AbortController();
    controller = own;
    try {
      const data = await fetchAfter(lastId(), own.signal);
      if (!stopped && !own.signal.aborted) onData(data);
    } catch (error) {
      if (!stopped && !own.signal.aborted) onError(error);
    } finally {
      running = false;
      schedule();
    }
  };

  const onVisibility = () => {
    clearTimeout(timer);
    if (visible()) void tick();
    else controller?.abort();
  };

  doc.addEventListener('visibilitychange', onVisibility);
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The messages held plus the new ones, each once, oldest first. */
export function mergeMessages<M extends { id: number }>(held: M[], incoming: M[]): M[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
