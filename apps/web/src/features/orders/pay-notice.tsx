import { useEffect, useRef } from 'react';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { openFieldPicker } from '../../lib/field-picker';
import { useT } from './messages';
import styles from './orders.module.css';
import { receiptPath } from './orders-api';
import type { PayNotice } from './use-pay';

/** Why a purchase did not go through, in words, with the way on (the order, or choosing a field). */
export function PayNoticeView({ notice, onDismiss }: { notice: PayNotice | null; onDismiss: () => void }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={box} className={styles.notice} role="alert" data-testid="pay-notice">
      <span>{notice.text}</span>
      <div className={styles.noticeActions}>
        {notice.needsField && (
          <PrimaryButton
            size="small"
            onClick={() => {
              onDismiss();
              openFieldPicker();
            }}
          >
            {t('pay.chooseField')}
          </PrimaryButton>
        )}
        {notice.orderNo && (
          <Link className={styles.linkButton} to={receiptPath(notice.orderNo)}>
            {t('pay.viewOrder')}
          </Link>
        )}
        <button type="button" className={styles.textButton} onClick={onDismiss}>
          {t('common.close')}
        </button>
      </div>
    </div>
  );
}
