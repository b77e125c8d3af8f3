import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';
import { roleOf, setUser, useSession } from '../../lib/session';
import styles from './coach-account.module.css';
import { useT } from './messages';
import { PhoneCodeForm, PhoneDone } from './phone-code-form';

/** '/bindPhone': bind a phone, or change the bound one, by SMS code. */
export default function BindPhonePage() {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const current = session.user?.phone;
  const [done, setDone] = useState<string | null>(null);
  const center = roleOf(session) === 'coach' ? '/coach-center' : '/center';

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('bindPhone.title')}</h1>
      {done ? (
        <PhoneDone title={t('bindPhone.done', { phone: done })}>
          <PrimaryButton onClick={() => void navigate(center, { replace: true })}>{t('done.backCenter')}</PrimaryButton>
        </PhoneDone>
      ) : (
        <>
          <p className={styles.hint} data-testid="current-phone">
            {current ? t('bindPhone.current', { phone: current }) : t('bindPhone.none')}
          </p>
          <PhoneCodeForm
            send={(phone) => api('POST /v1/user/code', { body: { phone, purpose: 'bind_phone' } })}
            submit={(phone, code) => api('POST /v1/user/up-phone', { body: { phone, code } })}
            onDone={(result) => {
              setUser(result.user);
              client.setQueryData(queryKeys.user, result.user);
              setDone(result.user.phone ?? '');
            }}
            submitLabel={t('bindPhone.submit')}
          />
        </>
      )}
    </section>
  );
}
