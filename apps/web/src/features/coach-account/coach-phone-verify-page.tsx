import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { queryKeys } from '../../lib/queries';
import { setUser } from '../../lib/session';
import styles from './coach-account.module.css';
import { accountKeys, isRegQuery } from './coach-account-api';
import { useT } from './messages';
import { PhoneCodeForm } from './phone-code-form';

/**
 * '/coach-phone-verify': a coach verifies their phone by SMS code before certification, then goes on
 * to '/coach-verify'. A coach whose number is already verified (at registration) can go straight on.
 */
export default function CoachPhoneVerifyPage() {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = useQuery(isRegQuery());
  const [changing, setChanging] = useState(false);
  const next = () => void navigate('/coach-verify');

  let body: ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError) {
    body = (
      <Failed message={errorMessage(status.error, t('verify.loadFailed'))} onRetry={() => void status.refetch()} />
    );
  } else if (status.data.coach?.phone && !changing) {
    body = (
      <section className={styles.card} data-testid="phone-verified">
        <p className={styles.doneTitle}>{t('verify.verified', { phone: status.data.coach.phone })}</p>
        <div className={styles.actions} style={{ marginTop: '2rem' }}>
          <PrimaryButton block data-testid="next-step" onClick={next}>
            {t('verify.next')}
          </PrimaryButton>
          <PrimaryButton block variant="ghost" onClick={() => setChanging(true)}>
            {t('verify.change')}
          </PrimaryButton>
        </div>
      </section>
    );
  } else {
    body = (
      <PhoneCodeForm
        send={(phone) => api('POST /v1/coach/code', { body: { phone, purpose: 'coach_verify' } })}
        submit={(phone, code) => api('POST /v1/coach/phone-verify', { body: { phone, code } })}
        onDone={(result) => {
          setUser(result.user);
          client.setQueryData(queryKeys.user, result.user);
          client.setQueryData(accountKeys.isReg, { ...status.data, coach: result.coach });
          next();
        }}
        submitLabel={t('verify.submit')}
      />
    );
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('verify.title')}</h1>
      <p className={styles.intro}>{t('verify.intro')}</p>
      {body}
    </section>
  );
}
