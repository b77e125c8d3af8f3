import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subject } from '@xueche/contract';
import { useSearchParams } from 'react-router';
import { Empty, Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PagedListFooter } from '../../components/lists/paged-list';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { nextPage } from '../../lib/paging';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { ReviewQuestion } from './review-question';
import { BANK, parseSubject } from './subject';
import styles from './theory.module.css';
import { refreshProgress } from './theory-api';

type Kind = 'wrong' | 'favorite';
const NUM = 30;

/** '/ke/book': the wrong-answer book and the favourites of a subject, to review or to practise again. */
export default function BookPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const subject: Subject = parseSubject(params.get('subject'));
  const kind: Kind = params.get('kind') === 'favorite' ? 'favorite' : 'wrong';
  const client = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: ['exam', 'book', subject, kind],
    queryFn: ({ pageParam, signal }) =>
      api('GET /v1/exam/practice', { query: { subject, bank: BANK, mode: kind, page: pageParam, num: NUM }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      if (kind === 'wrong') await api('POST /v1/exam/book/remove', { body: { question_id: id } });
      else await api('POST /v1/exam/favorite', { body: { question_id: id, on: false } });
    },
    onSuccess: () => {
      toast(t('book.removed'), 'success');
      void list.refetch();
      refreshProgress(client, subject);
    },
    onError: (error) => toast(errorMessage(error, t('common.networkError')), 'fail'),
  });
  const [removeOnce, removing] = useDebouncedAction(remove.mutate);
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  return (
    <div>
      <div className={styles.tabs} role="tablist">
        {(['wrong', 'favorite'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={k === kind}
            onClick={() => setParams({ subject: String(subject), kind: k }, { replace: true })}
          >
            {t(`subject.${subject}`)} · {t(k === 'wrong' ? 'book.wrong' : 'book.favorite')}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Failed message={errorMessage(list.error, t('common.pageError'))} onRetry={() => list.refetch()} />
      ) : items.length === 0 ? (
        <Empty text={kind === 'wrong' ? t('practice.emptyWrong') : t('practice.emptyFavorite')} />
      ) : (
        <>
          <div className={styles.actions}>
            <Link
              className={styles.bigAction}
              style={{ minHeight: 0, textAlign: 'center' }}
              to={`/ke/practice?subject=${subject}&mode=${kind}`}
              data-testid="practise-book"
            >
              {t('book.practice', { n: total })}
            </Link>
          </div>
          <section className={styles.review}>
            {items.map((q) => (
              <ReviewQuestion key={q.id} question={q} given={q.last?.given} reveal={q.last} testId="book-item">
                <div className={styles.tools}>
                  <button
                    type="button"
                    className={styles.linkButton}
                    disabled={remove.isPending || removing}
                    onClick={() => removeOnce(q.id)}
                  >
                    {kind === 'wrong' ? t('book.remove') : t('book.unfavorite')}
                  </button>
                </div>
              </ReviewQuestion>
            ))}
          </section>
          <PagedListFooter query={list} />
        </>
      )}
    </div>
  );
}
