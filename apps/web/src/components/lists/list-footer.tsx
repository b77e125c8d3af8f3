import { errorMessage } from '../../lib/api-error';
import { Failed, Loading } from '../blocks';
import { PrimaryButton } from '../primary-button';
import styles from './lists.module.css';
import { useT } from './messages';
import { useNearViewport } from './use-near-viewport';

interface Props {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
  /** What the end of this list is called ("没有更多了" unless said otherwise). */
  endText?: string;
}

/** The end of an endless list: a sentinel that loads the next page near the viewport, "加载更多" as a fallback. */
export function ListFooter({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  error,
  fetchNextPage,
  endText,
}: Props) {
  const t = useT();
  const canAutoLoad = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useNearViewport<HTMLDivElement>(() => void fetchNextPage(), canAutoLoad);
  return (
    <div ref={sentinel} className={styles.more} data-testid="list-footer">
      {isFetchingNextPage ? (
        <Loading />
      ) : isFetchNextPageError ? (
        <Failed message={errorMessage(error, t('list.moreFailed'))} onRetry={() => void fetchNextPage()} />
      ) : hasNextPage ? (
        <PrimaryButton variant="ghost" size="small" onClick={() => void fetchNextPage()}>
          {t('list.more')}
        </PrimaryButton>
      ) : (
        <span className={styles.end}>{endText ?? t('list.end')}</span>
      )}
    </div>
  );
}
