import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { useVideoSource } from '../../lib/use-video-source';
import { useT } from './messages';
import styles from './site.module.css';
import type { Video } from './site-api';

/** Plays, quietly accepting a browser's refusal (no tap yet): the controls are there to start it. */
function startPlaying(el: HTMLVideoElement | null): void {
  void el?.play()?.catch(() => undefined);
}

/** What a page may do with the player: jump to a moment (and play from there). */
export interface PlayerHandle {
  seek: (seconds: number, play?: boolean) => void;
}

interface Props {
  video: Video;
  /** The pay page a locked video offers at the end of its preview; null: nothing to buy here. */
  payHref: string | null;
  onTime?: (seconds: number) => void;
  onDuration?: (seconds: number) => void;
  /** The whole video played to its end (never called for a preview). */
  onEnded?: () => void;
  handle?: Ref<PlayerHandle>;
  /** Start once loaded (after a tap on the page that led here; browsers may still refuse). */
  autoPlay?: boolean;
  testId?: string;
}

/**
 * A site video (route, interactive clip): the browser's own controls, the source planned as lessons plan
 * it (hls.js only when needed), a locked video stopped at its preview with the offer of the pay page,
 * and a retry after an error. Its events (time, end) drive the walk-through and the interactive video.
 */
export function SitePlayer({ video, payHref, onTime, onDuration, onEnded, handle, autoPlay, testId }: Props) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [offer, setOffer] = useState(false);
  const wantPlay = useRef(Boolean(autoPlay));
  const pendingSeek = useRef<number | null>(null);
  const { url, hls, locked, preview_s: previewEnd } = video;

  const source = useVideoSource(ref, { url, hls }, () => setOffer(false));

  const play = () => startPlaying(ref.current);

  useImperativeHandle(
    handle,
    () => ({
      seek: (seconds, andPlay = true) => {
        const el = ref.current;
        if (!el) return;
        if (locked && seconds >= previewEnd) {
          el.pause();
          setOffer(true);
          return;
        }
        setOffer(false);
        if (el.readyState < 1) {
          // Not loaded yet: once it knows its length.
          pendingSeek.current = seconds;
          wantPlay.current = andPlay;
          return;
        }
        el.currentTime = seconds;
        onTime?.(seconds);
        if (andPlay) startPlaying(el);
      },
    }),
    [locked, previewEnd, onTime],
  );

  const handleLoaded = () => {
    const el = ref.current;
    if (!el) return;
    if (Number.isFinite(el.duration)) onDuration?.(el.duration);
    if (pendingSeek.current !== null) {
      el.currentTime = pendingSeek.current;
      onTime?.(pendingSeek.current);
      pendingSeek.current = null;
    }
    if (wantPlay.current) {
      wantPlay.current = false;
      play();
    }
  };

  const handleTime = () => {
    const el = ref.current;
    if (!el) return;
    let time = el.currentTime;
    if (locked && time >= previewEnd) {
      el.pause();
      if (time > previewEnd + 0.5) el.currentTime = previewEnd;
      time = Math.min(time, previewEnd);
      setOffer(true);
    }
    onTime?.(time);
  };

  const handleEnded = () => {
    if (locked) setOffer(true);
    else onEnded?.();
  };

  const handleError = () => {
    // A <video> waiting for hls.js's MediaSource reports nothing useful.
    if (ref.current?.error) source.fail();
  };

  const retry = () => {
    wantPlay.current = true;
    source.reload();
  };

  return (
    <div className={styles.player} data-testid={testId ?? 'site-player'} data-locked={locked}>
      {/* biome-ignore lint/a11y/useMediaCaption: the route and clip videos have no caption tracks */}
      <video
        ref={ref}
        className={styles.video}
        data-testid="site-video"
        controls
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        preload="metadata"
        poster={video.cover}
        controlsList="nodownload"
        onLoadedMetadata={handleLoaded}
        onDurationChange={(e) => {
          const d = e.currentTarget.duration;
          if (Number.isFinite(d)) onDuration?.(d);
        }}
        onTimeUpdate={handleTime}
        onSeeking={handleTime}
        onEnded={handleEnded}
        onError={handleError}
      />
      {locked && !offer && (
        <span className={styles.previewBadge} data-testid="preview-badge">
          {t('player.preview', { seconds: previewEnd })}
        </span>
      )}
      {source.failed && (
        <div className={styles.playerOverlay} role="alert" data-testid="player-error">
          <p>{t('player.error')}</p>
          <PrimaryButton size="small" onClick={retry}>
            {t('common.retry')}
          </PrimaryButton>
        </div>
      )}
      {offer && !source.failed && (
        <div className={styles.playerOverlay} role="dialog" aria-label={t('offer.title')} data-testid="purchase-offer">
          <strong>{t('offer.title')}</strong>
          <p>{t('offer.text', { seconds: previewEnd })}</p>
          <div className={styles.offerActions}>
            {payHref && (
              <Link className={styles.buy} to={payHref} data-testid="buy-course">
                {t('offer.buy')}
              </Link>
            )}
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setOffer(false);
                const el = ref.current;
                if (el) el.currentTime = 0;
                play();
              }}
            >
              {t('offer.replay')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
