import { useState } from 'react';
import { read, write } from '../../../lib/storage';
import { useT } from '../messages';
import styles from './stalk.module.css';

export type ControlsMode = 'stalk' | 'buttons';

/** The student's way to work the lights, kept on the phone: the drawn stalk unless they chose the buttons. */
export function useControlsMode(): [ControlsMode, (mode: ControlsMode) => void] {
  const [mode, setMode] = useState<ControlsMode>(() => (read('lightControls') === 'buttons' ? 'buttons' : 'stalk'));
  return [
    mode,
    (next) => {
      write('lightControls', next);
      setMode(next);
    },
  ];
}

/** 拨杆 | 按钮: the switch between the drawn stalk and the labelled buttons. */
export function ControlsToggle({ mode, onChange }: { mode: ControlsMode; onChange: (mode: ControlsMode) => void }) {
  const t = useT();
  return (
    <fieldset className={styles.toggle} data-testid="controls-mode">
      <legend className={styles.toggleLabel}>{t('stalk.mode')}</legend>
      {(['stalk', 'buttons'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          className={styles.toggleButton}
          onClick={() => onChange(m)}
        >
          {t(m === 'stalk' ? 'stalk.modeStalk' : 'stalk.modeButtons')}
        </button>
      ))}
    </fieldset>
  );
}
