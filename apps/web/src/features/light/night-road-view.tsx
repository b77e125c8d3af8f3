import { useEffect, useRef, useState } from 'react';
import styles from './light.module.css';
import type { LightRun, RunSnapshot } from './light-run';
import { useT } from './messages';
import { NightRoad } from './night-road/night-road';
import { sceneFor } from './scene';

/** Virtual driving's road: the current instruction's situation, answering the lights as they change. */
export function NightRoadView({ run, snapshot }: { run: LightRun; snapshot: RunSnapshot }) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const road = useRef<NightRoad | null>(null);
  const [dazzling, setDazzling] = useState(false);
  const item = run.item;
  const place = snapshot.index === 0 ? 'opening' : snapshot.index === run.length - 1 ? 'closing' : 'middle';
  const scene = item ? sceneFor(item, place) : 'start';
  const actions = snapshot.logs[snapshot.index]?.actions;
  const last = actions?.[actions.length - 1];

  useEffect(() => {
    if (!canvas.current) return;
    const r = new NightRoad(canvas.current, setDazzling);
    road.current = r;
    r.start();
    return () => r.stop();
  }, []);
  useEffect(() => road.current?.setScene(scene), [scene]);
  useEffect(() => road.current?.setLights(snapshot.lights), [snapshot.lights]);
  useEffect(() => {
    if (last?.control === 'flash') road.current?.flash();
  }, [last]);

  return (
    <div className={styles.road}>
      <canvas
        ref={canvas}
        className={styles.roadCanvas}
        role="img"
        aria-label={t('virtual.canvasLabel', { scene: t(`scene.${scene}`) })}
        data-scene={scene}
        data-testid="night-road"
      />
      <span className={styles.sceneLabel}>{t(`scene.${scene}`)}</span>
      {dazzling && (
        <strong className={styles.glare} role="alert" data-testid="glare">
          {t('virtual.glare')}
        </strong>
      )}
    </div>
  );
}
