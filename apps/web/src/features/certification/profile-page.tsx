import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { checkFile, UPLOAD_ACCEPT, uploadForm } from '../../lib/upload';
import { type CoachInfo, certKeys, checkPath, coachInfoQuery } from './cert-api';
import { CertPage } from './cert-page';
import styles from './certification.module.css';
import { useT } from './messages';
import { UploadProgress } from './upload-progress';

/**
 * '/coach-userinfo': the coach's profile: portrait, real name, phone (masked), school, certification
 * and the public check page students reach from posters.
 */
export default function ProfilePage() {
  const t = useT();
  const query = useQuery(coachInfoQuery());
  return (
    <CertPage query={query} title={t('profile.title')} loadFailed={t('profile.loadFailed')}>
      {(info) => <ProfileView info={info} />}
    </CertPage>
  );
}

function ProfileView({ info }: { info: CoachInfo }) {
  const t = useT();
  const row = (label: string, value: ReactNode, to?: string, action?: string, testId?: string) => (
    <li className={styles.row} data-testid={testId}>
      <span className={styles.rowLabel}>{label}</span>
      <span className={styles.rowValue}>
        {value}
        {to && (
          <Link className={styles.link} to={to}>
            {action ?? '›'}
          </Link>
        )}
      </span>
    </li>
  );
  return (
    <>
      {!info.profile && (
        <p className={styles.alert} data-testid="phone-first">
          {t('profile.noProfile')}
        </p>
      )}
      <Portrait photo={info.photo} disabled={!info.profile} />
      <section className={styles.card}>
        <ul className={styles.rows}>
          {row(t('profile.realName'), info.real_name || t('profile.unset'))}
          {row(
            t('profile.phone'),
            info.phone || t('profile.unset'),
            '/coach-phone-verify',
            info.profile ? t('profile.phoneChange') : t('profile.phoneVerify'),
            'profile-phone',
          )}
          {row(
            t('profile.school'),
            info.school?.name ?? t('profile.schoolNone'),
            '/coach-addsch',
            undefined,
            'profile-school',
          )}
          {row(
            t('profile.cert'),
            <span data-testid="profile-cert" data-status={info.cert_status}>
              {t(`cert.status.${info.cert_status}`)}
            </span>,
            '/coach-verify',
          )}
          {row(
            t('profile.check'),
            <span className={styles.small}>{t('profile.checkHint')}</span>,
            checkPath(info.did),
            undefined,
            'profile-check',
          )}
        </ul>
      </section>
    </>
  );
}

function Portrait({ photo, disabled }: { photo: string; disabled: boolean }) {
  const t = useT();
  const client = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      setPercent(0);
      return uploadForm('POST /v3/my/up', form, {
        onProgress: (loaded, total) => setPercent(Math.round((loaded / Math.max(1, total)) * 100)),
        failText: t('upload.failed'),
      });
    },
    onSuccess: ({ photo: next }) => {
      client.setQueryData(certKeys.coachInfo, (prev: CoachInfo | undefined) =>
        prev ? { ...prev, photo: next } : prev,
      );
      toast(t('profile.portraitSaved'), 'success');
    },
    onError: (error) => toast(errorMessage(error, t('upload.failed')), 'fail'),
    onSettled: () => setPercent(null),
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      toast(t(`file.${problem}`, { field: t('profile.portrait') }), 'fail');
      return;
    }
    mutation.mutate(file);
  };

  return (
    <section className={`${styles.card} ${styles.portrait}`}>
      {photo ? (
        <img className={styles.avatar} src={photo} alt={t('profile.portrait')} data-testid="portrait" />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      <div>
        <p className={styles.fileLabel}>{t('profile.portrait')}</p>
        <p className={styles.fileHint}>{t('profile.portraitHint')}</p>
        {percent !== null ? (
          <UploadProgress percent={percent} text={t('profile.portraitUploading', { percent })} />
        ) : (
          <label className={styles.upload}>
            {t('profile.changePortrait')}
            <input
              type="file"
              accept={UPLOAD_ACCEPT}
              data-testid="portrait-input"
              disabled={disabled || mutation.isPending}
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        )}
      </div>
    </section>
  );
}
