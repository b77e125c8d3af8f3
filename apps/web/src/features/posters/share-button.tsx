import type { SharePayload } from '@xueche/contract';
import { useState } from 'react';
import { PrimaryButton } from '../../components/primary-button';
import { toast } from '../../lib/toast';
import { isWeChat } from '../../lib/ua';
import { useT } from './messages';
import styles from './posters.module.css';

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
    if (result === 'copied') toast(t('common.shareCopied'), 'success');
    else if (result === 'shared') toast(t('common.shared'), 'success');
    else toast(t('common.shareFailed'), 'fail');
  };
  return (
    <>
      <PrimaryButton block variant="ghost" data-testid="poster-share" onClick={() => void handleShare()}>
        {label ?? t('common.share')}
      </PrimaryButton>
      {guide && (
        <button type="button" className={styles.guide} data-testid="share-guide" onClick={() => setGuide(false)}>
          <span className={styles.guideArrow} aria-hidden="true">
            ↗
          </span>
          <span className={styles.guideText}>{t('common.shareGuide')}</span>
          <span className={styles.guideOk}>{t('common.gotIt')}</span>
        </button>
      )}
    </>
  );
}
