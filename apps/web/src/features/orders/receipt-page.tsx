import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chinaDateTime } from '@xueche/time';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { type Check, useConfirmByQuery } from '../../lib/use-confirm-by-query';
import { CONFIRM_DELAYS_MS } from './confirm-delays';
import { useT } from './messages';
import styles from './orders.module.css';
import { isNotFound, isOrderNo, type Order, orderQuery, productsQuery, refreshAfterPayment } from './orders-api';
import { PayNoticeView } from './pay-notice';
import { RefundTerms } from './refund-terms';
import { UnlockedLinks } from './unlocked-links';
import { type PayControl, usePay } from './use-pay';

/**
 * '/order/:order_no' (`?pay=ok|cancel` when a payment comes back): the receipt. Coming back from a
 * payment with the order still unpaid, it asks the server again a few times (the server asks WeChat
 * Pay; the page's own word is never trusted) before saying it could not confirm.
 */
export default function ReceiptPage() {
  // Each arrival (e.g. back from paying again) starts its own confirmation.
  const { key } = useLocation();
  return <Receipt key={key} />;
}

function Receipt() {
  const t = useT();
  const { order_no: raw } = useParams();
  const [params] = useSearchParams();
  const returned = params.get('pay');
  const orderNo = isOrderNo(raw) ? raw : undefined;
  const query = useQuery({ ...orderQuery(orderNo ?? ''), enabled: orderNo !== undefined });
  const pay = usePay();
  const client = useQueryClient();
  const status = query.data?.status;
  const { refetch } = query;
  const { check, recheck } = useConfirmByQuery({
    start: returned === 'ok',
    status,
    underWay: (s) => s === 'created',
    refetch,
    delaysMs: CONFIRM_DELAYS_MS,
  });

  // Paid on this visit: what it unlocked, the lists and the courses' locks change.
  const paidNow = returned === 'ok' && status === 'paid';
  useEffect(() => {
    if (paidNow) void refreshAfterPayment(client);
  }, [paidNow, client]);

  if (!orderNo) return <NotFound />;
  if (query.isPending) return <Loading full />;
  if (!query.data) {
    if (isNotFound(query.error)) return <NotFound />;
    return <Failed message={errorMessage(query.error, t('receipt.loadFailed'))} onRetry={() => void refetch()} />;
  }
  const order = query.data;
  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('receipt.title')}</h1>
      <StateCard order={order} check={check} returned={returned} pay={pay} onRecheck={recheck} />
      <PayNoticeView notice={pay.notice} onDismiss={pay.dismiss} />
      <dl className={styles.details} data-testid="receipt-details">
        <dt>{t('receipt.orderNo')}</dt>
        <dd data-testid="order-no">{order.order_no}</dd>
        <dt>{t('receipt.product')}</dt>
        <dd>{order.title}</dd>
        <dt>{t('receipt.amount')}</dt>
        <dd>{t('order.amount', { amount: formatMoney(order.amount) })}</dd>
        <dt>{t('receipt.createdAt')}</dt>
        <dd>{chinaDateTime(order.created_at)}</dd>
        {order.status === 'created' && (
          <>
            <dt>{t('receipt.expiresAt')}</dt>
            <dd>{chinaDateTime(order.expires_at)}</dd>
          </>
        )}
        {order.paid_at && (
          <>
            <dt>{t('receipt.paidAt')}</dt>
            <dd>{chinaDateTime(order.paid_at)}</dd>
          </>
        )}
        {order.transaction_id && (
          <>
            <dt>{t('receipt.transactionId')}</dt>
            <dd>{order.transaction_id}</dd>
          </>
        )}
        {order.refunded > 0 && (
          <>
            <dt>{t('receipt.refunded')}</dt>
            <dd data-testid="refunded">{t('order.amount', { amount: formatMoney(order.refunded) })}</dd>
          </>
        )}
      </dl>
      {/* A coach-for-hire booking's rule is on the booking; the product has none of its own to show. */}
      {order.kind !== 'train' && <OrderTerms order={order} />}
    </section>
  );
}

function NotFound() {
  const t = useT();
  return (
    <section className={styles.page}>
      <div className={styles.emptyBox} data-testid="pay-status">
        <span>{t('receipt.notFound')}</span>
        <Link className={styles.linkButton} to="/Indent">
          {t('receipt.myCourses')}
        </Link>
      </div>
    </section>
  );
}

