import { useState } from 'react';
import { AnswerSheet, type CellState } from './answer-sheet';
import { useT } from './messages';
import styles from './theory.module.css';

interface Props {
  /** 0-based position of the question on screen. */
  current: number;
  total: number;
  stateOf: (position: number) => CellState;
  onMove: (position: number) => void;
  /** Also show "n/total" on the answer-sheet button. */
  showCount?: boolean;
}

/** Previous, answer sheet, next: the bar under a question in practice and in the mock exam. */
export function QuestionNav({ current, total, stateOf, onMove, showCount }: Props) {
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  return (
    <>
      <nav className={styles.bottomBar}>
        <button type="button" className={styles.navButton} disabled={current === 0} onClick={() => onMove(current - 1)}>
          {t('practice.prev')}
        </button>
        <button
          type="button"
          className={styles.sheetButton}
          onClick={() => setSheetOpen(true)}
          data-testid="open-sheet"
        >
          {t('practice.sheet')}
          {showCount && ` ${current + 1}/${total}`}
        </button>
        <button
          type="button"
          className={styles.navButton}
          disabled={current >= total - 1}
          onClick={() => onMove(current + 1)}
          data-testid="next"
        >
          {t('practice.next')}
        </button>
      </nav>
      {sheetOpen && (
        <AnswerSheet
          total={total}
          current={current}
          stateOf={stateOf}
          onClose={() => setSheetOpen(false)}
          onJump={(p) => {
            setSheetOpen(false);
            onMove(p);
          }}
        />
      )}
    </>
  );
}
