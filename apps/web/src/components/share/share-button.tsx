import type { SharePayload } from '@xueche/contract';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { isWeChat } from '../../lib/ua';
import { PrimaryButton } from '../primary-button';
import { useT } from './messages';
import styles from './share-button.module.css';

/**
 * Share: inside WeChat a page cannot open the share sheet itself, so the menu is set to this share and a
 * guide points at "···"; elsewhere the system share sheet, or the link is copied.
 */
export function ShareButton({ share, label }: { share: SharePayload; label?: string }) {
  const t = useT();
  const [guide, setGuide] = useState(false);
  const handleShare = async () => {
    if (isWeChat()) {
      setGuide(true);
      const { setWeChatShare } = await import('../../lib/wechat');
      await setWeChatShare(share).catch((error: unknown) => console.warn('share set-up failed', error));
      return;
    }
    const { shareOutsideWeChat } = await import('../../lib/wechat');
    const result = await shareOutsideWeChat(share);
    if (result === 'copied') toast(t('share.shareCopied'), 'success');
    else if (result === 'shared') toast(t('share.shared'), 'success');
    else toast(t('share.shareFailed'), 'fail');
  };
  return (
    <>
      <PrimaryButton block variant="ghost" data-testid="share-button" onClick={() => void handleShare()}>
        {label ?? t('share.share')}
      </PrimaryButton>
      {guide && (
        <button type="button" className={styles.guide} data-testid="share-guide" onClick={() => setGuide(false)}>
          <span className={styles.guideArrow} aria-hidden="true">
            ↗
          </span>
          <span className={styles.guideText}>{t('share.shareGuide')}</span>
          <span className={styles.guideOk}>{t('share.gotIt')}</span>
        </button>
      )}
    </>
  );
}
