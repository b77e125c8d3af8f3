import type { CSSProperties } from 'react';
import { formatDuration } from '../../../lib/format';
import { useT } from '../messages';
import styles from './player.module.css';
import type { DanmakuFlight } from './use-danmaku';
import type { Playback } from './use-playback';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

interface Props {
  playback: Playback;
  /** Where a locked lesson's preview ends, s; none for an open lesson. */
  previewEnd: number | undefined;
  danmaku: DanmakuFlight;
  fullscreen: boolean;
  onFullscreen: () => void;
}

/** The bar under the video: play, time, the seek bar (with a locked lesson's preview marked), speed, bullet comments, full screen. */
export function PlayerControls({ playback, previewEnd, danmaku, fullscreen, onFullscreen }: Props) {
  const t = useT();
  const { playing, shown, total } = playback;
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={`${styles.control} ${styles.playButton}`}
        onClick={playback.togglePlay}
        aria-label={playing ? t('player.pause') : t('player.play')}
        data-testid="play-toggle"
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <span className={styles.time} data-testid="time">
        {formatDuration(shown)} / {formatDuration(total)}
      </span>
      <div className={styles.seekWrap}>
        {previewEnd !== undefined && total > 0 && (
          <span
            className={styles.previewMark}
            style={{ width: `${Math.min(100, (previewEnd / total) * 100)}%` }}
            aria-hidden="true"
          />
        )}
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={Math.max(total, 0.1)}
          step={0.1}
          value={shown}
          onChange={(e) => playback.seek(Number(e.currentTarget.value))}
          aria-label={t('player.seek')}
          aria-valuetext={`${formatDuration(shown)} / ${formatDuration(total)}`}
          data-testid="seek"
          style={{ '--done': `${total > 0 ? (shown / total) * 100 : 0}%` } as CSSProperties}
        />
      </div>
      <select
        className={`${styles.control} ${styles.speed}`}
        value={String(playback.rate)}
        onChange={(e) => playback.changeRate(Number(e.currentTarget.value))}
        aria-label={t('player.speed')}
        data-testid="speed"
      >
        {SPEEDS.map((s) => (
          <option key={s} value={String(s)}>
            {t('player.speedValue', { speed: s })}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={`${styles.control} ${styles.danmakuToggle}`}
        aria-pressed={danmaku.on}
        aria-label={danmaku.on ? t('player.danmakuOn') : t('player.danmakuOff')}
        onClick={danmaku.toggle}
        data-testid="danmaku-toggle"
      >
        {t('player.danmakuShort')}
      </button>
      <button
        type="button"
        className={`${styles.control} ${styles.fullscreenButton}`}
        onClick={onFullscreen}
        aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
        data-testid="fullscreen"
      >
        {fullscreen ? '⤡' : '⤢'}
      </button>
    </div>
  );
}
