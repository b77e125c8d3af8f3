import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import styles from './lists.module.css';
import { useT } from './messages';

/** Pixels of pull (after resistance) that arm the refresh. */
export const PULL_THRESHOLD = 60;
const MAX_PULL = 110;
const HOLD = 44;

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

const scrollTop = () => document.scrollingElement?.scrollTop ?? window.scrollY;

/**
 * A touch pull-down at the top of the page that calls `onRefresh`: "下拉刷新" while pulling,
 * "释放刷新" once far enough, "刷新中…" until the refresh settles. Touch listeners are not passive,
 * so the pull does not also drag the whole web view (WeChat's bounce).
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('idle');
  const [distance, setDistance] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const state = useRef({ startY: -1, distance: 0, phase: 'idle' as Phase });

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const track = state.current;
    const set = (next: Phase, d: number) => {
      track.phase = next;
      track.distance = d;
      setPhase(next);
      setDistance(d);
    };
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      track.startY =
        track.phase !== 'refreshing' && event.touches.length === 1 && touch && scrollTop() <= 0 ? touch.clientY : -1;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (track.startY < 0 || !touch) return;
      const dy = touch.clientY - track.startY;
      if (dy <= 0 || scrollTop() > 0) {
        if (track.phase !== 'idle') set('idle', 0);
        return;
      }
      if (event.cancelable) event.preventDefault();
      const d = Math.min(MAX_PULL, dy * 0.5);
      set(d >= PULL_THRESHOLD ? 'ready' : 'pulling', d);
    };
    const onEnd = () => {
      if (track.startY < 0) return;
      track.startY = -1;
      if (track.phase !== 'ready') {
        if (track.phase !== 'idle') set('idle', 0);
        return;
      }
      set('refreshing', HOLD);
      refresh
        .current()
        .catch(() => toast(t('pull.failed'), 'fail'))
        .finally(() => set('idle', 0));
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [t]);

  const label = phase === 'ready' ? t('pull.ready') : phase === 'refreshing' ? t('pull.refreshing') : t('pull.idle');
  const shown = phase !== 'idle';
  return (
    <div ref={root} className={styles.pullRoot} data-pull={phase}>
      <div
        className={`${styles.pullIndicator} ${phase === 'pulling' || phase === 'ready' ? styles.pullDragging : ''}`}
        style={{ height: `${distance}px` }}
        data-testid="pull-indicator"
        aria-hidden={!shown}
      >
        {shown && (
          <span className={styles.pullLabel} role={phase === 'refreshing' ? 'status' : undefined}>
            {phase === 'refreshing' && <span className={styles.pullSpinner} aria-hidden="true" />}
            {phase !== 'refreshing' && (
              <span className={`${styles.pullArrow} ${phase === 'ready' ? styles.pullArrowUp : ''}`} aria-hidden="true">
                ↓
              </span>
            )}
            {label}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
