import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { formatDate } from '../../lib/format';
import styles from './coach.module.css';
import { type SubCoach, subCoachesQuery, subCountQuery, yuan } from './coach-api';
import { useT } from './messages';

/** '/coach-agent': the coaches this coach recruited, what their sales earned this coach, and the way to recruit more. */
export default function RecruitPage() {
  const t = useT();
  const counts = useQuery(subCountQuery());
  const list = useInfiniteQuery(subCoachesQuery());
  const refresh = () => Promise.all([counts.refetch({ throwOnError: true }), list.refetch({ throwOnError: true })]);
  const c = counts.data;
  return (
    <PullToRefresh onRefresh={refresh}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('recruit.title')}</h1>
        <section className={styles.hero} aria-label={t('recruit.summary')}>
          <ul className={styles.heroStats}>
            <li>
              <strong data-testid="sub-total">{c?.total ?? '–'}</strong>
              <span>{t('recruit.total')}</span>
            </li>
            <li>
              <strong>{c?.month ?? '–'}</strong>
              <span>{t('recruit.month')}</span>
            </li>
            <li>
              <strong>{c?.students ?? '–'}</strong>
              <span>{t('recruit.students')}</span>
            </li>
            <li>
              <strong>{c ? yuan(c.amount) : '–'}</strong>
              <span>{t('recruit.amount')}</span>
            </li>
          </ul>
          <p className={styles.heroNote}>{t('recruit.rule')}</p>
          <Link className={styles.heroButton} to="/poster/coach-zs" data-testid="recruit-poster-link">
            {t('recruit.poster')}
          </Link>
        </section>
        <h2 className={styles.sectionTitle}>{t('recruit.list')}</h2>
        <PagedList
          className={styles.list}
          query={list}
          keyOf={(s) => s.id}
          failText={t('recruit.loadFailed')}
          empty={t('recruit.empty')}
          testId="sub-coaches"
        >
          {(s) => <SubCoachRow key={s.id} coach={s} />}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}

function SubCoachRow({ coach }: { coach: SubCoach }) {
  const t = useT();
  return (
    <li className={styles.row} data-testid="sub-coach-row" data-user-id={coach.id}>
      <div className={styles.rowHead}>
        {coach.head_portrait ? (
          <img className={styles.avatar} src={coach.head_portrait} alt="" loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div className={styles.rowText}>
          <h3 className={styles.rowTitle}>
            {coach.nickname}
            <span className={styles.certTag} data-cert={coach.certified ? 'approved' : 'none'}>
              {t(coach.certified ? 'cert.approved' : 'cert.notYet')}
            </span>
          </h3>
          <span className={styles.muted}>
            {t('recruit.since', { date: formatDate(coach.since) })}
            {' · '}
            {t('recruit.rowStats', { students: coach.students, orders: coach.orders })}
          </span>
        </div>
        <strong className={styles.amount}>{yuan(coach.amount)}</strong>
      </div>
    </li>
  );
}
