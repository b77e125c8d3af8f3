import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../components/link';
import { PagedList } from '../../components/lists/paged-list';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import styles from './posters.module.css';
import { type Poster, posterKeys, postersQuery } from './posters-api';
import { STYLES } from './templates';

type Pages = InfiniteData<{ total: number; page: number; num: number; list: Poster[] }, number>;

/** '/poster/coach-poster-list': the coach's saved posters; deleting takes one off the list (its QR codes keep working). */
export default function PosterListPage() {
  const t = useT();
  const query = useInfiniteQuery(postersQuery());
  const { refetch } = query;
  const body = (
    <PagedList
      query={query}
      keyOf={(p) => p.id}
      failText={t('common.loadFailed')}
      empty={
        <section className={styles.emptyBox} data-testid="posters-empty">
          <span>{t('list.empty')}</span>
          <Link className={styles.linkSolid} to="/poster/coach-poster">
            {t('list.make')}
          </Link>
        </section>
      }
      endText={t('list.end')}
      className={styles.list}
    >
      {(p) => <PosterRow key={p.id} poster={p} />}
    </PagedList>
  );
  return (
    <PullToRefresh onRefresh={() => refetch({ throwOnError: true })}>
      <section className={`${styles.page} ${styles.stack}`}>
        <h1 className={styles.srOnly}>{t('list.title')}</h1>
        {body}
      </section>
    </PullToRefresh>
  );
}

function PosterRow({ poster }: { poster: Poster }) {
  const t = useT();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => api('POST /v1/coach/poster-del', { body: { id: poster.id } }),
    onSuccess: () => {
      // Off the list at once; the refetch then brings the pages in line with the server.
      client.setQueryData<Pages>(posterKeys.posters, (prev) =>
        prev
          ? {
              ...prev,
              pages: prev.pages.map((page) => ({
                ...page,
                total: page.total - 1,
                list: page.list.filter((p) => p.id !== poster.id),
              })),
            }
          : prev,
      );
      void client.invalidateQueries({ queryKey: posterKeys.posters });
      toast(t('list.deleted'), 'success');
    },
    onError: (error) => {
      setConfirming(false);
      toast(errorMessage(error, t('list.deleteFailed')), 'fail');
    },
  });
  const [removeOnce, removing] = useDebouncedAction(remove.mutate);
  const style = STYLES[poster.template];
  return (
    <li className={styles.row} data-testid="poster-row" data-id={poster.id}>
      <span
        className={styles.rowSwatch}
        style={{ background: `linear-gradient(160deg, ${style.from}, ${style.to})` }}
        aria-hidden="true"
      />
      <div className={styles.rowText}>
        <h2 className={styles.rowTitle}>{poster.title}</h2>
        <span className={styles.muted}>
          {t('list.meta', { template: t(`template.${poster.template}.name`), date: formatDate(poster.created_at) })}
        </span>
        {poster.field_name && <span className={styles.muted}>{t('list.field', { field: poster.field_name })}</span>}
        <span className={styles.muted} data-testid="poster-regs">
          {t('list.regs', { n: poster.registrations })}
        </span>
      </div>
      <div className={styles.rowActions}>
        <Link className={styles.smallLink} to={`/poster/coach-poster-save?id=${poster.id}`}>
          {t('list.open')}
        </Link>
        <button
          type="button"
          className={styles.danger}
          data-confirm={confirming}
          data-testid="poster-delete"
          disabled={remove.isPending || removing}
          onClick={() => (confirming ? removeOnce() : setConfirming(true))}
          onBlur={() => !remove.isPending && setConfirming(false)}
        >
          {confirming ? t('list.confirm') : t('list.delete')}
        </button>
      </div>
    </li>
  );
}
