import type { CourseInfo, LessonDetail } from '@xueche/contract';
import { type RefObject, useRef } from 'react';
import { PrimaryButton } from '../../../components/primary-button';
import { toast } from '../../../lib/toast';
import { useT } from '../messages';
import { DanmakuForm } from './danmaku-form';
import { DanmakuLayer } from './danmaku-layer';
import styles from './player.module.css';
import { PlayerControls } from './player-controls';
import { PurchaseOffer } from './purchase-offer';
import { useDanmaku } from './use-danmaku';
import { useFullscreen } from './use-fullscreen';
import { usePlayback } from './use-playback';

interface Props {
  lesson: LessonDetail;
  course: CourseInfo;
  /** Start here rather than at the saved position (the landscape player is opened with `t`). */
  startAt?: number;
  /** Kept up to date with the playing position, for links that carry it. */
  positionRef?: RefObject<number>;
  /** 'landscape' fills its frame (the rotate player); 'inline' is 16:9 in the page. */
  variant?: 'inline' | 'landscape';
  /** Try to start playing once loaded (browsers may refuse without a tap). */
  autoPlay?: boolean;
}

/**
 * The lesson video with its own big controls: play, seek, time, speed, full screen, bullet comments.
 * Resumes where the user stopped (this device or the server, whichever is newer), saves the position
 * as it plays, stops a locked lesson at its preview with the purchase offer, and recovers from errors.
 */
export function Player({ lesson, course, startAt, positionRef, variant = 'inline', autoPlay = false }: Props) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const danmaku = useDanmaku(lesson.id);
  const playback = usePlayback({ videoRef, lesson, course, startAt, positionRef, autoPlay, danmaku });
  const { fullscreen, toggleFullscreen } = useFullscreen(boxRef, videoRef);
  const { playing, waiting, failed, offer } = playback;

  const classes = [styles.player, variant === 'landscape' && styles.landscape, fullscreen && styles.fullscreen]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} ref={boxRef} data-testid="player">
      <div className={styles.stage}>
        <video
          ref={videoRef}
          className={styles.video}
          data-testid="video"
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          preload="metadata"
          poster={lesson.cover}
          onClick={playback.togglePlay}
          {...playback.videoEvents}
        />

        {danmaku.on && <DanmakuLayer danmaku={danmaku} playing={playing} />}

        {!playing && !failed && !offer && !waiting && (
          <span className={styles.bigPlay} aria-hidden="true">
            ▶
          </span>
        )}

        {waiting && !failed && !offer && (
          <div className={styles.loading} data-testid="player-loading" role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className={styles.srOnly}>{t('player.loading')}</span>
          </div>
        )}

        {failed && (
          <div className={styles.overlay} data-testid="player-error" role="alert">
            <p>{t('player.error')}</p>
            <PrimaryButton size="small" onClick={playback.retry}>
              {t('player.retry')}
            </PrimaryButton>
          </div>
        )}

        {offer && !failed && <PurchaseOffer lesson={lesson} course={course} onReplay={playback.replayPreview} />}
      </div>

      <PlayerControls
        playback={playback}
        previewEnd={lesson.locked ? lesson.preview_s : undefined}
        danmaku={danmaku}
        fullscreen={fullscreen}
        onFullscreen={toggleFullscreen}
      />

      <DanmakuForm
        lessonId={lesson.id}
        position={playback.position}
        onSent={(added) => (danmaku.on ? danmaku.launch([added]) : toast(t('player.danmakuSent'), 'success'))}
      />
    </div>
  );
}
