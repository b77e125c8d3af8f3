import { Link } from '../../components/link';
import { useT } from './messages';
import type { Notice } from './use-confirm';
import styles from './wallet.module.css';

/** A sentence after something did not go the usual way, with the way to the withdrawals list. */
export function NoticeView({ notice, withLink = true }: { notice: Notice; withLink?: boolean }) {
  const t = useT();
  return (
    <p className={styles.notice} data-tone={notice.tone} role="status" data-testid="wallet-notice">
      {t(notice.key, notice.params)}
      {withLink && <Link to="/coach-cash-list">{t('wallet.outcome.see')}</Link>}
    </p>
  );
}
