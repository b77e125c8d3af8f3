import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { ListFooter } from '../../components/lists/list-footer';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { uniqueItems } from '../../components/lists/unique-items';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useT } from './messages';
import styles from './posters.module.css';
import { type Registration, regsQuery } from './posters-api';

/** '/poster/coach-register-list': coaches who registered from my posters, newest first. */
export default function RegisterListPage() {
  const t = useT();
  const query = useInfiniteQuery(regsQuery());
  const { data, error, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (!data)
    body = <Failed message={errorMessage(error, t('common.loadFailed'))} onRetry={() => void refetch()} />;
  else {
    const regs = uniqueItems(data.pages, (r) => r.user_id);
    body =
      regs.length === 0 ? (
        <section className={styles.emptyBox} data-testid="registers-empty">
          <span>{t('regs.empty')}</span>
          <Link className={styles.linkSolid} to="/poster/coach-zs">
            {t('recruit.myPoster')}
          </Link>
        </section>
      ) : (
        <>
          <ul className={styles.list}>
            {regs.map((r) => (
              <RegisterRow key={r.user_id} reg={r} />
            ))}
          </ul>
          <ListFooter
            hasNextPage={Boolean(hasNextPage)}
            isFetchingNextPage={isFetchingNextPage}
            isFetchNextPageError={isFetchNextPageError}
            error={error}
            fetchNextPage={fetchNextPage}
            endText={t('regs.end')}
          />
        </>
      );
  }
  return (
    <PullToRefresh onRefresh={() => refetch({ throwOnError: true })}>
      <section className={`${styles.page} ${styles.stack}`}>
        <h1 className={styles.srOnly}>{t('regs.title')}</h1>
        {body}
      </section>
    </PullToRefresh>
  );
}

function RegisterRow({ reg }: { reg: Registration }) {
  const t = useT();
  return (
    <li className={styles.row} data-testid="register-row" data-user-id={reg.user_id}>
      {reg.portrait ? (
        <img className={styles.avatar} src={reg.portrait} alt="" />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {[...reg.name][0] ?? '教'}
        </span>
      )}
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>
          {reg.name}
          <span className={reg.certified ? styles.tagOk : styles.tag}>
            {reg.certified ? t('regs.certified') : t('regs.notCertified')}
          </span>
        </h2>
        {reg.school && <span className={styles.muted}>{reg.school}</span>}
        <span className={styles.muted}>{t('regs.from', { poster: reg.poster_title })}</span>
      </div>
      <span className={styles.muted}>{formatDate(reg.registered_at)}</span>
    </li>
  );
}
