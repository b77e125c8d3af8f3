import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import type { ApiData } from '../../lib/api';
import { formatDate, formatMoney } from '../../lib/format';
import { useT } from './messages';
import styles from './wallet.module.css';
import { balanceQuery, type LedgerEntry, ledgerQuery } from './wallet-api';

/**
 * '/coach-transactions': every movement of the coach's money, newest first — commission, level-2
 * commission, refund deductions, withdrawals and their returns — with amounts signed.
 */
export default function TransactionsPage() {
  const t = useT();
  const balance = useQuery(balanceQuery());
  const ledger = useInfiniteQuery(ledgerQuery());
  const refresh = () => Promise.all([balance.refetch({ throwOnError: true }), ledger.refetch({ throwOnError: true })]);

  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('ledger.title')}</h1>
        <section className={styles.balanceCard} data-testid="wallet-balance" data-fen={balance.data}>
          <p className={styles.balanceLabel}>{t('wallet.balance')}</p>
          <p className={styles.balanceValue}>{balance.data === undefined ? '—' : formatMoney(balance.data)}</p>
          <nav className={styles.balanceLinks}>
            <Link to="/coach-wallet">{t('wallet.title')} ›</Link>
            <Link to="/coach-cash-list">{t('wallet.cashList')} ›</Link>
          </nav>
        </section>
        <Entries query={ledger} />
      </section>
    </PullToRefresh>
  );
}

type LedgerQuery = UseInfiniteQueryResult<InfiniteData<ApiData<'GET /v1/cash/ledger'>, unknown>, Error>;

function Entries({ query }: { query: LedgerQuery }) {
  const t = useT();
  return (
    <PagedList
      query={query}
      keyOf={(e) => e.id}
      failText={t('ledger.loadFailed')}
      empty={
        <section className={styles.empty} data-testid="ledger-empty">
          {t('ledger.empty')}
        </section>
      }
      endText={t('ledger.end')}
      className={styles.list}
      frame={(list) => <section className={styles.card}>{list}</section>}
    >
      {(e) => <EntryRow key={e.id} entry={e} />}
    </PagedList>
  );
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const t = useT();
  const credit = entry.amount > 0;
  const from =
    entry.order_title && entry.student
      ? t('ledger.fromOrder', { title: entry.order_title, student: entry.student })
      : (entry.order_title ?? undefined);
  return (
    <li className={styles.row} data-testid="ledger-row" data-kind={entry.kind} data-fen={entry.amount}>
      <div className={styles.rowTop}>
        <span className={styles.rowTitle}>{entry.label}</span>
        <span className={credit ? styles.plus : styles.minus}>
          {credit ? '+' : ''}
          {formatMoney(entry.amount)}
        </span>
      </div>
      <div className={styles.rowBottom}>
        <span className={styles.rowMeta}>{formatDate(entry.created_at, 'YYYY-MM-DD HH:mm')}</span>
        {from && <span className={styles.rowMeta}>{from}</span>}
      </div>
    </li>
  );
}
