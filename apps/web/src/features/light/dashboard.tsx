import type { LightControl } from '@xueche/contract';
import type { LightState } from '@xueche/light-rules';
import styles from './light.module.css';
import { useT } from './messages';

interface Props {
  lights: LightState;
  /** Whether the car reacts now (an instruction is being read or awaits the lights). */
  live: boolean;
  onControl: (control: LightControl) => void;
}

/**
 * The simulated controls: the light switch (off / position / low), the beam lever (push for high,
 * pull to flash), the indicator lever, the hazard button and the fog lights, each under its own label.
 * Thumb-sized, with a short
 * vibration where the phone has one.
 */
export function Dashboard({ lights, live, onControl }: Props) {
  const t = useT();
  const press = (control: LightControl) => {
    navigator.vibrate?.(12);
    onControl(control);
  };
  const button = (control: LightControl, label: string, pressed?: boolean, extra = '') => (
    <button
      type="button"
      className={`${styles.control} ${extra}`}
      aria-label={t(`control.${control}`)}
      aria-pressed={pressed}
      onClick={() => press(control)}
    >
      {label}
    </button>
  );
  return (
    <section
      className={`${styles.dashboard} ${live ? '' : styles.dashboardIdle}`}
      aria-disabled={!live}
      data-testid="dashboard"
    >
      <fieldset className={styles.controlGroup}>
        <legend className={styles.groupLabel}>{t('dash.headlight')}</legend>
        <div className={styles.segment}>
          {button('headlight:off', t('dash.off'), lights.headlight === 'off')}
          {button('headlight:position', t('dash.position'), lights.headlight === 'position')}
          {button('headlight:low', t('dash.low'), lights.headlight === 'low')}
        </div>
      </fieldset>
      <fieldset className={styles.controlGroup}>
        <legend className={styles.groupLabel}>{t('dash.beam')}</legend>
        <div className={styles.segment}>
          {button('high', t('dash.high'), lights.high, styles.controlHigh)}
          {button('flash', t('dash.flash'), undefined, styles.controlFlash)}
        </div>
      </fieldset>
      <fieldset className={styles.controlGroup}>
        <legend className={styles.groupLabel}>{t('dash.indicator')}</legend>
        <div className={styles.segment}>
          {button('indicator:left', t('dash.left'), lights.indicator === 'left')}
          {button('indicator:off', t('dash.center'))}
          {button('indicator:right', t('dash.right'), lights.indicator === 'right')}
        </div>
      </fieldset>
      <div className={styles.controlRow}>
        <fieldset className={`${styles.controlGroup} ${styles.hazardGroup}`}>
          <legend className={styles.groupLabel}>{t('dash.hazardGroup')}</legend>
          <div className={styles.segment}>
            {button('hazard', t('dash.hazard'), lights.hazard, styles.controlHazard)}
          </div>
        </fieldset>
        <fieldset className={styles.controlGroup}>
          <legend className={styles.groupLabel}>{t('dash.fog')}</legend>
          <div className={styles.segment}>
            {button('fog:front', t('dash.fogFront'), lights.fogFront)}
            {button('fog:rear', t('dash.fogRear'), lights.fogRear)}
          </div>
        </fieldset>
      </div>
    </section>
  );
}
