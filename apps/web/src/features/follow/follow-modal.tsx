import { useState } from 'react';
import { CenterDialog } from '../../components/modal/modal';
import { PrimaryButton } from '../../components/primary-button';
import styles from './follow-modal.module.css';
import { useT } from './messages';

interface Props {
  name: string;
  qr: string;
  /** Called with the "do not show again" tick. */
  onClose: (dontShowAgain: boolean) => void;
  withTick?: boolean;
}

/**
 * The official account's QR code and name, to press and hold inside WeChat. Fetched only when it opens:
 * most visits decide not to show it.
 */
export default function FollowModal({ name, qr, onClose, withTick = true }: Props) {
  const t = useT();
  const [tick, setTick] = useState(false);
  return (
    <CenterDialog onClose={() => onClose(tick)} aria-label={t('follow.title')}>
      <div className={styles.body} data-testid="follow-dialog">
        <h2 className={styles.title}>{t('follow.title')}</h2>
        <img className={styles.qr} src={qr} alt={t('follow.qrAlt', { name })} />
        <p className={styles.text}>{t('follow.body', { name })}</p>
        {withTick && (
          <label className={styles.tick}>
            <input type="checkbox" checked={tick} onChange={(e) => setTick(e.target.checked)} />
            {t('follow.dontShow')}
          </label>
        )}
        <PrimaryButton block onClick={() => onClose(tick)}>
          {t('common.close')}
        </PrimaryButton>
      </div>
    </CenterDialog>
  );
}
