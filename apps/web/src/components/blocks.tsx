import { useT } from '../lib/i18n';
import styles from './blocks.module.css';
import { PrimaryButton } from './primary-button';

/** Loading, empty and error states, the same everywhere (index.html draws this Loading, full, from the document). */
export function Loading({ text, full }: { text?: string; full?: boolean }) {
  const t = useT();
  return (
    <div className={full ? 'status-block full' : 'status-block'} role="status" aria-live="polite">
      <span className="status-spinner" aria-hidden="true" />
      <span>{text ?? t('common.loading')}</span>
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const t = useT();
  return <div className="status-block">{text ?? t('common.empty')}</div>;
}

export function Failed({ message, onRetry, full }: { message: string; onRetry?: () => void; full?: boolean }) {
  const t = useT();
  return (
    <div className={full ? 'status-block full' : 'status-block'} role="alert">
      <span className={styles.error}>{message}</span>
      {onRetry && (
        <PrimaryButton size="small" variant="ghost" onClick={onRetry}>
          {t('common.retry')}
        </PrimaryButton>
      )}
    </div>
  );
}
