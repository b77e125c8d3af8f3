import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../components/link';
import { PhotoPick } from '../../components/photo-pick/photo-pick';
import { SubmitButton } from '../../components/submit-button';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePhotoUpload } from '../../lib/use-photo-upload';
import { type CertStatus, certKeys, certStatusQuery, checkPath } from './cert-api';
import { CertPage } from './cert-page';
import styles from './certification.module.css';
import { useT } from './messages';
import { UploadProgress } from './upload-progress';

/**
 * '/coach-verify': the coach's certification. The state first (none, pending, approved, rejected with
 * the reason); while none or rejected, the three document photos with previews, each with its own
 * upload progress.
 */
export default function VerifyPage() {
  const t = useT();
  const query = useQuery(certStatusQuery());
  return (
    <CertPage query={query} title={t('cert.title')} loadFailed={t('cert.loadFailed')}>
      {(status) => (
        <>
          <StatusCard status={status} />
          {!status.profile ? (
            <PhoneFirst text={t('cert.phoneFirst')} />
          ) : (
            (status.status === 'none' || status.status === 'rejected') && <CertForm />
          )}
        </>
      )}
    </CertPage>
  );
}

export function PhoneFirst({ text }: { text: string }) {
  const t = useT();
  return (
    <div className={styles.card} data-testid="phone-first">
      <p className={styles.note}>{text}</p>
      <p className={styles.note}>
        <Link className={styles.link} to="/coach-phone-verify">
          {t('cert.goPhone')} ›
        </Link>
      </p>
    </div>
  );
}

function StatusCard({ status }: { status: CertStatus }) {
  const t = useT();
  const did = useSession((s) => s.userDid);
  const state = status.profile ? status.status : 'none';
  let text: ReactNode;
  if (state === 'pending') {
    text = t('cert.pending', { time: status.submitted_at ? formatDate(status.submitted_at, 'YYYY-MM-DD HH:mm') : '' });
  } else if (state === 'approved') {
    text = t('cert.approved', { date: status.reviewed_at ? formatDate(status.reviewed_at) : '' });
  } else if (state === 'rejected') {
    text = (
      <>
        <strong>{t('cert.rejected', { reason: status.reason })}</strong>
        <br />
        {t('cert.rejectedAgain')}
      </>
    );
  } else text = t('cert.none');

  return (
    <section className={`${styles.card} ${styles.status}`} data-testid="cert-status" data-status={state}>
      <span className={styles.badge} data-status={state}>
        {t(`cert.status.${state}`)}
      </span>
      <p className={styles.note}>{text}</p>
      {state === 'approved' && did && (
        <Link className={styles.link} to={checkPath(did)}>
          {t('cert.openCheck')} ›
        </Link>
      )}
      {(state === 'none' || state === 'rejected') && (
        <>
          <p className={styles.small}>{t('cert.intro')}</p>
          <p className={styles.small}>{t('cert.private')}</p>
        </>
      )}
    </section>
  );
}

const CERT_FIELDS = ['id_front', 'id_back', 'licence'] as const;

function CertForm() {
  const t = useT();
  const client = useQueryClient();
  const upload = usePhotoUpload({
    route: 'POST /v1/user/examine',
    fields: CERT_FIELDS,
    failText: t('upload.failed'),
    refusal: (problem, field) => t(`file.${problem}`, { field: t(`file.${field}`) }),
    onSuccess: (status) => {
      client.setQueryData(certKeys.status, status);
      void client.invalidateQueries({ queryKey: certKeys.coachInfo });
      toast(t('upload.done'), 'success');
    },
  });
  const percent = upload.percent;
  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={upload.submit} noValidate>
      <div className={styles.files}>
        {CERT_FIELDS.map((field, i) => (
          <PhotoPick
            key={field}
            className={styles.file}
            label={t(`file.${field}`)}
            hint={`${t(`file.${field}.hint`)} · ${t('file.choose')}`}
            changeText={t('file.change')}
            previewAlt={t('file.preview', { field: t(`file.${field}`) })}
            testId={`cert-file-${field}`}
            progressTestId={`upload-progress-${field}`}
            {...upload.pickProps(field, i)}
          />
        ))}
      </div>
      {percent !== undefined && (
        <UploadProgress
          percent={percent}
          text={percent < 100 ? t('upload.progress', { percent }) : t('upload.processing')}
          spoken
        />
      )}
      {upload.formError && (
        <p className={styles.alert} role="alert">
          {upload.formError}
        </p>
      )}
      <SubmitButton block data-testid="cert-submit" disabled={upload.pending} aria-busy={upload.pending}>
        {upload.pending ? t('upload.sending') : t('upload.submit')}
      </SubmitButton>
    </form>
  );
}
