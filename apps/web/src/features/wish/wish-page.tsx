import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import formPage from '../../components/kit/form-page.module.css';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { useT } from './messages';
import styles from './wish.module.css';
import { type Sort, wishesQuery, wishKeys } from './wish-api';
import { WishCard } from './wish-card';
import { WishForm } from './wish-form';

const SORTS: Sort[] = ['new', 'hot', 'mine'];

/**
 * '/wish' (alias '/wish2'): the wish wall. Students and coaches say what they want from the product,
 * vote for others' wishes (once each), and read the operators' answers and each wish's state. `?sort=mine` (from
 * the centres) opens on the person's own wishes.
 */
export default function WishPage() {
  const t = useT();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [sort, setSort] = useState<Sort>(() => (params.get('sort') === 'mine' ? 'mine' : 'new'));
  const query = useInfiniteQuery(wishesQuery(sort));
  const first = query.data?.pages[0];
  const allowance = first ? { left: first.left_today, max: first.daily_limit } : undefined;

  const handlePosted = () => {
    setSort('new');
    void client.invalidateQueries({ queryKey: wishKeys.all });
  };

  return (
    <PullToRefresh onRefresh={() => query.refetch({ throwOnError: true })}>
      <section className={formPage.page}>
        <h1 className={formPage.pageTitle}>{t('wish.title')}</h1>
        <p className={styles.intro}>{t('wish.intro')}</p>
        <WishForm allowance={allowance} onPosted={handlePosted} />
        <div className={styles.tabs} role="tablist" aria-label={t('wish.sort')}>
          {SORTS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === sort}
              className={styles.tab}
              onClick={() => setSort(s)}
            >
              {t(`wish.sort.${s}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={t(`wish.sort.${sort}`)}>
          <PagedList
            query={query}
            keyOf={(w) => w.id}
            failText={t('wish.loadFailed')}
            empty={t(sort === 'mine' ? 'wish.emptyMine' : 'wish.empty')}
            endText={t('wish.end')}
            testId="wish-list"
            className={styles.list}
          >
            {(w) => <WishCard key={w.id} wish={w} />}
          </PagedList>
        </div>
      </section>
    </PullToRefresh>
  );
}
