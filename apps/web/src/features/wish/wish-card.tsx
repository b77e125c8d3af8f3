import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DebounceButton } from '../../components/debounce-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import styles from './wish.module.css';
import { patchWish, type Wish, wishKeys } from './wish-api';

/** Loaded when someone first opens it: most people never report anything. */
const ReportSheet = lazy(() => import('./report-sheet'));

/**
 * One wish: its text (as text, never as HTML), who and when, its state, the vote button, reporting someone
 * else's wish, and the operators' answer under it. The author's own hidden wish says so and why.
 */
export function WishCard({ wish }: { wish: Wish }) {
  const t = useT();
  const client = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const vote = useMutation({
    mutationFn: (on: boolean) => api('POST /v1/wish/vote', { body: { id: wish.id, on } }),
    onSuccess: (result) => {
      patchWish(client, result.id, { voted: result.voted, votes: result.votes });
      // The "most votes" order may change: the lists catch up in the background.
      void client.invalidateQueries({ queryKey: wishKeys.all, refetchType: 'none' });
    },
    onError: (error) => toast(errorMessage(error, t('wish.voteFailed')), 'fail'),
  });
  const closed = wish.state === 'done' || wish.state === 'declined';

  return (
    <li className={`${styles.card} ${wish.hidden ? styles.cardHidden : ''}`} data-testid="wish" data-wish-id={wish.id}>
      {wish.hidden && (
        <p className={styles.hiddenNote} data-testid="wish-hidden">
          {t('wish.hidden')}
          {wish.hidden.reason && ` · ${t('wish.hiddenReason', { reason: wish.hidden.reason })}`}
        </p>
      )}
      <div className={styles.cardHead}>
        <span className={`${styles.state} ${styles[`state_${wish.state}`]}`} data-testid="wish-state">
          {t(`wish.state.${wish.state}`)}
        </span>
        {wish.mine && <span className={styles.mine}>{t('wish.mine')}</span>}
        {!wish.mine && (
          <button
            type="button"
            className={styles.reportButton}
            disabled={wish.reported}
            aria-label={wish.reported ? t('wish.reported') : t('wish.reportLabel')}
            onClick={() => setReporting(true)}
            data-testid="wish-report"
          >
            {wish.reported ? t('wish.reported') : t('wish.report')}
          </button>
        )}
      </div>
      <p className={styles.content}>{wish.content}</p>
      <div className={styles.cardFoot}>
        <span className={styles.meta}>
          {wish.author.nickname} · {formatDate(wish.created_at)}
        </span>
        <DebounceButton
          size="small"
          variant={wish.voted ? 'solid' : 'ghost'}
          className={styles.vote}
          aria-pressed={wish.voted}
          aria-label={t(wish.voted ? 'wish.unvoteLabel' : 'wish.voteLabel', { n: wish.votes })}
          // A done or declined wish takes no new votes; a vote given can still be taken back.
          disabled={vote.isPending || (closed && !wish.voted)}
          onClick={() => vote.mutate(!wish.voted)}
          data-testid="wish-vote"
        >
          {t(wish.voted ? 'wish.voted' : 'wish.vote', { n: wish.votes })}
        </DebounceButton>
      </div>
      {wish.answer && (
        <div className={styles.answer} data-testid="wish-answer">
          <span className={styles.answerTitle}>
            {t('wish.answer')} · {formatDate(wish.answer.at)}
          </span>
          <p className={styles.answerText}>{wish.answer.text}</p>
        </div>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportSheet
            wishId={wish.id}
            onClose={() => setReporting(false)}
            onReported={() => {
              setReporting(false);
              patchWish(client, wish.id, { reported: true });
            }}
          />
        </Suspense>
      )}
    </li>
  );
}
