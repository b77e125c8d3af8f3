import type { CSSProperties } from 'react';
import styles from './player.module.css';
import type { DanmakuFlight } from './use-danmaku';

/** The bullet comments flying across the video, each in its lane; they stop while the video is paused. */
export function DanmakuLayer({ danmaku, playing }: { danmaku: DanmakuFlight; playing: boolean }) {
  return (
    <div className={styles.danmakuLayer} ref={danmaku.layerRef} data-testid="danmaku-layer" aria-hidden="true">
      {danmaku.flying.map((f) => (
        <span
          key={f.key}
          className={`${styles.danmaku} ${f.mine ? styles.mine : ''}`}
          data-testid="danmaku"
          style={
            {
              top: `${f.lane * 3.4 + 0.8}rem`,
              color: f.color,
              '--from': `${f.from}px`,
              animationPlayState: playing ? 'running' : 'paused',
            } as CSSProperties
          }
          onAnimationEnd={() => danmaku.landed(f.key)}
        >
          {f.text}
        </span>
      ))}
    </div>
  );
}
