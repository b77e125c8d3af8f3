import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PhotoPick } from '../../components/photo-pick/photo-pick';
import { SubmitButton } from '../../components/submit-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { checkFile, perFileProgress, uploadForm } from '../../lib/upload';
import { type CertStatus, certKeys, certStatusQuery, checkPath } from './cert-api';
import styles from './certification.module.css';
import { useT } from './messages';

/**
 * '/coach-verify': the coach's certification. The state first (none, pending, approved, rejected with
 * the reason); while none or rejected, the three document photos with previews, each with its own
 * upload progress.
 */
export default function VerifyPage() {
  const t = useT();
  const query = useQuery(certStatusQuery());

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body = <Failed message={errorMessage(query.error, t('cert.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else {
    const status = query.data;
    body = (
      <>
        <StatusCard status={status} />
        {!status.profile ? (
          <PhoneFirst text={t('cert.phoneFirst')} />
        ) : (
          (status.status === 'none' || status.status === 'rejected') && <CertForm />
        )}
      </>
    );
  }

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('cert.title')}</h1>
      {body}
    </section>
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
type CertField = (typeof CERT_FIELDS)[number];

type Files = Partial<Record<CertField, File>>;
type Errors = Partial<Record<CertField, string>>;

function CertForm() {
  const t = useT();
  const client = useQueryClient();
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);

  const mutation = useMutation({
    mutationFn: (form: FormData) =>
      uploadForm('POST /v1/user/examine', form, {
        onProgress: (loaded, total) => setSent({ loaded, total }),
        failText: t('upload.failed'),
      }),
    onSuccess: (status) => {
      client.setQueryData(certKeys.status, status);
      void client.invalidateQueries({ queryKey: certKeys.coachInfo });
      toast(t('upload.done'), 'success');
    },
    onError: (error) => {
      setSent(null);
      // The server names the refused file: the sentence goes beside it.
      const field = CERT_FIELDS.find((f) => isApiError(error) && error.errors[f]);
      if (field) {
        setErrors((prev) => ({ ...prev, [field]: errorMessage(error, t('upload.failed')) }));
        setFormError(null);
      } else setFormError(errorMessage(error, t('upload.failed')));
    },
  });

  const pick = (field: CertField, file: File | undefined) => {
    setFormError(null);
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      setErrors((prev) => ({ ...prev, [field]: t(`file.${problem}`, { field: t(`file.${field}`) }) }));
      return;
    }
    setErrors(({ [field]: _, ...rest }) => rest);
    setFiles((prev) => ({ ...prev, [field]: file }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing: Errors = {};
    for (const field of CERT_FIELDS) {
      if (!files[field]) missing[field] = t('file.missing', { field: t(`file.${field}`) });
    }
    if (Object.keys(missing).length) {
      setErrors((prev) => ({ ...prev, ...missing }));
      return;
    }
    const form = new FormData();
    // Sent in this order, which the per-file progress relies on.
    for (const field of CERT_FIELDS) form.append(field, files[field] as File, (files[field] as File).name);
    setFormError(null);
    setSent({ loaded: 0, total: 1 });
    mutation.mutate(form);
  };

  const uploading = mutation.isPending && sent !== null;
  const sizes = CERT_FIELDS.map((f) => files[f]?.size ?? 0);
  const shares = sent ? perFileProgress(sizes, sent.loaded, sent.total) : [];
  const percent = sent ? Math.min(100, Math.round((sent.loaded / Math.max(1, sent.total)) * 100)) : 0;

  return (
    <form className={`${styles.card} ${styles.form}`} onSubmit={handleSubmit} noValidate>
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
            file={files[field]}
            error={errors[field]}
            progress={uploading ? shares[i] : undefined}
            disabled={mutation.isPending}
            onPick={(file) => pick(field, file)}
          />
        ))}
      </div>
      {uploading && (
        <div
          className={styles.progress}
          data-testid="upload-progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={percent < 100 ? t('upload.progress', { percent }) : t('upload.processing')}
        >
          <span>{percent < 100 ? t('upload.progress', { percent }) : t('upload.processing')}</span>
          <div className={styles.bar}>
            <div className={styles.barFill} style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {formError && (
        <p className={styles.alert} role="alert">
          {formError}
        </p>
      )}
      <SubmitButton block data-testid="cert-submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('upload.sending') : t('upload.submit')}
      </SubmitButton>
    </form>
  );
}
