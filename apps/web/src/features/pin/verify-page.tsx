import { Link } from '../../components/link';
import { formatDate } from '../../lib/format';
import { useT } from './messages';
import { OwnerPage } from './owner-page';
import type { Owner } from './pin-api';
import styles from './styles';

/** The owner's details are there (the upload needs them first). */
export const hasDetails = (owner: Owner) => Boolean(owner.name && owner.phone && owner.car);

/**
 * '/pin/verify': the car owner's verification: its state (none, pending, approved, rejected with the
 * reason) and the steps: details, then the three photos an operator reviews before the owner may publish.
 */
export default function VerifyPage() {
  const t = useT();
  return <OwnerPage title={t('verify.title')}>{(owner) => <Steps owner={owner} />}</OwnerPage>;
}

export function OwnerStatus({ owner }: { owner: Owner }) {
  const t = useT();
  let text: string;
  if (owner.status === 'pending') {
    text = t('verify.pending', { time: owner.submitted_at ? formatDate(owner.submitted_at, 'YYYY-MM-DD HH:mm') : '' });
  } else if (owner.status === 'approved') {
    text = t('verify.approved', { date: owner.reviewed_at ? formatDate(owner.reviewed_at) : '' });
  } else if (owner.status === 'rejected') text = t('verify.rejected', { reason: owner.reason || '—' });
  else text = t('verify.none');
  return (
    <section className={styles.card} data-testid="owner-status" data-status={owner.status}>
      <span className={styles.statusTag} data-status={owner.status}>
        {t(`verify.status.${owner.status}`)}
      </span>
      <p className={styles.note}>{text}</p>
    </section>
  );
}

function Steps({ owner }: { owner: Owner }) {
  const t = useT();
  const details = hasDetails(owner);
  const canUpload = owner.status === 'none' || owner.status === 'rejected';
  return (
    <>
      <OwnerStatus owner={owner} />
      <ol className={styles.steps}>
        <li className={styles.card} data-done={details}>
          <h2 className={styles.sectionTitle}>{t('verify.step1')}</h2>
          {details ? (
            <p className={styles.note}>
              {owner.name} · {owner.car?.plate} · {owner.car?.colour} {owner.car?.model}
            </p>
          ) : (
            <p className={styles.note}>{t('verify.step1Hint')}</p>
          )}
          <Link className={styles.link} to="/pin/upinfo?next=verify" data-testid="verify-details">
            {details ? t('verify.editDetails') : t('verify.fillDetails')} ›
          </Link>
        </li>
        <li className={styles.card} data-done={owner.status !== 'none'}>
          <h2 className={styles.sectionTitle}>{t('verify.step2')}</h2>
          <p className={styles.note}>{t('verify.step2Hint')}</p>
          {canUpload && details && (
            <Link className={styles.linkButtonSolid} to="/pin/verify-uploading" data-testid="verify-upload">
              {owner.status === 'rejected' ? t('verify.uploadAgain') : t('verify.upload')}
            </Link>
          )}
          {canUpload && !details && <p className={styles.hint}>{t('verify.detailsFirst')}</p>}
        </li>
        <li className={styles.card} data-done={owner.status === 'approved'}>
          <h2 className={styles.sectionTitle}>{t('verify.step3')}</h2>
          <p className={styles.note}>{t('verify.step3Hint')}</p>
          {owner.status === 'approved' && (
            <Link className={styles.linkButtonSolid} to="/pin/car-owner-announce" data-testid="verify-publish">
              {t('verify.publish')}
            </Link>
          )}
        </li>
      </ol>
      <p className={styles.hint}>{t('verify.private')}</p>
    </>
  );
}
