import { useInfiniteQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/lists/paged-list';
import { ApplicationRow } from './application-row';
import styles from './coach.module.css';
import { applicationsQuery } from './coach-api';
import { KtForm } from './kt-form';
import { useT } from './messages';

/** '/coach-kt-list': apply to open the theory course for a student, and the applications made, with their status. */
export default function KtPage() {
  const t = useT();
  const query = useInfiniteQuery(applicationsQuery('kt'));
  return (
    <section className={styles.page}>
      <h1 className={styles.srOnly}>{t('kt.title')}</h1>
      <KtForm />
      <h2 className={styles.sectionTitle}>{t('kt.list')}</h2>
      <PagedList
        className={styles.list}
        query={query}
        keyOf={(a) => a.id}
        failText={t('apply.loadFailed')}
        empty={t('kt.empty')}
      >
        {(a) => <ApplicationRow key={a.id} app={a} />}
      </PagedList>
    </section>
  );
}
