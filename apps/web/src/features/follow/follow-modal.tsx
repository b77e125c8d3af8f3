import CenterPopup from 'antd-mobile/es/components/center-popup';
import { useState } from 'react';
import '../../lib/antd-react19';
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
 * The official account's QR code and name, to press and hold inside WeChat. Fetched (with antd-mobile)
 * only when it opens: most visits decide not to show it.
 */
export default function FollowModal({ name, qr, onClose, withTick = true }: Props) {
  const t = useT();
  const [tick, setTick] = useState(false);
  return (
    <CenterPopup visible onMaskClick={() => onClose(tick)} role="dialog" aria-label={t('follow.title')}>
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
    </CenterPopup>
  );
}
