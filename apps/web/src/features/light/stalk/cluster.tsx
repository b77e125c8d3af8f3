import type { LightState } from '@xueche/light-rules';
import { useT } from '../messages';
import styles from './stalk.module.css';
import { LampIcon, type LampSymbol } from './symbols';

/**
 * The instrument cluster as a car shows it: the lamp symbols, dark until their lights are on (the indicators
 * blink green, high beam is blue). `flash`: a moment of high beam while the stalk is pulled.
 */
export function Cluster({ lights, flash = false }: { lights: LightState; flash?: boolean }) {
  const t = useT();
  const left = lights.indicator === 'left' || lights.hazard;
  const right = lights.indicator === 'right' || lights.hazard;
  const high = lights.headlight === 'low' && lights.high;
  const lamps: { key: LampSymbol; on: boolean; blink?: boolean }[] = [
    { key: 'left', on: left, blink: true },
    { key: 'position', on: lights.headlight !== 'off' },
    { key: 'low', on: lights.headlight === 'low' && !lights.high },
    { key: 'high', on: high || flash },
    { key: 'fogFront', on: lights.fogFront },
    { key: 'fogRear', on: lights.fogRear },
    { key: 'hazard', on: lights.hazard, blink: true },
    { key: 'right', on: right, blink: true },
  ];
  return (
    <ul className={styles.cluster} aria-label={t('lamp.panel')} data-testid="lamps">
      {lamps.map((lamp) => (
        <li
          key={lamp.key}
          className={`${styles.lamp} ${styles[lamp.key] ?? ''} ${lamp.on ? styles.on : ''} ${lamp.on && lamp.blink ? styles.blink : ''}`}
          data-lamp={lamp.key}
          // A flash is a moment, not a state: the lamp shows it, the lights do not change.
          data-on={lamp.key === 'high' ? high : lamp.on}
          aria-label={`${t(`lamp.${lamp.key}`)}${lamp.on ? t('stalk.lit') : ''}`}
        >
          <LampIcon name={lamp.key} />
        </li>
      ))}
    </ul>
  );
}
