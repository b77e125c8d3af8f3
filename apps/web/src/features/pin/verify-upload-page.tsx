import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PhotoPick } from '../../components/photo-pick/photo-pick';
import { SubmitButton } from '../../components/submit-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { checkFile, perFileProgress, uploadForm } from '../../lib/upload';
import { useT } from './messages';
import { type Owner, ownerQuery, pinKeys } from './pin-api';
import styles from './styles';
import { hasDetails, OwnerStatus } from './verify-page';

const PHOTO_FIELDS = ['licence', 'vehicle_licence', 'plate'] as const;
type PhotoField = (typeof PHOTO_FIELDS)[number];

/**
 * '/pin/verify-uploading': the driving licence, the vehicle licence and a photo of the car with its plate,
 * sent together for an operator to review. Needs the owner's details first.
 */
export default function VerifyUploadPage() {
  const t = useT();
  const query = useQuery(ownerQuery());
  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError) {
    body = <Failed message={errorMessage(query.error, t('owner.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else if (!hasDetails(query.data)) {
    body = (
      <section className={styles.card} data-testid="details-first">
        <p className={styles.note}>{t('verify.detailsFirst')}</p>
        <Link className={styles.link} to="/pin/upinfo?next=upload">
          {t('verify.fillDetails')} ›
        </Link>
      </section>
    );
  } else if (query.data.status === 'pending' || query.data.status === 'approved') {
    body = (
      <>
        <OwnerStatus owner={query.data} />
        <Link className={styles.link} to="/pin/verify">
          {t('verify.back')} ›
        </Link>
      </>
    );
  } else body = <UploadForm owner={query.data} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('upload.title')}</h1>
      {body}
    </div>
  );
}

type Files = Partial<Record<PhotoField, File>>;
type Errors = Partial<Record<PhotoField, string>>;

function UploadForm({ owner }: { owner: Owner }) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);

  const mutation = useMutation({
    mutationFn: (form: FormData) =>
      uploadForm('POST /v1/pin/verify', form, {
        onProgress: (loaded, total) => setSent({ loaded, total }),
        failText: t('upload.failed'),
      }),
    onSuccess: (next) => {
      client.setQueryData(pinKeys.owner, next);
      toast(t('upload.done'), 'success');
      navigate('/pin/verify', { replace: true });
    },
    onError: (error) => {
      setSent(null);
      const field = PHOTO_FIELDS.find((f) => isApiError(error) && error.errors[f]);
      if (field) setErrors((prev) => ({ ...prev, [field]: errorMessage(error, t('upload.failed')) }));
      else setFormError(errorMessage(error, t('upload.failed')));
    },
  });

  const pick = (field: PhotoField, file: File | undefined) => {
    setFormError(null);
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      setErrors((prev) => ({ ...prev, [field]: t(`photo.${problem}`, { field: t(`photo.${field}`) }) }));
      return;
    }
    setErrors(({ [field]: _, ...rest }) => rest);
    setFiles((prev) => ({ ...prev, [field]: file }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing: Errors = {};
    for (const field of PHOTO_FIELDS) {
      if (!files[field]) missing[field] = t('photo.missing', { field: t(`photo.${field}`) });
    }
    if (Object.keys(missing).length) {
      setErrors((prev) => ({ ...prev, ...missing }));
      return;
    }
    const form = new FormData();
    // In this order, which the per-file progress relies on.
    for (const field of PHOTO_FIELDS) form.append(field, files[field] as File, (files[field] as File).name);
    setFormError(null);
    setSent({ loaded: 0, total: 1 });
    mutation.mutate(form);
  };

  const uploading = mutation.isPending && sent !== null;
  const shares = sent
    ? perFileProgress(
        PHOTO_FIELDS.map((f) => files[f]?.size ?? 0),
        sent.loaded,
        sent.total,
      )
    : [];
  return (
    <form className={styles.card} onSubmit={handleSubmit} noValidate data-testid="verify-form">
      {owner.status === 'rejected' && (
        <p className={styles.alert}>{t('verify.rejected', { reason: owner.reason || '—' })}</p>
      )}
      <p className={styles.note}>{t('upload.intro')}</p>
      <div className={styles.photos}>
        {PHOTO_FIELDS.map((field, i) => (
          <PhotoPick
            key={field}
            label={t(`photo.${field}`)}
            hint={t(`photo.${field}.hint`)}
            changeText={t('photo.change')}
            previewAlt={t('photo.preview', { field: t(`photo.${field}`) })}
            testId={`pin-file-${field}`}
            file={files[field]}
            error={errors[field]}
            progress={uploading ? shares[i] : undefined}
            disabled={mutation.isPending}
            onPick={(file) => pick(field, file)}
          />
        ))}
      </div>
      {formError && (
        <p className={styles.alert} role="alert" data-testid="verify-error">
          {formError}
        </p>
      )}
      <p className={styles.hint}>{t('verify.private')}</p>
      <SubmitButton block data-testid="verify-submit" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('upload.sending') : t('upload.submit')}
      </SubmitButton>
    </form>
  );
}
