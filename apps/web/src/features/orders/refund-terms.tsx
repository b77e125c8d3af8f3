import { useT } from './messages';
import styles from './orders.module.css';

/**
 * A product's refund terms, stated in full before the pay button (no hidden conditions:
 * docs/domain.md#referral-commission-and-money).
 */
export function RefundTerms({ terms, unknown }: { terms: string | undefined; unknown?: boolean }) {
  const t = useT();
  const text = terms?.trim() || t(unknown ? 'refund.unknown' : 'refund.none');
  return (
    <p className={styles.terms} data-testid="refund-terms">
      <strong className={styles.termsTitle}>{t('refund.title')}</strong>
      {text}
    </p>
  );
}
