import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PhotoPick } from '../../components/photo-pick/photo-pick';
import { SubmitButton } from '../../components/submit-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { checkFile, perFileProgress, type UploadRoute, uploadForm } from '../../lib/upload';
import { WithListing } from './coach-only';
import { useListing } from './edit-page';
import { useT } from './messages';
import { SetupSteps } from './setup-steps';
import styles from './styles';
import { type Listing, trainKeys } from './train-api';

type CheckKey = 'identity' | 'plate' | 'licence';

/**
 * The three uploads (docs/train.md#the-three-checks): the endpoint of each check and the photos it takes, in the order
 * they are sent.
 */
const CHECKS: { key: CheckKey; route: UploadRoute; files: string[] }[] = [
  { key: 'identity', route: 'POST /v1/train/idenf', files: ['front', 'back'] },
  { key: 'plate', route: 'POST /v1/train/plate', files: ['vehicle_licence', 'plate'] },
  { key: 'licence', route: 'POST /v1/train/driving', files: ['licence'] },
];

/**
 * '/train/driving': the coach's three checks — identity card, vehicle licence with the car's plate, driving
 * licence — each uploaded on its own (sniffed and re-encoded by the API), reviewed by an operator, with its
 * state and a rejection's reason. All three approved and the listing complete, the coach is listed.
 */
export default function ChecksPage() {
  const t = useT();
  const query = useListing();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('checks.title')}</h1>
      <SetupSteps current="checks" />
      <WithListing query={query}>
        {(listing) => (
          <>
            <p className={styles.note}>{t('checks.intro')}</p>
            {CHECKS.map((check) => (
              <CheckCard key={check.key} check={check} state={listing.checks[check.key]} />
            ))}
            <p className={styles.hint}>{t('checks.private')}</p>
          </>
        )}
      </WithListing>
    </div>
  );
}

function CheckCard({ check, state }: { check: (typeof CHECKS)[number]; state: Listing['checks'][CheckKey] }) {
  const t = useT();
  const open = state.status === 'none' || state.status === 'rejected';
  return (
    <section className={styles.card} data-testid={`check-${check.key}`} data-status={state.status}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t(`checks.${check.key}`)}</h2>
        <span className={styles.checkState} data-status={state.status} data-testid="check-status">
          {t(`checks.state.${state.status}`)}
        </span>
      </div>
      {state.status === 'rejected' && (
        <p className={styles.alert} data-testid="check-reason">
          {t('checks.rejected', { reason: state.reason || '—' })}
        </p>
      )}
      {state.status === 'pending' && <p className={styles.hint}>{t('checks.pendingHint')}</p>}
      {open && <CheckForm check={check} />}
    </section>
  );
}

function CheckForm({ check }: { check: (typeof CHECKS)[number] }) {
  const t = useT();
  const client = useQueryClient();
  const [files, setFiles] = useState<Record<string, File>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);
  const label = (name: string) => t(`photo.${name}` as 'photo.front');

  const upload = useMutation({
    mutationFn: (form: FormData) =>
      uploadForm(check.route, form, {
        onProgress: (loaded, total) => setSent({ loaded, total }),
        failText: t('checks.failed'),
      }),
    onSuccess: (next) => {
      // The three checks' endpoints answer the listing (the contract's TrainListing).
      client.setQueryData(trainKeys.listing, next as Listing);
      setFiles({});
      toast(t('checks.sent'), 'success');
    },
    onError: (error) => {
      setSent(null);
      const named = check.files.filter((f) => isApiError(error) && error.errors[f]);
      if (named.length && isApiError(error)) {
        setErrors((prev) => ({ ...prev, ...Object.fromEntries(named.map((f) => [f, error.errors[f] as string])) }));
      } else setErrors((prev) => ({ ...prev, form: errorMessage(error, t('checks.failed')) }));
    },
  });

  const pick = (name: string, file: File | undefined) => {
    setErrors(({ form: _, ...rest }) => rest);
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      setErrors((prev) => ({ ...prev, [name]: t(`photo.${problem}`, { label: label(name) }) }));
      return;
    }
    setErrors(({ [name]: _, ...rest }) => rest);
    setFiles((prev) => ({ ...prev, [name]: file }));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const missing = Object.fromEntries(
      check.files.filter((f) => !files[f]).map((f) => [f, t('photo.missing', { label: label(f) })]),
    );
    if (Object.keys(missing).length) {
      setErrors((prev) => ({ ...prev, ...missing }));
      return;
    }
    const form = new FormData();
    // In this order, which the per-file progress relies on.
    for (const f of check.files) form.append(f, files[f] as File, (files[f] as File).name);
    setErrors({});
    setSent({ loaded: 0, total: 1 });
    upload.mutate(form);
  };

  const shares = sent
    ? perFileProgress(
        check.files.map((f) => files[f]?.size ?? 0),
        sent.loaded,
        sent.total,
      )
    : [];
  return (
    <form onSubmit={handleSubmit} noValidate data-testid={`check-form-${check.key}`}>
      <div className={styles.photos}>
        {check.files.map((name, i) => (
          <PhotoPick
            key={name}
            label={label(name)}
            hint={t(`photo.${name}.hint` as 'photo.front.hint')}
            changeText={t('photo.change')}
            previewAlt={t('photo.preview', { label: label(name) })}
            testId={`train-file-${name}`}
            file={files[name]}
            error={errors[name]}
            progress={upload.isPending && sent ? shares[i] : undefined}
            disabled={upload.isPending}
            onPick={(file) => pick(name, file)}
          />
        ))}
      </div>
      {errors.form && (
        <p className={styles.alert} role="alert" data-testid="check-error">
          {errors.form}
        </p>
      )}
      <SubmitButton block data-testid={`check-submit-${check.key}`} disabled={upload.isPending}>
        {upload.isPending ? t('checks.sending') : t('checks.submit')}
      </SubmitButton>
    </form>
  );
}
