import type { YardItem } from '@xueche/contract';
import { bodyOf, type Car, type Fault, itemShape, type Sample, TICKS_PER_SECOND, type Vec } from '@xueche/yard-rules';
import { useEffect, useMemo, useState } from 'react';
import styles from './drive.module.css';
import { useT } from './messages';

/** The replay plays at twice the drive's pace. */
const REPLAY_SPEED = 2;
/** Metres of margin around the item on the plan. */
const MARGIN = 1.5;

const points = (list: Vec[]) => list.map(([x, y]) => `${x.toFixed(2)},${(-y).toFixed(2)}`).join(' ');

/**
 * The drive on the item's plan, to scale: its lines, the reference car's line, the student's line, each
 * fault numbered where it happened, and the car at any moment of the drive (drag, or play).
 */
export function DriveReplay({
  car,
  item,
  samples,
  faults,
}: {
  car: Car;
  item: YardItem;
  samples: Sample[];
  faults: Fault[];
}) {
  const t = useT();
  const shape = useMemo(() => itemShape(item.dims, car), [item.dims, car]);
  const last = samples.length - 1;
  const [at, setAt] = useState(last);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setAt((tick) => Math.min(last, tick + REPLAY_SPEED)), 1000 / TICKS_PER_SECOND);
    return () => clearInterval(timer);
  }, [playing, last]);
  useEffect(() => {
    if (playing && at >= last) setPlaying(false);
  }, [playing, at, last]);

  const [x0, y0, x1, y1] = shape.bounds;
  const viewBox = `${x0 - MARGIN} ${-y1 - MARGIN} ${x1 - x0 + 2 * MARGIN} ${y1 - y0 + 2 * MARGIN}`;
  const driven = useMemo(
    () => points(samples.filter((_, i) => i % 4 === 0 || i === last).map((s): Vec => [s.x, s.y])),
    [samples, last],
  );
  const sample = samples[at] ?? samples[last];
  const play = () => {
    if (at >= last) setAt(0);
    setPlaying(!playing);
  };

  return (
    <figure className={styles.replay} data-testid="replay">
      <figcaption>{t('replay.title')}</figcaption>
      <svg viewBox={viewBox} className={styles.plan} role="img" aria-label={t('replay.title')}>
        {shape.surfaces.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item's surfaces never reorder
          <polygon key={i} points={points(s.outline)} className={styles.road} />
        ))}
        {shape.lines.map((line) => (
          <polyline
            key={line.name}
            points={points(line.points)}
            className={line.colour === 'white' ? styles.lineWhite : styles.lineYellow}
          />
        ))}
        <polyline points={points(shape.path.map((p): Vec => [p.x, p.y]))} className={styles.ideal} />
        <polyline points={driven} className={styles.driven} data-testid="replay-driven" />
        {sample && <polygon points={points(bodyOf(car, sample))} className={styles.ghost} data-testid="replay-car" />}
        {faults.map((f, i) => {
          const s = samples[Math.min(f.t, last)];
          if (!s) return null;
          return (
            <g key={`${f.rule}-${f.t}`} data-testid="replay-fault">
              <circle cx={s.x} cy={-s.y} r={0.5} className={f.points === 0 ? styles.faultFail : styles.faultPoints} />
              <text x={s.x} y={-s.y + 0.25} className={styles.faultNumber}>
                {i + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <div className={styles.replayBar}>
        <button type="button" onClick={play} data-testid="replay-play">
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={at}
          onChange={(e) => {
            setPlaying(false);
            setAt(Number(e.target.value));
          }}
          aria-label={t('replay.title')}
          data-testid="replay-scrub"
        />
        <span>{t('drive.time', { s: (at / TICKS_PER_SECOND).toFixed(1) })}</span>
      </div>
      <p className={styles.legend}>
        <span className={styles.legendIdeal}>{t('replay.ideal')}</span>
        <span className={styles.legendDriven}>{t('replay.driven')}</span>
        <span className={styles.legendFault}>{t('replay.fault')}</span>
      </p>
    </figure>
  );
}
