import type { Notice } from '@xueche/contract';
import { useState } from 'react';
import { Link } from '../../components/link';
import { read, write } from '../../lib/storage';
import styles from './home.module.css';
import { useT } from './messages';

/** A notice bar; dismissing it keeps its id so it stays away. Nothing for no notice or a dismissed one. */
export function NoticeView({ notice }: { notice: Notice | null | undefined }) {
  const t = useT();
  const [dismissedId, setDismissedId] = useState(() => read('noticeId'));
  if (!notice || notice.id === dismissedId) return null;

  const handleDismiss = () => {
    write('noticeId', notice.id);
    setDismissedId(notice.id);
  };
  return (
    <div className={styles.notice} role="note">
      <svg viewBox="0 0 24 24" width="1.2em" height="1.2em" aria-hidden="true">
        <path d="M4 10v4h4l5 4V6L8 10zm12-1a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <Link className={styles.noticeText} to={`/noticeINfo/${notice.id}`}>
        {notice.title}
      </Link>
      <button type="button" className={styles.noticeClose} aria-label={t('home.dismissNotice')} onClick={handleDismiss}>
        ×
      </button>
    </div>
  );
}
