import { type RefObject, useCallback, useEffect, useState } from 'react';
import { attachSource, type Detach, planSource } from './video-source';

/**
 * Attaches a video (a lesson's, a site video's) to the element, MP4 or HLS, whichever this browser plays,
 * and tells when it failed; `reload` attaches it again after an error. `onAttempt` hears each new attempt.
 */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { url, hls }: { url: string | null; hls: string },
  onAttempt: () => void,
) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the source after an error
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let detach: Detach | undefined;
    setFailed(false);
    onAttempt();
    const plan = planSource({ url, hls }, (type) => video.canPlayType(type));
    attachSource(video, plan, () => {
      if (!cancelled) setFailed(true);
    }).then(
      (d) => {
        if (cancelled) d();
        else detach = d;
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [url, hls, attempt]);

  const fail = useCallback(() => setFailed(true), []);
  const reload = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { failed, fail, reload };
}
