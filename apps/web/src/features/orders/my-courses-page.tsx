import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  type UseQueryResult,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { chinaDateTime } from '@xueche/time';
import type { ReactNode } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { PrimaryButton } from '../../components/primary-button';
import type { ApiData } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatMoney } from '../../lib/format';
import { useCourseEntry } from './course-entry';
import { useT } from './messages';
import styles from './orders.module.css';
import { type Order, type Owned, ordersQuery, ownedQuery, practicePath, receiptPath } from './orders-api';
import { PayNoticeView } from './pay-notice';
import { StatusLabel } from './status-label';
import { subjectKey } from './subject-name';
import { type PayControl, usePay } from './use-pay';

type OrdersQuery = UseInfiniteQueryResult<InfiniteData<ApiData<'GET /v1/order/center'>, unknown>, Error>;

/** '/Indent' (student tab 我的课程): what the person has unlocked, with a way in, and every order. */
export default function MyCoursesPage() {
  const t = useT();
  const owned = useQuery(ownedQuery());
  const orders = useInfiniteQuery(ordersQuery());
  const pay = usePay();

  const refresh = () => Promise.all([owned.refetch({ throwOnError: true }), orders.refetch({ throwOnError: true })]);
  const nothing =
    owned.data &&
    owned.data.courses.length === 0 &&
    owned.data.vip_subjects.length === 0 &&
    orders.data?.pages[0]?.total === 0;

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={`${styles.page} ${styles.stack}`}>
        <h1 className={styles.srOnly}>{t('indent.title')}</h1>
        {nothing ? (
          <section className={styles.emptyBox} data-testid="indent-empty">
            <span>{t('indent.empty')}</span>
            <Link className={styles.linkSolid} to="/pay/landpage">
              {t('indent.browse')}
            </Link>
          </section>
        ) : (
          <>
            <h2 className={styles.sectionTitle}>{t('indent.owned')}</h2>
            <ErrorBoundary message={t('common.pageError')}>
              <OwnedList query={owned} />
            </ErrorBoundary>
            <h2 className={styles.sectionTitle}>{t('indent.orders')}</h2>
            <PayNoticeView notice={pay.notice} onDismiss={pay.dismiss} />
            <ErrorBoundary message={t('common.pageError')}>
              <OrderList query={orders} pay={pay} />
            </ErrorBoundary>
          </>
        )}
      </section>
    </PullToRefresh>
  );
}

function OwnedList({ query }: { query: UseQueryResult<Owned> }) {
  const t = useT();
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return <Failed message={errorMessage(query.error, t('indent.ownedFailed'))} onRetry={() => void query.refetch()} />;
  }
  const { courses, vip_subjects } = query.data;
  if (courses.length === 0 && vip_subjects.length === 0) {
    return (
      <section className={styles.emptyBox}>
        <span>{t('indent.ownedEmpty')}</span>
        <Link className={styles.linkButton} to="/pay/landpage">
          {t('indent.browse')}
        </Link>
      </section>
    );
  }
  return (
    <ul className={styles.list}>
      {courses.map((c) => (
        <OwnedCourse key={`c${c.course_id}`} fieldId={c.field_id} />
      ))}
      {[...vip_subjects]
        .sort((a, b) => a - b)
        .map((s) => (
          <li key={`v${s}`} className={styles.ownedItem} data-testid="owned-item" data-kind="vip" data-subject={s}>
            <span className={styles.ownedMarkVip} aria-hidden="true">
              V
            </span>
            <div className={styles.ownedText}>
              <h3 className={styles.ownedTitle}>{t('indent.vip', { subject: t(subjectKey(s)) })}</h3>
              <span className={styles.muted}>{t('indent.vipMeta')}</span>
            </div>
            <Link className={styles.linkSolid} to={practicePath(s)}>
              {t('indent.openPractice')}
            </Link>
          </li>
        ))}
    </ul>
  );
}

function OwnedCourse({ fieldId }: { fieldId: number }) {
  const t = useT();
  const entry = useCourseEntry(fieldId);
  const course = entry.course;
  return (
    <li className={styles.ownedItem} data-testid="owned-item" data-kind="course" data-field-id={fieldId}>
      <span className={styles.ownedMark} aria-hidden="true">
        课
      </span>
      <div className={styles.ownedText}>
        <h3 className={styles.ownedTitle}>{course ? course.title : t('indent.courseLoading')}</h3>
        {course && (
          <span className={styles.muted}>
            {t('indent.courseMeta', { field: course.field_name, count: course.lesson_count })}
          </span>
        )}
      </div>
      {entry.path && (
        <Link className={styles.linkSolid} to={entry.path}>
          {t('indent.open')}
        </Link>
      )}
    </li>
  );
}

function OrderList({ query, pay }: { query: OrdersQuery; pay: PayControl }) {
  const t = useT();
  return (
    <PagedList
      query={query}
      keyOf={(o) => o.order_no}
      failText={t('indent.ordersFailed')}
      empty={
        <section className={styles.emptyBox}>
          <span>{t('indent.empty')}</span>
          <Link className={styles.linkButton} to="/pay/landpage">
            {t('indent.browse')}
          </Link>
        </section>
      }
      endText={t('indent.ordersEnd')}
      className={styles.list}
    >
      {(o) => <OrderRow key={o.order_no} order={o} pay={pay} />}
    </PagedList>
  );
}

function OrderRow({ order, pay }: { order: Order; pay: PayControl }): ReactNode {
  const t = useT();
  return (
    <li className={styles.orderRow} data-testid="order-row" data-order-no={order.order_no}>
      <Link className={styles.orderLink} to={receiptPath(order.order_no)}>
        <span className={styles.orderTop}>
          <span className={styles.orderTitle}>{order.title}</span>
          <StatusLabel order={order} />
        </span>
        <span className={styles.orderBottom}>
          <span>{chinaDateTime(order.created_at)}</span>
          <span className={styles.orderAmount}>{t('order.amount', { amount: formatMoney(order.amount) })}</span>
        </span>
      </Link>
      {/* A coach-for-hire order is paid on its booking (its product is not sold by itself). */}
      {order.status === 'created' && order.kind !== 'train' && (
        <div className={styles.orderActions}>
          <PrimaryButton
            size="small"
            disabled={pay.busy}
            aria-busy={pay.pendingId === order.product_id}
            data-testid="continue-pay"
            onClick={() => pay.start({ productId: order.product_id, fieldId: order.field_id ?? undefined })}
          >
            {pay.pendingId === order.product_id ? t('product.paying') : t('order.continue')}
          </PrimaryButton>
        </div>
      )}
    </li>
  );
}
