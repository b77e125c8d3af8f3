import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { useDebouncedAction } from '../../lib/debounce';
import { formatDate } from '../../lib/format';
import { myCoachQuery, queryKeys } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import styles from './orders.module.css';
import type { Coach } from './orders-api';

/**
 * '/my-coach': the coach the student is bound to (by the coach's share link) and the student's
 * consent to share practice and mock-exam progress with that coach only, given or withdrawn here.
 */
export default function MyCoachPage() {
  const t = useT();
  const query = useQuery(myCoachQuery());

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body = <Failed message={errorMessage(query.error, t('coach.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = (
      <section className={styles.card} data-testid="no-coach">
        <h2 className={styles.sectionTitle} style={{ margin: '0 0 1rem' }}>
          {t('coach.none')}
        </h2>
        <p className={styles.note}>{t('coach.noneHow')}</p>
      </section>
    );
  } else body = <CoachView coach={query.data} />;

  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.srOnly}>{t('coach.title')}</h1>
      {body}
    </section>
  );
}

function CoachView({ coach }: { coach: Coach }) {
  const t = useT();
  const client = useQueryClient();
  const consent = useMutation({
    mutationFn: (agree: boolean) => api('POST /v1/user/share-progress', { body: { agree } }),
    onSuccess: (result) => {
      client.setQueryData(queryKeys.myCoach, (prev: Coach | null | undefined) =>
        prev ? { ...prev, ...result } : prev,
      );
      toast(t(result.share_progress ? 'coach.agreed' : 'coach.withdrawn'), 'success');
    },
  });
  const [consentOnce, consenting] = useDebouncedAction(consent.mutate);
  const sharing = coach.share_progress;

  return (
    <>
      <section className={styles.coach} data-testid="coach-profile">
        {coach.head_portrait ? (
          <img className={styles.avatar} src={coach.head_portrait} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true" />
        )}
        <div>
          <h2 className={styles.coachName}>{coach.nickname}</h2>
          <div className={styles.muted}>{t('coach.boundAt', { date: formatDate(coach.bound_at) })}</div>
          <span className={styles.shareState} data-sharing={sharing} data-testid="share-state">
            {sharing
              ? coach.consent_at
                ? t('coach.sharingSince', { date: formatDate(coach.consent_at) })
                : t('coach.sharing')
              : t('coach.notSharing')}
          </span>
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle} style={{ margin: '0 0 1rem' }}>
          {t('coach.what')}
        </h2>
        <ul className={styles.explain}>
          <li>{t('coach.explain1')}</li>
          <li>{t('coach.explain2')}</li>
          <li>{t('coach.explain3')}</li>
        </ul>
      </section>
      {consent.isError && (
        <div className={styles.notice} role="alert">
          {errorMessage(consent.error, t('coach.saveFailed'))}
        </div>
      )}
      <PrimaryButton
        block
        variant={sharing ? 'ghost' : 'solid'}
        data-testid="share-consent"
        data-agree={!sharing}
        disabled={consent.isPending || consenting}
        aria-busy={consent.isPending}
        onClick={() => consentOnce(!sharing)}
      >
        {consent.isPending ? t('coach.saving') : sharing ? t('coach.withdraw') : t('coach.agree')}
      </PrimaryButton>
    </>
  );
}
