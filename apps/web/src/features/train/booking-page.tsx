import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chinaDateTime, chinaTime } from '@xueche/time';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { QueryPage } from '../../components/query-page';
import { api } from '../../lib/api';
import { formatPhone } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { useSession } from '../../lib/session';
import { type Check, useConfirmByQuery } from '../../lib/use-confirm-by-query';
import { CancelBooking, MarkDone, RateForm } from './booking-actions';
import { Avatar } from './coach-card';
import { useT } from './messages';
import { keptPayment } from './pay';
import styles from './styles';
import { type Booking, bookingQuery, refreshBookings } from './train-api';
import { starsText, yuan } from './train-format';
import { type BookingPay, useBookingPay } from './use-booking-pay';

/** Gaps before each re-check of a booking back from payment still unpaid: about 10 s in all (as orders). */
const CONFIRM_DELAYS_MS: readonly number[] = [1000, 1500, 2000, 2500, 3000];

/**
 * '/train/train-info/{id}' (`?pay=ok|cancel` back from paying): one booking for its student or its coach —
 * its state, who, when, where and what it cost; continue paying, cancel (saying what it refunds), mark done
 * after it ended (the coach), rate it once done (the student), and its conversation.
 */
export default function BookingPage() {
  // Each arrival (e.g. back from paying again) starts its own confirmation.
  const { key } = useLocation();
  return <BookingView key={key} />;
}

function BookingView() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const returned = search.get('pay');
  const id = parseId(params.id);
  const client = useQueryClient();
  const query = useQuery({ ...bookingQuery(id ?? 0), enabled: id !== undefined });
  const pay = useBookingPay();
  const booking = query.data;
  const { refetch } = query;
  const orderNo = booking?.order.order_no;
  const { check, recheck } = useConfirmByQuery({
    start: returned === 'ok',
    status: booking?.status,
    underWay: (s) => s === 'unpaid',
    // The order's own read asks WeChat Pay while it is unpaid (docs/money.md), then the booking as it stands.
    refetch: async () => {
      if (orderNo) await api('GET /v1/order/index', { query: { order_no: orderNo } }).catch(() => undefined);
      return refetch();
    },
    delaysMs: CONFIRM_DELAYS_MS,
  });

  const paidNow = returned === 'ok' && booking?.status === 'paid';
  useEffect(() => {
    if (paidNow) refreshBookings(client);
  }, [paidNow, client]);

  return (
    <QueryPage
      query={query}
      named={id !== undefined}
      notFound={{ text: t('booking.notFound'), action: t('booking.toMine'), to: '/train/mine' }}
      loadFailed={t('booking.loadFailed')}
    >
      {(booking) => (
        <div className={styles.page} data-testid="booking" data-booking-id={booking.id} data-status={booking.status}>
          <StateCard booking={booking} check={check} returned={returned} pay={pay} onRecheck={recheck} />
          <Details booking={booking} />
          <Actions booking={booking} />
        </div>
      )}
    </QueryPage>
  );
}

/** Continue paying an unpaid booking: the prepay this tab kept, else the same hours asked for again. */
function useContinue(booking: Booking, pay: BookingPay) {
  return () =>
    pay.start(async () => {
      const kept = keptPayment(booking.id);
      if (kept) return { booking, ...kept };
      return api('POST /v1/train/book', {
        body: {
          member_id: booking.coach.member_id,
          start: booking.start,
          hours: booking.hours,
          phone: booking.student.phone ?? '',
        },
      });
    });
}

