import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Link } from '../../components/link';
import { PhotoPick } from '../../components/photo-pick/photo-pick';
import { SubmitButton } from '../../components/submit-button';
import { toast } from '../../lib/toast';
import { usePhotoUpload } from '../../lib/use-photo-upload';
import { useT } from './messages';
import { OwnerPage } from './owner-page';
import { type Owner, pinKeys } from './pin-api';
import styles from './styles';
import { hasDetails, OwnerStatus } from './verify-page';

const PHOTO_FIELDS = ['licence', 'vehicle_licence', 'plate'] as const;

/**
 * '/pin/verify-uploading': the driving licence, the vehicle licence and a photo of the car with its plate,
 * sent together for an operator to review. Needs the owner's details first.
 */
export default function VerifyUploadPage() {
  const t = useT();
  return (
    <OwnerPage title={t('upload.title')}>
      {(owner) =>
        !hasDetails(owner) ? (
          <section className={styles.card} data-testid="details-first">
            <p className={styles.note}>{t('verify.detailsFirst')}</p>
            <Link className={styles.link} to="/pin/upinfo?next=upload">
              {t('verify.fillDetails')} ›
            </Link>
          </section>
        ) : owner.status === 'pending' || owner.status === 'approved' ? (
          <>
            <OwnerStatus owner={owner} />
            <Link className={styles.link} to="/pin/verify">
              {t('verify.back')} ›
            </Link>
          </>
        ) : (
          <UploadForm owner={owner} />
        )
      }
    </OwnerPage>
  );
}

function UploadForm({ owner }: { owner: Owner }) {
  const t = useT();
  const client = useQueryClient();
  const navigate = useNavigate();
  const upload = usePhotoUpload({
    route: 'POST /v1/pin/verify',
    fields: PHOTO_FIELDS,
    failText: t('upload.failed'),
    refusal: (problem, field) => t(`photo.${problem}`, { field: t(`photo.${field}`) }),
    onSuccess: (next) => {
      client.setQueryData(pinKeys.owner, next);
      toast(t('upload.done'), 'success');
      navigate('/pin/verify', { replace: true });
    },
  });
  return (
    <form className={styles.card} onSubmit={upload.submit} noValidate data-testid="verify-form">
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
            {...upload.pickProps(field, i)}
          />
        ))}
      </div>
      {upload.formError && (
        <p className={styles.alert} role="alert" data-testid="verify-error">
          {upload.formError}
        </p>
      )}
      <p className={styles.hint}>{t('verify.private')}</p>
      <SubmitButton block data-testid="verify-submit" disabled={upload.pending} aria-busy={upload.pending}>
        {upload.pending ? t('upload.sending') : t('upload.submit')}
      </SubmitButton>
    </form>
  );
}
