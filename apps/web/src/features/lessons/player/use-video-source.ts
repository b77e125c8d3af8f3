import type { LessonDetail } from '@xueche/contract';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { attachSource, type Detach, planSource } from '../../../lib/video-source';

/**
 * Attaches the lesson's video to the element (MP4 or HLS, whichever this browser plays) and tells when it
 * failed; `reload` attaches it again after an error. `onLoading` hears each new attempt.
 */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  { mp4, hls }: Pick<LessonDetail, 'mp4' | 'hls'>,
  onLoading: (loading: boolean) => void,
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
    onLoading(true);
    const plan = planSource({ url: mp4, hls }, (type) => video.canPlayType(type));
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
  }, [mp4, hls, attempt]);

  const fail = useCallback(() => setFailed(true), []);
  const reload = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  return { failed, fail, reload };
}
