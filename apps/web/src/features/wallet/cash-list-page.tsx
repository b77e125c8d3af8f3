import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { ErrorBoundary } from '../../components/error-boundary';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { PrimaryButton } from '../../components/primary-button';
import type { ApiData } from '../../lib/api';
import { errorMessage, isNotFound } from '../../lib/api-error';
import { formatDate, formatMoney } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { useConfirmByQuery } from '../../lib/use-confirm-by-query';
import { CONFIRM_DELAYS_MS } from './confirm-delays';
import { type MessageKey, useT } from './messages';
import { NoticeView } from './notice-view';
import { reasonText } from './reason';
import { type ConfirmControl, useConfirm } from './use-confirm';
import styles from './wallet.module.css';
import { underWay, type Withdrawal, walletKeys, withdrawalQuery, withdrawalsQuery } from './wallet-api';

type Transfer = 'ok' | 'cancel' | 'fail';
type ListQuery = UseInfiniteQueryResult<InfiniteData<ApiData<'GET /v1/cash/list'>, unknown>, Error>;

/**
 * '/coach-cash-list': the coach's withdrawals, newest first. With `?id=` (and `&transfer=ok|cancel|fail`
 * when coming back from accepting a transfer) the withdrawal's result comes first: the page asks the
 * server (which asks WeChat Pay) until the transfer is settled, never trusting the way back.
 */
export default function CashListPage() {
  // Each arrival (e.g. back from confirming again) starts its own checking.
  const { key } = useLocation();
  return <CashList key={key} />;
}

function CashList() {
  const t = useT();
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const raw = params.get('transfer');
  const transfer = raw === 'ok' || raw === 'cancel' || raw === 'fail' ? (raw as Transfer) : null;
  const list = useInfiniteQuery(withdrawalsQuery());
  const control = useConfirm();

  return (
    <PullToRefresh onRefresh={() => list.refetch({ throwOnError: true })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('cash.title')}</h1>
        {id !== undefined && <ResultCard id={id} transfer={transfer} control={control} />}
        {control.notice && <NoticeView notice={control.notice} withLink={false} />}
        <ErrorBoundary message={t('common.pageError')}>
          <Withdrawals query={list} control={control} />
        </ErrorBoundary>
      </section>
    </PullToRefresh>
  );
}

export function StatusLabel({ status }: { status: Withdrawal['status'] }) {
  const t = useT();
  return (
    <span className={styles.status} data-status={status}>
      {t(`status.${status}` as MessageKey)}
    </span>
  );
}

function Withdrawals({ query, control }: { query: ListQuery; control: ConfirmControl }) {
  const t = useT();
  return (
    <PagedList
      query={query}
      keyOf={(w) => w.id}
      failText={t('cash.loadFailed')}
      empty={
        <section className={styles.empty} data-testid="cash-empty">
          <span>{t('cash.empty')}</span>
          <Link className={styles.linkButton} to="/coach-wallet">
            {t('cash.toWallet')}
          </Link>
        </section>
      }
      endText={t('cash.end')}
      className={styles.list}
      frame={(list) => <section className={styles.card}>{list}</section>}
    >
      {(w) => <CashRow key={w.id} w={w} control={control} />}
    </PagedList>
  );
}

function CashRow({ w, control }: { w: Withdrawal; control: ConfirmControl }): ReactNode {
  const t = useT();
  const returned = w.status === 'failed' || w.status === 'cancelled';
  return (
    <li className={styles.row} data-testid="cash-row" data-id={w.id} data-status={w.status}>
      <div className={styles.rowTop}>
        <span className={styles.amount}>{t('cash.amount', { amount: formatMoney(w.amount) })}</span>
        <StatusLabel status={w.status} />
      </div>
      <div className={styles.rowBottom}>
        <span className={styles.rowMeta}>{formatDate(w.created_at, 'YYYY-MM-DD HH:mm')}</span>
        {w.status === 'wait_user_confirm' && w.confirm && (
          <PrimaryButton
            size="small"
            data-testid="cash-confirm"
            disabled={control.busyId !== undefined}
            aria-busy={control.busyId === w.id}
            onClick={() => void control.confirm(w)}
          >
            {control.busyId === w.id ? t('cash.confirming') : t('cash.confirm')}
          </PrimaryButton>
        )}
      </div>
      {returned && (
        <span className={styles.reason} data-testid="cash-reason">
          {t('cash.returned', { reason: reasonText(t, w), amount: formatMoney(w.amount) })}
        </span>
      )}
    </li>
  );
}

