import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/queries';
import { setUser, useSession } from '../../lib/session';
import styles from './coach-account.module.css';
import { useT } from './messages';
import { NameField } from './name-field';
import { PhoneCodeForm, PhoneDone } from './phone-code-form';

/** '/phone-reg': a student registers their phone by SMS code, with their name if they like. */
export default function PhoneRegPage() {
  const t = useT();
  const ids = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const current = useSession((s) => s.user?.phone);
  const [name, setName] = useState('');
  const [done, setDone] = useState<string | null>(null);

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('phoneReg.title')}</h1>
      {done ? (
        <PhoneDone title={t('phoneReg.done', { phone: done })}>
          <PrimaryButton onClick={() => void navigate('/', { replace: true })}>{t('done.backHome')}</PrimaryButton>
        </PhoneDone>
      ) : (
        <>
          <p className={styles.intro}>{t('phoneReg.intro')}</p>
          {current && <p className={styles.hint}>{t('phoneReg.current', { phone: current })}</p>}
          <PhoneCodeForm
            send={(phone) => api('POST /v1/user/code', { body: { phone, purpose: 'student_register' } })}
            submit={(phone, code) =>
              api('POST /v3/default/reg-stu', { body: { phone, code, ...(name.trim() ? { name: name.trim() } : {}) } })
            }
            onDone={(result) => {
              setUser(result.user);
              client.setQueryData(queryKeys.user, result.user);
              setDone(result.user.phone ?? '');
            }}
            submitLabel={t('phoneReg.submit')}
          >
            <NameField
              id={`${ids}-name`}
              label={t('phoneReg.name')}
              placeholder={t('phoneReg.namePlaceholder')}
              value={name}
              onChange={setName}
            />
          </PhoneCodeForm>
        </>
      )}
    </section>
  );
}
