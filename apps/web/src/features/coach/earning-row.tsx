import { formatDate } from '../../lib/format';
import styles from './coach.module.css';
import { type EarningEntry, yuan } from './coach-api';
import { type MessageKey, useT } from './messages';

const KIND: Record<string, MessageKey> = {
  commission_l1: 'entry.commission',
  commission_l2: 'entry.commission',
  reversal_l1: 'entry.reversal',
  reversal_l2: 'entry.reversal',
  refund_closed_l1: 'entry.restored',
  refund_closed_l2: 'entry.restored',
};

/** One commission entry: what it was for, from whom, the level, and the signed amount. */
export function EarningRow({ entry }: { entry: EarningEntry }) {
  const t = useT();
  return (
    <li className={styles.row} data-testid="earning-row" data-kind={entry.kind} data-level={entry.level}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h3 className={styles.rowTitle}>
            {entry.order_title ?? t(KIND[entry.kind] ?? 'entry.commission')}
            <span className={styles.levelTag} data-level={entry.level}>
              {t(entry.level === 2 ? 'entry.level2' : 'entry.level1')}
            </span>
          </h3>
          <span className={styles.muted}>
            {t(KIND[entry.kind] ?? 'entry.commission')}
            {entry.student ? ` · ${t('entry.student', { name: entry.student })}` : ''}
            {entry.sub_coach ? ` · ${t('entry.subCoach', { name: entry.sub_coach })}` : ''}
          </span>
          <span className={styles.muted}>{formatDate(entry.created_at, 'YYYY-MM-DD HH:mm')}</span>
        </div>
        <strong className={entry.amount < 0 ? styles.amountMinus : styles.amount}>
          {entry.amount > 0 ? '+' : ''}
          {yuan(entry.amount)}
        </strong>
      </div>
    </li>
  );
}