function StateCard({
  booking,
  check,
  returned,
  pay,
  onRecheck,
}: {
  booking: Booking;
  check: Check;
  returned: string | null;
  pay: BookingPay;
  onRecheck: () => void;
}) {
  const t = useT();
  const continuePay = useContinue(booking, pay);
  const student = booking.role === 'student';
  const payButton = student && (
    <PrimaryButton disabled={pay.busy} aria-busy={pay.busy} data-testid="continue-pay" onClick={continuePay}>
      {pay.busy ? t('book.paying') : t('booking.continuePay', { amount: yuan(booking.amount_fen) })}
    </PrimaryButton>
  );
  let tone: 'ok' | 'wait' | 'off' | 'busy';
  let text: string;
  let hint: string | undefined;
  let actions: ReactNode = null;
  switch (booking.status) {
    case 'unpaid':
      if (check === 'checking') {
        tone = 'busy';
        text = t('booking.checking');
      } else if (check === 'unconfirmed') {
        tone = 'wait';
        text = t('booking.unconfirmed');
        hint = t('booking.unconfirmedHint');
        actions = (
          <>
            <PrimaryButton variant="ghost" onClick={onRecheck} data-testid="recheck">
              {t('booking.recheck')}
            </PrimaryButton>
            {payButton}
          </>
        );
      } else {
        tone = 'wait';
        text = returned === 'cancel' ? t('booking.payCancelled') : t('booking.unpaid');
        hint = t('booking.holdUntil', { until: chinaDateTime(booking.order.expires_at) });
        actions = payButton;
      }
      break;
    case 'paid':
      tone = 'ok';
      text = returned === 'ok' ? t('booking.paidNow') : t('booking.paid');
      hint = booking.rateable ? t('booking.over') : student ? t('booking.paidHintStudent') : t('booking.paidHintCoach');
      break;
    case 'done':
      tone = 'ok';
      text = t('booking.done');
      if (booking.rateable) hint = t('booking.over');
      if (booking.role === 'coach' && booking.earned_fen !== null) {
        hint = t('booking.earned', { amount: yuan(booking.earned_fen) });
      }
      break;
    case 'cancelled':
      tone = 'off';
      text = t('booking.cancelled');
      hint =
        booking.refunded_fen > 0
          ? t('booking.refunded', { amount: yuan(booking.refunded_fen) })
          : t('booking.notRefunded');
      break;
    case 'expired':
      tone = 'off';
      text = t('booking.expired');
      actions = student && (
        <Link className={styles.linkButtonSolid} to={`/train/detail/${booking.coach.member_id}`}>
          {t('booking.bookAgain')}
        </Link>
      );
      break;
  }
  return (
    <section className={styles.state} data-testid="booking-state" data-status={booking.status} data-check={check}>
      <p className={styles.stateText} data-tone={tone} role={tone === 'busy' ? 'status' : undefined} aria-live="polite">
        {text}
      </p>
      {hint && (
        <p className={styles.stateHint} data-testid="booking-hint">
          {hint}
        </p>
      )}
      {pay.notice && (
        <p className={styles.alert} role="alert" data-testid="pay-notice">
          {pay.notice.text}
        </p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}

function Details({ booking }: { booking: Booking }) {
  const t = useT();
  const student = booking.role === 'student';
  const start = chinaTime(booking.start);
  const end = chinaTime(booking.end);
  const other = student
    ? { name: booking.coach.nickname, phone: booking.coach.phone, portrait: booking.coach.head_portrait }
    : { name: booking.student.nickname, phone: booking.student.phone, portrait: '' };
  return (
    <section className={styles.card}>
      <div className={styles.who}>
        <Avatar src={other.portrait} name={other.name} />
        <div>
          <small className={styles.muted}>{t(student ? 'booking.coach' : 'booking.student')}</small>
          <p className={styles.whoName} data-testid="booking-other">
            {other.name}
          </p>
          {other.phone ? (
            <a className={styles.phone} href={`tel:${other.phone}`} data-testid="booking-phone">
              {formatPhone(other.phone)}
            </a>
          ) : booking.status === 'unpaid' ? (
            <small className={styles.muted}>{t('booking.phoneLater')}</small>
          ) : (
            // Paid or done, the number shows; someone with none on file is reached by message.
            (booking.status === 'paid' || booking.status === 'done') && (
              <small className={styles.muted} data-testid="booking-no-phone">
                {t('booking.noPhone')}
              </small>
            )
          )}
        </div>
        {student && (
          <Link className={styles.link} to={`/train/detail/${booking.coach.member_id}`}>
            {t('booking.coachPage')} ›
          </Link>
        )}
      </div>
      <dl className={styles.facts} data-testid="booking-details">
        <dt>{t('booking.when')}</dt>
        <dd data-testid="booking-when">
          {start && end
            ? t('booking.whenText', {
                day: start.day,
                weekday: t(`weekday.${start.weekday}` as 'weekday.1'),
                from: start.hm,
                to: end.hm,
                n: booking.hours,
              })
            : '—'}
        </dd>
        <dt>{t('booking.where')}</dt>
        <dd>{booking.coach.area}</dd>
        <dt>{t('booking.car')}</dt>
        <dd>
          {booking.coach.car.model} · {t(`car.${booking.coach.car.transmission}`)} · {booking.coach.car.plate}
        </dd>
        <dt>{t('booking.amount')}</dt>
        <dd data-testid="booking-amount">¥{yuan(booking.amount_fen)}</dd>
        {booking.refunded_fen > 0 && (
          <>
            <dt>{t('booking.refundedLabel')}</dt>
            <dd data-testid="booking-refunded">¥{yuan(booking.refunded_fen)}</dd>
          </>
        )}
        {booking.role === 'coach' && booking.earned_fen !== null && (
          <>
            <dt>{t('booking.earnedLabel')}</dt>
            <dd data-testid="booking-earned">¥{yuan(booking.earned_fen)}</dd>
          </>
        )}
        {booking.status === 'paid' && booking.refundable_until && student && (
          <>
            <dt>{t('booking.refundUntil')}</dt>
            <dd>{chinaDateTime(booking.refundable_until)}</dd>
          </>
        )}
        <dt>{t('booking.orderNo')}</dt>
        <dd data-testid="booking-order-no">{booking.order.order_no}</dd>
        <dt>{t('booking.createdAt')}</dt>
        <dd>{chinaDateTime(booking.created_at)}</dd>
      </dl>
    </section>
  );
}

function Actions({ booking }: { booking: Booking }) {
  const t = useT();
  const studentAccount = useSession((s) => s.user?.user_type !== 2);
  const student = booking.role === 'student';
  const canCancel = student && (booking.status === 'unpaid' || booking.status === 'paid');
  return (
    <>
      {booking.status !== 'expired' && (
        <Link
          className={styles.chatLink}
          to={`/train/coach-message?booking_id=${booking.id}`}
          data-testid="booking-chat"
          data-unread={booking.unread}
        >
          {t(student ? 'booking.chatCoach' : 'booking.chatStudent')}
          {booking.unread > 0 && <span className={styles.badge}>{booking.unread}</span>}
          <span aria-hidden="true"> ›</span>
        </Link>
      )}
      {!student && booking.status === 'paid' && <MarkDone booking={booking} />}
      {booking.rateable && <RateForm booking={booking} />}
      {booking.review && (
        <section className={styles.card} data-testid="booking-review">
          <h2 className={styles.sectionTitle}>{t('rate.yours')}</h2>
          <p className={styles.stars} role="img" aria-label={t('rate.stars', { n: booking.review.stars })}>
            {starsText(booking.review.stars)}
          </p>
          {booking.review.text && <p className={styles.note}>{booking.review.text}</p>}
        </section>
      )}
      {canCancel && <CancelBooking booking={booking} />}
      {/* The order and its refunds: the receipt is a student's page; a coach's earnings are in their ledger. */}
      {student && studentAccount && booking.status !== 'unpaid' && (
        <Link className={styles.link} to={`/order/${booking.order.order_no}`} data-testid="booking-receipt">
          {t('booking.receipt')} ›
        </Link>
      )}
      {!student && booking.status === 'done' && (
        <Link className={styles.link} to="/coach-transactions" data-testid="booking-ledger">
          {t('booking.ledger')} ›
        </Link>
      )}
    </>
  );
}
