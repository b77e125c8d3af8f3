/**
 * How a video gets into the <video> (lessons, exam-site videos): HLS the browser plays itself, else the
 * MP4 when there is one (a locked video has none), else HLS through hls.js, fetched only then.
 */
export type SourcePlan =
  | { kind: 'file'; url: string }
  | { kind: 'native-hls'; url: string }
  | { kind: 'hls.js'; url: string };

export const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** 'probably' only: desktop Chrome says 'maybe' for HLS and then fails. */
export function planSource(video: { url: string | null; hls: string }, canPlayType: (type: string) => string) {
  if (canPlayType(HLS_TYPE) === 'probably') return { kind: 'native-hls', url: video.hls } satisfies SourcePlan;
  if (video.url) return { kind: 'file', url: video.url } satisfies SourcePlan;
  return { kind: 'hls.js', url: video.hls } satisfies SourcePlan;
}

export type Detach = () => void;

const plain = (video: HTMLVideoElement, url: string): Detach => {
  video.src = url;
  video.load();
  return () => {
    video.removeAttribute('src');
    video.load();
  };
};

/**
 * A play asked for before the video has its source (a tap while hls.js loads) can be cancelled by setting it:
 * when Chrome has not finished looking for a source for that play, the new source's load pauses the video
 * without a `pause` event and drops its `play` event. Asks again once the new source has told its length,
 * unless the video was paused for real in the meantime (a second tap).
 */
function keepAskedPlay(video: HTMLVideoElement, attach: () => Detach): Detach {
  if (video.paused) return attach();
  const listening = new AbortController();
  const options = { once: true, signal: listening.signal };
  video.addEventListener(
    'loadedmetadata',
    () => {
      if (video.paused) void video.play().catch(() => undefined);
    },
    options,
  );
  video.addEventListener('pause', () => listening.abort(), options);
  const detach = attach();
  return () => {
    listening.abort();
    detach();
  };
}

/** Puts the planned source on the video; a fatal hls.js error (or no way to play HLS) calls `onFatal`. */
export async function attachSource(video: HTMLVideoElement, plan: SourcePlan, onFatal: () => void): Promise<Detach> {
  if (plan.kind !== 'hls.js') return keepAskedPlay(video, () => plain(video, plan.url));
  const { default: Hls } = await import('hls.js/light');
  // Last try without MediaSource: whatever the browser makes of the playlist; an `error` event follows if nothing.
  if (!Hls.isSupported()) return keepAskedPlay(video, () => plain(video, plan.url));
  return keepAskedPlay(video, () => {
    const hls = new Hls({ maxBufferLength: 30, startPosition: -1 });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFatal();
    });
    hls.loadSource(plan.url);
    hls.attachMedia(video);
    return () => hls.destroy();
  });
}
