import { useState } from 'react';
import { DebounceButton } from '../../components/debounce-button';
import { PrimaryButton } from '../../components/primary-button';
import { useT } from './messages';
import styles from './styles';

interface Props {
  /** What the first tap offers ("取消预约"). */
  label: string;
  /** The question asked before acting. */
  question: string;
  /** The button that acts ("确定取消"). */
  confirmLabel: string;
  onConfirm: () => unknown;
  busy?: boolean;
  testId: string;
  variant?: 'solid' | 'ghost';
}

/** An action that cannot be undone asks once, in place; the acting button keeps the 2-second pause. */
export function InlineConfirm({ label, question, confirmLabel, onConfirm, busy, testId, variant = 'ghost' }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <PrimaryButton
        variant={variant}
        size="small"
        data-testid={testId}
        disabled={busy}
        onClick={() => setAsking(true)}
      >
        {label}
      </PrimaryButton>
    );
  }
  return (
    <div className={styles.confirm}>
      <p>{question}</p>
      <div className={styles.actions}>
        <PrimaryButton variant="ghost" size="small" onClick={() => setAsking(false)} disabled={busy}>
          {t('confirm.back')}
        </PrimaryButton>
        <DebounceButton
          size="small"
          data-testid={`${testId}-confirm`}
          disabled={busy}
          onClick={async () => {
            await onConfirm();
            setAsking(false);
          }}
        >
          {confirmLabel}
        </DebounceButton>
      </div>
    </div>
  );
}
