import { apply, type Control, type LightState } from '@xueche/light-rules';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useT } from '../messages';
import { controlsOf, type Gesture, gestureOfDrag, RING } from './gestures';
import styles from './stalk.module.css';
import { LampIcon } from './symbols';

type Part = 'ring' | 'stalk';

interface Drag {
  part: Part;
  id: number;
  x: number;
  y: number;
  dx: number;
  dy: number;
}

/** The pivot in the steering column the stalk turns about, and the height of the stalk's axis. */
const PIVOT_X = 286;
const AXIS_Y = 110;
/** Between the ring's printed notches. */
const NOTCH = 24;

/**
 * The combination switch on the left of the steering column, drawn as the driver sees it, operated with the
 * gestures of the real one: swipe the end ring up or down to turn it (关 / 示廓灯 / 近光), push the stalk
 * towards the column for high beam (it stays), pull it away for a flash (it springs back), move it up or
 * down for the indicators (it stays). Every gesture becomes the buttons' controls (./gestures.ts).
 */
export function Stalk({ lights, onControl }: { lights: LightState; onControl: (control: Control) => void }) {
  const t = useT();
  const [drag, setDrag] = useState<Drag | null>(null);

  const make = (gesture: Gesture | null) => {
    if (!gesture) return;
    for (const control of controlsOf(lights, gesture)) onControl(control);
  };
  const down = (part: Part) => (e: PointerEvent<SVGGElement>) => {
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDrag({ part, id: e.pointerId, x: e.clientX, y: e.clientY, dx: 0, dy: 0 });
  };
  const move = (e: PointerEvent<SVGGElement>) => {
    if (drag?.id !== e.pointerId) return;
    setDrag({ ...drag, dx: e.clientX - drag.x, dy: e.clientY - drag.y });
  };
  const up = (e: PointerEvent<SVGGElement>) => {
    if (drag?.id !== e.pointerId) return;
    setDrag(null);
    make(gestureOfDrag(drag.part, e.clientX - drag.x, e.clientY - drag.y));
  };
  const cancel = () => setDrag(null);
  const keys =
    (map: Record<string, Gesture>) =>
    (e: KeyboardEvent<SVGGElement>): void => {
      const gesture = map[e.key];
      if (!gesture) return;
      e.preventDefault();
      make(gesture);
    };

  // While a finger moves the switch, it shows where it would go; the lights change on release.
  const preview = drag && gestureOfDrag(drag.part, drag.dx, drag.dy);
  const shown = preview ? controlsOf(lights, preview).reduce(apply, lights) : lights;
  const pulled = preview?.kind === 'pull' && !lights.high;
  const shift = shown.high ? 12 : pulled ? -14 : 0;
  const angle = shown.indicator === 'right' ? 9 : shown.indicator === 'left' ? -9 : 0;
  const notch = RING.indexOf(shown.headlight);

  return (
    <svg
      className={styles.stalk}
      viewBox="0 34 340 166"
      data-testid="stalk"
      data-headlight={lights.headlight}
      data-high={lights.high}
      data-indicator={lights.indicator}
    >
      <title>{t('stalk.switch')}</title>
      <text className={styles.hint} x="196" y="52" textAnchor="middle">
        {t('stalk.up')}
      </text>
      <text className={styles.hint} x="196" y="182" textAnchor="middle">
        {t('stalk.down')}
      </text>
      <text className={styles.hint} x="312" y="190" textAnchor="middle">
        {t('stalk.push')}
      </text>
      <text className={styles.hint} x="40" y="190" textAnchor="middle">
        {t('stalk.pull')}
      </text>
      <g
        className={`${styles.lever} ${drag ? styles.moving : ''}`}
        transform={`translate(${shift} 0) rotate(${angle} ${PIVOT_X} ${AXIS_Y})`}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a part of a drawing, dragged as well as pressed, cannot be a <button> */}
        <g
          className={styles.part}
          data-testid="stalk-lever"
          tabIndex={0}
          role="button"
          aria-label={t('stalk.lever')}
          aria-roledescription={t('stalk.leverRole')}
          onPointerDown={down('stalk')}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={cancel}
          onKeyDown={keys({
            ArrowUp: { kind: 'flick', steps: 1 },
            ArrowDown: { kind: 'flick', steps: -1 },
            ArrowRight: { kind: 'push' },
            ArrowLeft: { kind: 'pull' },
          })}
        >
          <rect x="112" y="72" width={PIVOT_X - 112} height="76" fill="transparent" />
          <path className={styles.shaft} d={`M${PIVOT_X} 98L112 101v18l${PIVOT_X - 112} 3Z`} />
          <path className={styles.shine} d={`M${PIVOT_X - 6} 102L118 104`} />
        </g>
        <g
          className={styles.part}
          data-testid="stalk-ring"
          tabIndex={0}
          role="slider"
          aria-label={t('stalk.ring')}
          aria-valuemin={0}
          aria-valuemax={RING.length - 1}
          aria-valuenow={RING.indexOf(lights.headlight)}
          aria-valuetext={t(`dash.${lights.headlight}`)}
          onPointerDown={down('ring')}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={cancel}
          onKeyDown={keys({ ArrowUp: { kind: 'turn', steps: 1 }, ArrowDown: { kind: 'turn', steps: -1 } })}
        >
          <rect x="14" y="66" width="100" height="88" fill="transparent" />
          <rect className={styles.cap} x="22" y="92" width="30" height="36" rx="8" />
          <rect className={styles.drum} x="48" y="80" width="60" height="60" rx="9" />
          <svg x="48" y="80" width="60" height="60" viewBox="48 80 60 60" overflow="hidden" aria-hidden="true">
            <g className={styles.notches} transform={`translate(0 ${(1 - notch) * NOTCH})`}>
              <text className={styles.notchText} x="78" y={AXIS_Y - NOTCH + 5} textAnchor="middle">
                {t('stalk.ringOff')}
              </text>
              <g transform={`translate(66 ${AXIS_Y - 12})`}>
                <LampIcon name="position" bare />
              </g>
              <g transform={`translate(66 ${AXIS_Y + NOTCH - 12})`}>
                <LampIcon name="low" bare />
              </g>
            </g>
          </svg>
          {/* The fixed index the ring's notches turn to. */}
          <path className={styles.index} d={`M118 ${AXIS_Y}l8-6v12Z`} />
          <path className={styles.ribs} d="M52 84v52M104 84v52" />
        </g>
      </g>
      {/* The steering column's shroud, over the stalk's root. */}
      <path className={styles.column} d="M300 58h44v104h-44a26 26 0 0 1-26-26V84a26 26 0 0 1 26-26Z" />
    </svg>
  );
}
