import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../../lib/api';
import { writeLocalPosition } from '../history';
import { saveProgressOnLeave } from '../lessons-api';

/** Seconds between saves to the server while playing. */
const SERVER_SAVE_MS = 5000;
/** Local saves at most this often. */
const LOCAL_SAVE_MS = 1000;

/**
 * Saves where the user is in the lesson: on this device at most every second, on the server every 5 s while
 * playing, and both on pause, at the end and when the page is left. Nothing is saved before the user has
 * played or moved the video (`watched`), and the server is not asked again for the same position.
 */
export function useProgressSaving(lessonId: number, playing: boolean) {
  /** The position to save, s. */
  const position = useRef(0);
  const watched = useRef(false);
  const lastLocalSave = useRef(0);
  const lastServerSave = useRef<number | null>(null);

  const saveLocal = useCallback(
    (force: boolean) => {
      if (!watched.current) return;
      const now = Date.now();
      if (!force && now - lastLocalSave.current < LOCAL_SAVE_MS) return;
      lastLocalSave.current = now;
      writeLocalPosition(lessonId, position.current, now);
    },
    [lessonId],
  );

  const saveServer = useCallback(
    (leaving: boolean) => {
      if (!watched.current) return;
      const rounded = Math.round(position.current * 10) / 10;
      if (lastServerSave.current !== null && Math.abs(lastServerSave.current - rounded) < 0.5) return;
      lastServerSave.current = rounded;
      if (leaving) {
        saveProgressOnLeave(lessonId, rounded);
        return;
      }
      api('POST /v1/lesson/progress', { body: { lesson_id: lessonId, position_s: rounded } }).catch(() => {
        lastServerSave.current = null; // try again with the next save
      });
    },
    [lessonId],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => saveServer(false), SERVER_SAVE_MS);
    return () => clearInterval(timer);
  }, [playing, saveServer]);

  useEffect(() => {
    const leave = () => {
      saveLocal(true);
      saveServer(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave(); // leaving the page within the app
    };
  }, [saveLocal, saveServer]);

  return {
    position,
    watched,
    /** While playing: a local save, if the last is a second old. */
    tick: () => saveLocal(false),
    /** Paused or ended: both saves now. */
    saveNow: () => {
      saveLocal(true);
      saveServer(false);
    },
  };
}
