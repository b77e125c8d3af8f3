import type { LightState } from '@xueche/light-rules';
import styles from './light.module.css';
import { useT } from './messages';

/** The instrument cluster's telltales: what the car's lights are doing now. */
export function LampPanel({ lights }: { lights: LightState }) {
  const t = useT();
  const left = lights.indicator === 'left' || lights.hazard;
  const right = lights.indicator === 'right' || lights.hazard;
  const lamps = [
    { key: 'left', on: left, blink: true, label: t('lamp.left'), icon: '◀' },
    { key: 'position', on: lights.headlight !== 'off', label: t('lamp.position'), icon: '◎' },
    { key: 'low', on: lights.headlight === 'low' && !lights.high, label: t('lamp.low'), icon: '◐' },
    { key: 'high', on: lights.headlight === 'low' && lights.high, label: t('lamp.high'), icon: '◉' },
    { key: 'fogFront', on: lights.fogFront, label: t('lamp.fogFront'), icon: '≋' },
    { key: 'fogRear', on: lights.fogRear, label: t('lamp.fogRear'), icon: '≋' },
    { key: 'hazard', on: lights.hazard, blink: true, label: t('lamp.hazard'), icon: '▲' },
    { key: 'right', on: right, blink: true, label: t('lamp.right'), icon: '▶' },
  ];
  return (
    <ul className={styles.lamps} aria-label={t('lamp.panel')} data-testid="lamps">
      {lamps.map((lamp) => (
        <li
          key={lamp.key}
          className={`${styles.lamp} ${styles[`lamp_${lamp.key}`] ?? ''} ${lamp.on ? styles.lampOn : ''} ${lamp.on && lamp.blink ? styles.blink : ''}`}
          data-lamp={lamp.key}
          data-on={lamp.on}
        >
          <span aria-hidden="true">{lamp.icon}</span>
          <small>{lamp.label}</small>
        </li>
      ))}
    </ul>
  );
}
