import type { Controls, Gear, Indicator } from '@xueche/yard-rules';
import styles from './drive.module.css';
import { useT } from './messages';

const GEARS: Gear[] = ['D', 'N', 'R'];

/**
 * The car's controls for a thumb: the wheel (full lock either way, straight, or anywhere between on the
 * slider), the gears, the brake held or let off (let off, the car creeps as in the yard), gas while held,
 * the handbrake and the indicators.
 */
export function DriveControls({ state, onChange }: { state: Controls; onChange: (change: Partial<Controls>) => void }) {
  const t = useT();
  const indicate = (side: Exclude<Indicator, 'off'>) =>
    onChange({ indicator: state.indicator === side ? 'off' : side });
  const gasOff = () => {
    if (state.pedal === 'gas') onChange({ pedal: 'idle' });
  };
  return (
    <section className={styles.controls} aria-label={t('drive.wheel')}>
      <div className={styles.wheelRow}>
        <button type="button" onClick={() => onChange({ wheel: 100 })} data-testid="wheel-left">
          {t('drive.fullLeft')}
        </button>
        <button type="button" onClick={() => onChange({ wheel: 0 })} data-testid="wheel-centre">
          {t('drive.centre')}
        </button>
        <button type="button" onClick={() => onChange({ wheel: -100 })} data-testid="wheel-right">
          {t('drive.fullRight')}
        </button>
      </div>
      <input
        className={styles.wheelSlider}
        type="range"
        min={-100}
        max={100}
        step={5}
        // Left on the slider is a left turn: the model counts left as +.
        value={-state.wheel}
        onChange={(e) => onChange({ wheel: -Number(e.target.value) })}
        aria-label={t('drive.wheel')}
        data-testid="wheel-slider"
      />
      <div className={styles.row}>
        <fieldset className={styles.gears} aria-label={t('drive.gear')}>
          {GEARS.map((gear) => (
            <button
              key={gear}
              type="button"
              aria-pressed={state.gear === gear}
              onClick={() => onChange({ gear })}
              data-testid={`gear-${gear}`}
            >
              {gear}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          aria-pressed={state.handbrake}
          onClick={() => onChange({ handbrake: !state.handbrake })}
          data-testid="handbrake"
        >
          {t('drive.handbrake')}
        </button>
      </div>
      <div className={styles.row}>
        <button
          type="button"
          aria-pressed={state.indicator === 'left'}
          onClick={() => indicate('left')}
          data-testid="indicator-left"
        >
          ◀ {t('drive.indicatorLeft')}
        </button>
        <button
          type="button"
          aria-pressed={state.indicator === 'right'}
          onClick={() => indicate('right')}
          data-testid="indicator-right"
        >
          {t('drive.indicatorRight')} ▶
        </button>
      </div>
      <div className={styles.pedals}>
        <button
          type="button"
          className={styles.brake}
          aria-pressed={state.pedal === 'brake'}
          onClick={() => onChange({ pedal: state.pedal === 'brake' ? 'idle' : 'brake' })}
          data-testid="brake"
        >
          {state.pedal === 'brake' ? t('drive.braking') : t('drive.brake')}
        </button>
        <button
          type="button"
          className={styles.gas}
          aria-pressed={state.pedal === 'gas'}
          onPointerDown={() => onChange({ pedal: 'gas' })}
          onPointerUp={gasOff}
          onPointerLeave={gasOff}
          onPointerCancel={gasOff}
          onKeyDown={(e) => {
            if ((e.key === ' ' || e.key === 'Enter') && state.pedal !== 'gas') onChange({ pedal: 'gas' });
          }}
          onKeyUp={gasOff}
          data-testid="gas"
        >
          {t('drive.gas')}
        </button>
      </div>
    </section>
  );
}
