import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { DebounceButton } from '../../components/debounce-button';
import { BottomSheet } from '../../components/modal/modal';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useT } from './messages';
import styles from './wish.module.css';
import type { WishReportReason } from './wish-api';

const REASONS: WishReportReason[] = ['spam', 'abuse', 'junk', 'other'];
const NOTE_MAX = 100;

/**
 * The sheet a person reports someone else's wish from: a reason (required) and an optional note. A refusal
 * (reported already, the wish hidden meanwhile) is said inside the sheet, which stays open.
 */
export default function ReportSheet({
  wishId,
  onClose,
  onReported,
}: {
  wishId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [reason, setReason] = useState<WishReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: (picked: WishReportReason) =>
      api('POST /v1/wish/report', { body: { id: wishId, reason: picked, note: note.trim() } }),
    onSuccess: onReported,
  });

  return (
    <BottomSheet onClose={onClose} aria-labelledby={`${ids}-title`}>
      <div className={styles.sheet} data-testid="wish-report-sheet">
        <h2 id={`${ids}-title`} className={styles.sheetTitle}>
          {t('wish.reportTitle')}
        </h2>
        <p className={styles.muted}>{t('wish.reportIntro')}</p>
        <fieldset className={styles.reasons}>
          <legend className={styles.srOnly}>{t('wish.reportTitle')}</legend>
          {REASONS.map((r) => (
            <label key={r} className={styles.reason}>
              <input
                type="radio"
                name={`${ids}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {t(`wish.reason.${r}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={`${ids}-note`}>
          {t('wish.reportNote')}
        </label>
        <textarea
          id={`${ids}-note`}
          className={styles.textarea}
          rows={2}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {send.error && (
          <p className={styles.fieldError} role="alert">
            {errorMessage(send.error, t('wish.reportFailed'))}
          </p>
        )}
        <div className={styles.sheetActions}>
          <button type="button" className={styles.textButton} onClick={onClose}>
            {t('wish.reportCancel')}
          </button>
          <DebounceButton
            disabled={!reason || send.isPending}
            onClick={() => reason && send.mutate(reason)}
            data-testid="wish-report-send"
          >
            {t('wish.reportSend')}
          </DebounceButton>
        </div>
      </div>
    </BottomSheet>
  );
}
