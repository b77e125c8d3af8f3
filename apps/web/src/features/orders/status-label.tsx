import { formatMoney } from '../../lib/format';
import { useT } from './messages';
import styles from './orders.module.css';
import type { Order } from './orders-api';

/** 待支付 / 已支付 / 已退款 / 已关闭, with the refunded amount of a part-refunded order. */
export function StatusLabel({ order }: { order: Pick<Order, 'status' | 'refunded'> }) {
  const t = useT();
  const part = order.status === 'paid' && order.refunded > 0;
  return (
    <span className={styles.status} data-status={order.status} data-testid="order-status">
      {t(`status.${order.status}`)}
      {part && ` · ${t('status.partRefund', { amount: formatMoney(order.refunded) })}`}
      {order.status === 'refunded' && ` ¥${formatMoney(order.refunded)}`}
    </span>
  );
}
