import type { Control, LightState } from '@xueche/light-rules';
import { useEffect, useState } from 'react';
import { useT } from '../messages';
import { Cluster } from './cluster';
import { Stalk } from './stalk';
import styles from './stalk.module.css';
import { LampIcon, type LampSymbol } from './symbols';

interface Props {
  lights: LightState;
  /** Whether the car reacts now (an instruction is being read or awaits the lights). */
  live: boolean;
  onControl: (control: Control) => void;
}

/** How long the cluster shows a flash's moment of high beam. */
const FLASH_MS = 300;

/**
 * The car's controls as drawn: the instrument cluster, the combination switch, and beside it the hazard button
 * and the fog switches (separate in the car too). The default way to answer; the buttons stay one tap away.
 */
export function StalkControls({ lights, live, onControl }: Props) {
  const t = useT();
  const [flash, setFlash] = useState(0);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(0), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const control = (c: Control) => {
    navigator.vibrate?.(12);
    if (c === 'flash') setFlash((n) => n + 1);
    onControl(c);
  };
  const button = (c: Control, symbol: LampSymbol, on: boolean) => (
    <button
      type="button"
      className={`${styles.switch} ${styles[symbol] ?? ''} ${on ? styles.on : ''}`}
      aria-label={t(`control.${c}`)}
      aria-pressed={on}
      data-testid={`stalk-${c.replace(':', '-')}`}
      onClick={() => control(c)}
    >
      <LampIcon name={symbol} />
      <small>{t(`lamp.${symbol}`)}</small>
    </button>
  );
  return (
    <section className={`${styles.controls} ${live ? '' : styles.idle}`} aria-disabled={!live} data-testid="dashboard">
      <Cluster lights={lights} flash={flash > 0} />
      <Stalk lights={lights} onControl={control} />
      <p className={styles.help}>{t('stalk.help')}</p>
      <div className={styles.switches}>
        {button('hazard', 'hazard', lights.hazard)}
        {button('fog:front', 'fogFront', lights.fogFront)}
        {button('fog:rear', 'fogRear', lights.fogRear)}
      </div>
    </section>
  );
}