function ResultCard({ id, transfer, control }: { id: number; transfer: Transfer | null; control: ConfirmControl }) {
  const t = useT();
  const client = useQueryClient();
  const query = useQuery(withdrawalQuery(id));
  // Back from accepting (or from a simulated failure), the transfer is still moving for a moment.
  const status = query.data?.status;
  const { refetch } = query;
  const { check, recheck } = useConfirmByQuery({
    start: transfer === 'ok' || transfer === 'fail',
    status,
    underWay,
    refetch,
    delaysMs: CONFIRM_DELAYS_MS,
  });

  // Settled on this visit: the balance, the list and the ledger change.
  const settled = status !== undefined && !underWay(status);
  useEffect(() => {
    if (!settled) return;
    for (const key of [walletKeys.list, walletKeys.balance, walletKeys.ledger]) {
      void client.invalidateQueries({ queryKey: key });
    }
  }, [settled, client]);

  if (query.isPending) return <Loading />;
  if (!query.data) {
    if (isNotFound(query.error)) {
      return (
        <section className={styles.result} data-testid="cash-result" data-status="missing">
          <p className={styles.resultText}>{t('result.notFound')}</p>
        </section>
      );
    }
    return <Failed message={errorMessage(query.error, t('result.loadFailed'))} onRetry={() => void refetch()} />;
  }
  const w = query.data;
  const amount = formatMoney(w.amount);
  let tone: 'ok' | 'wait' | 'bad' | 'busy';
  let icon = '…';
  let text: string;
  let hint: string | undefined;
  let action: ReactNode = null;

  if (underWay(w.status) && check === 'checking') {
    tone = 'busy';
    text = t('result.checking');
  } else if (w.status === 'success') {
    tone = 'ok';
    icon = '✓';
    text = t('result.success', { amount });
  } else if (w.status === 'failed' || w.status === 'cancelled') {
    tone = 'bad';
    icon = '↩';
    text = w.status === 'cancelled' ? t('result.cancelled') : t('result.failed', { reason: reasonText(t, w) });
    hint = t('result.returnedHint', { amount });
  } else if (w.status === 'wait_user_confirm') {
    tone = 'wait';
    icon = '!';
    text = t('result.waiting');
    hint = t('result.waitingHint');
    if (w.confirm) {
      action = (
        <PrimaryButton
          data-testid="result-confirm"
          disabled={control.busyId !== undefined}
          aria-busy={control.busyId === w.id}
          onClick={() => void control.confirm(w)}
        >
          {control.busyId === w.id ? t('cash.confirming') : t('cash.confirm')}
        </PrimaryButton>
      );
    }
  } else if (w.status === 'reviewing') {
    tone = 'wait';
    text = t('result.reviewing');
  } else {
    tone = 'wait';
    text = t('result.transferring');
    action = (
      <PrimaryButton variant="ghost" size="small" data-testid="result-recheck" onClick={recheck}>
        {t('result.recheck')}
      </PrimaryButton>
    );
  }

  return (
    <section className={styles.result} data-testid="cash-result" data-status={w.status} data-check={check}>
      <span className={styles.resultIcon} data-tone={tone} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.resultText} role={tone === 'busy' ? 'status' : undefined} aria-live="polite">
        {text}
      </p>
      {hint && <p className={styles.resultHint}>{hint}</p>}
      {action}
    </section>
  );
}
