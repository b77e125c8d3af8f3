import { useEffect, useRef } from 'react';
import { useT } from './messages';
import styles from './theory.module.css';

export type CellState = 'right' | 'wrong' | 'answered' | '';

interface Props {
  total: number;
  current: number;
  stateOf: (position: number) => CellState;
  onJump: (position: number) => void;
  onClose: () => void;
}

/** The answer sheet: every question's number, coloured by how it went; tap one to go there. */
export function AnswerSheet({ total, current, stateOf, onJump, onClose }: Props) {
  const t = useT();
  const currentCell = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentCell.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div className={styles.sheetMask}>
      <button type="button" className={styles.maskClose} aria-label={t('common.close')} onClick={onClose} />
      <section
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={t('practice.sheet')}
        data-testid="answer-sheet"
      >
        <header className={styles.sheetHeader}>
          <h2>{t('practice.sheet')}</h2>
          <button type="button" className={styles.linkButton} onClick={onClose}>
            {t('common.close')}
          </button>
        </header>
        <div className={styles.sheetGrid}>
          {Array.from({ length: total }, (_, position) => {
            const state = stateOf(position);
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: positions are the identity here
                key={position}
                ref={position === current ? currentCell : undefined}
                type="button"
                className={`${styles.cell} ${state ? styles[`cell_${state}`] : ''} ${position === current ? styles.cellCurrent : ''}`}
                aria-current={position === current ? 'step' : undefined}
                data-state={state || undefined}
                onClick={() => onJump(position)}
              >
                {position + 1}
              </button>
            );
          })}
        </div>
      </section>
    </div>
  );
}
