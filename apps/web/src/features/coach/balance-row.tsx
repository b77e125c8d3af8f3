import { Link } from '../../components/link';
import styles from './coach.module.css';
import { yuan } from './coach-api';
import { useT } from './messages';

/** The wallet's balance on the blue summary block, with the way to withdraw it. */
export function BalanceRow({ balance }: { balance: number }) {
  const t = useT();
  return (
    <div className={styles.balanceRow}>
      <span>
        {t('index.balance')} <strong data-testid="balance">{yuan(balance)}</strong>
      </span>
      <Link className={styles.heroButton} to="/coach-wallet">
        {t('index.withdraw')}
      </Link>
    </div>
  );
}
