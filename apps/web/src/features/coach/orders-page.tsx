import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { formatDate } from '../../lib/format';
import styles from './coach.module.css';
import { type CoachOrder, ordersQuery, yuan } from './coach-api';
import { useT } from './messages';

/** '/coach-order': the orders that earned this coach commission, with the coach's share of each. */
export default function OrdersPage() {
  const t = useT();
  const query = useInfiniteQuery(ordersQuery());
  const total = query.data?.pages[0]?.total;
  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('orders.title')}</h1>
        {total !== undefined && <p className={styles.muted}>{t('orders.total', { n: total })}</p>}
        <PagedList
          className={styles.list}
          query={query}
          keyOf={(o) => o.order_no}
          failText={t('orders.loadFailed')}
          empty={t('orders.empty')}
          testId="coach-orders"
        >
          {(o) => <OrderRow key={o.order_no} order={o} />}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}

function OrderRow({ order }: { order: CoachOrder }) {
  const t = useT();
  const status =
    order.status === 'refunded'
      ? t('orders.refunded')
      : order.refunded > 0
        ? t('orders.partRefunded', { amount: yuan(order.refunded) })
        : t('orders.paid');
  return (
    <li className={styles.row} data-testid="order-row" data-order-no={order.order_no} data-status={order.status}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h2 className={styles.rowTitle}>
            {order.title}
            <span className={styles.levelTag} data-level={order.level}>
              {t(order.level === 2 ? 'entry.level2' : 'entry.level1')}
            </span>
          </h2>
          <span className={styles.muted}>
            {t('entry.student', { name: order.student })} · {t('orders.amount', { amount: yuan(order.amount) })}
          </span>
          <span className={styles.muted}>
            {order.paid_at ? formatDate(order.paid_at, 'YYYY-MM-DD HH:mm') : ''} · {order.order_no}
          </span>
        </div>
        <div className={styles.rowSide}>
          <strong className={order.commission < 0 ? styles.amountMinus : styles.amount} data-testid="order-commission">
            {yuan(order.commission)}
          </strong>
          <span className={styles.statusTag} data-status={order.status}>
            {status}
          </span>
        </div>
      </div>
    </li>
  );
}