/** The product of an order, as sold now (for its refund terms and what it unlocks). */
function useOrderProduct(order: Order) {
  const products = useQuery(productsQuery(order.field_id ?? undefined));
  return { product: products.data?.list.find((p) => p.id === order.product_id), loaded: products.isSuccess };
}

function OrderTerms({ order }: { order: Order }) {
  const { product, loaded } = useOrderProduct(order);
  if (!loaded) return null;
  return <RefundTerms terms={product?.refund_terms} unknown={!product} />;
}

function StateCard({
  order,
  check,
  returned,
  pay,
  onRecheck,
}: {
  order: Order;
  check: Check;
  returned: string | null;
  pay: PayControl;
  onRecheck: () => void;
}) {
  const t = useT();
  const { product } = useOrderProduct(order);
  // A coach-for-hire order is paid, continued and booked again on its booking, and opens no course.
  const train = order.kind === 'train';
  const continuePay = train ? (
    <Link className={styles.linkButton} to="/train/mine">
      {t('receipt.myBookings')}
    </Link>
  ) : (
    <PrimaryButton
      disabled={pay.busy}
      aria-busy={pay.busy}
      data-testid="continue-pay"
      onClick={() => pay.start({ productId: order.product_id, fieldId: order.field_id ?? undefined })}
    >
      {pay.busy ? t('product.paying') : t('order.continue')}
    </PrimaryButton>
  );

  let tone: 'ok' | 'wait' | 'bad' | 'busy' | 'off';
  let icon = '';
  let text: string;
  let hint: string | undefined;
  let actions: ReactNode = null;

  if (order.status === 'created' && check === 'checking') {
    tone = 'busy';
    text = t('receipt.checking');
    hint = t('receipt.checkingHint');
  } else if (order.status === 'created' && check === 'unconfirmed') {
    tone = 'wait';
    icon = '!';
    text = t('receipt.unconfirmed');
    hint = t('receipt.unconfirmedHint');
    actions = (
      <>
        <PrimaryButton variant="ghost" onClick={onRecheck} data-testid="recheck">
          {t('receipt.recheck')}
        </PrimaryButton>
        {continuePay}
      </>
    );
  } else if (order.status === 'created') {
    tone = 'wait';
    icon = '…';
    text = returned === 'cancel' ? t('receipt.cancelled') : t('receipt.waiting');
    hint = returned === 'cancel' ? t('receipt.cancelledHint') : t('receipt.waitingHint');
    actions = continuePay;
  } else if (order.status === 'paid') {
    tone = 'ok';
    icon = '✓';
    text = returned === 'ok' ? t(train ? 'receipt.paidTrain' : 'receipt.paid') : t('receipt.paidPlain');
    if (order.refunded > 0) hint = t('receipt.refundedPart', { amount: formatMoney(order.refunded) });
    actions = train ? (
      <Link className={styles.linkButton} to="/train/mine">
        {t('receipt.myBookings')}
      </Link>
    ) : (
      <>
        {product && <UnlockedLinks unlocks={product.unlocks} fieldId={order.field_id ?? undefined} solid />}
        <Link className={styles.linkButton} to="/Indent">
          {t('receipt.myCourses')}
        </Link>
      </>
    );
  } else if (order.status === 'refunded') {
    tone = 'off';
    icon = '↩';
    text = t(train ? 'receipt.refundedTrain' : 'receipt.refundedAll', { amount: formatMoney(order.refunded) });
  } else {
    tone = 'off';
    icon = '×';
    text = t('receipt.closed');
    actions = train ? (
      <Link className={styles.linkButton} to="/train/index">
        {t('receipt.bookAgain')}
      </Link>
    ) : (
      <Link className={styles.linkButton} to={`/buySelect?product_id=${order.product_id}`}>
        {t('receipt.buyAgain')}
      </Link>
    );
  }

  return (
    <section className={styles.state} data-testid="pay-status" data-status={order.status} data-check={check}>
      <span className={styles.stateIcon} data-tone={tone} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.stateText} role={tone === 'busy' ? 'status' : undefined} aria-live="polite">
        {text}
      </p>
      {hint && <p className={styles.stateHint}>{hint}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
