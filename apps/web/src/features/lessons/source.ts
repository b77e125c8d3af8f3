/** How a lesson's video gets into the <video>: a file, HLS the browser plays itself, or HLS through hls.js. */
export type SourcePlan =
  | { kind: 'file'; url: string }
  | { kind: 'native-hls'; url: string }
  | { kind: 'hls.js'; url: string };

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * HLS when the browser plays it natively ('probably'; 'maybe' is not enough: desktop Chrome says
 * 'maybe' and then fails), else the mp4 when there is one, else HLS through hls.js.
 */
export function planSource(
  lesson: { mp4: string | null; hls: string },
  canPlayType: (type: string) => string,
): SourcePlan {
  if (canPlayType(HLS_TYPE) === 'probably') return { kind: 'native-hls', url: lesson.hls };
  if (lesson.mp4) return { kind: 'file', url: lesson.mp4 };
  return { kind: 'hls.js', url: lesson.hls };
}

/** What attaching returns: a way to let go of the source. */
export type Detach = () => void;

/**
 * Puts the planned source on the video. hls.js is fetched only when needed; a fatal hls.js error
 * (or a browser that supports neither) calls `onFatal`.
 */
export async function attachSource(video: HTMLVideoElement, plan: SourcePlan, onFatal: () => void): Promise<Detach> {
  if (plan.kind !== 'hls.js') {
    video.src = plan.url;
    video.load();
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    // Last try: whatever the browser makes of the playlist itself; an `error` event follows if nothing.
    video.src = plan.url;
    video.load();
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const hls = new Hls({ maxBufferLength: 30, startPosition: -1 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal();
  });
  hls.loadSource(plan.url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
