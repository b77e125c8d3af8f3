import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CenterDialog } from '../../components/modal/modal';
import { PrimaryButton } from '../../components/primary-button';
import styles from './coach-invite-dialog.module.css';
import { useT } from './messages';

interface Props {
  images: { url: string }[];
  /** The inviting coach's hash id, carried to the registration page. */
  hashId: string | undefined;
  onClose: () => void;
}

/**
 * docs/product.md#overlays: a student invited by a coach's link is asked to register as a coach; one poster at random.
 */
export default function CoachInviteDialog({ images, hashId, onClose }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [image] = useState(() => images[Math.floor(Math.random() * images.length)]);
  if (!image) return null;

  const handleRegister = () => {
    onClose();
    navigate(`/coach-register${hashId ? `?did=${encodeURIComponent(hashId)}` : ''}`);
  };

  return (
    <CenterDialog onClose={onClose} aria-label={t('invite.title')}>
      <div className={styles.body} data-testid="coach-invite">
        <img className={styles.image} src={image.url} alt={t('invite.title')} />
        <h2 className={styles.title}>{t('invite.title')}</h2>
        <p className={styles.text}>{t('invite.body')}</p>
        <div className={styles.actions}>
          <PrimaryButton block onClick={handleRegister}>
            {t('invite.register')}
          </PrimaryButton>
          <PrimaryButton block variant="ghost" onClick={onClose}>
            {t('invite.later')}
          </PrimaryButton>
        </div>
      </div>
    </CenterDialog>
  );
}
