import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { formatDate } from '../../lib/format';
import { useT } from './messages';
import styles from './posters.module.css';
import { type Registration, regsQuery } from './posters-api';

/** '/poster/coach-register-list': coaches who registered from my posters, newest first. */
export default function RegisterListPage() {
  const t = useT();
  const query = useInfiniteQuery(regsQuery());
  const { refetch } = query;
  const body = (
    <PagedList
      query={query}
      keyOf={(r) => r.user_id}
      failText={t('common.loadFailed')}
      empty={
        <section className={styles.emptyBox} data-testid="registers-empty">
          <span>{t('regs.empty')}</span>
          <Link className={styles.linkSolid} to="/poster/coach-zs">
            {t('recruit.myPoster')}
          </Link>
        </section>
      }
      endText={t('regs.end')}
      className={styles.list}
    >
      {(r) => <RegisterRow key={r.user_id} reg={r} />}
    </PagedList>
  );
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
