import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { ApplicationRow } from './application-row';
import styles from './coach.module.css';
import { applicationsQuery } from './coach-api';
import { useT } from './messages';
import { Segmented } from './segmented';

/**
 * '/coach-audit': where the coach follows reviews: their theory-course applications and their students'
 * offline-class applications, each with its status.
 */
export default function AuditPage() {
  const t = useT();
  const [kind, setKind] = useState<'kt' | 'class'>('kt');
  const query = useInfiniteQuery(applicationsQuery(kind));
  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <section className={styles.page}>
        <h1 className={styles.srOnly}>{t('audit.title')}</h1>
        <div className={styles.chartHead}>
          <Segmented
            label={t('audit.title')}
            value={kind}
            onChange={setKind}
            testId="audit-kind"
            options={[
              { value: 'kt', label: t('audit.kt') },
              { value: 'class', label: t('audit.class') },
            ]}
          />
          <Link className={styles.linkButton} to="/coach-kt-list">
            {t('audit.apply')}
          </Link>
        </div>
        <p className={styles.muted}>{t(kind === 'kt' ? 'audit.ktHint' : 'audit.classHint')}</p>
        <PagedList
          className={styles.list}
          query={query}
          keyOf={(a) => a.id}
          failText={t('apply.loadFailed')}
          empty={t(kind === 'kt' ? 'kt.empty' : 'audit.classEmpty')}
        >
          {(a) => <ApplicationRow key={`${a.kind}${a.id}`} app={a} />}
        </PagedList>
      </section>
    </PullToRefresh>
  );
}
