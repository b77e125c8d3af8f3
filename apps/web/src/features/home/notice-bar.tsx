import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { switchQuery } from '../../lib/queries';
import { read, write } from '../../lib/storage';
import styles from './home.module.css';
import { useT } from './messages';

/** The current notice from the switch data; dismissing it keeps its id (and text) so it stays away. */
export function NoticeBar() {
  const t = useT();
  const { data } = useQuery(switchQuery());
  const [dismissedId, setDismissedId] = useState(() => read('noticeId'));
  const notice = data?.notice;
  if (!notice || notice.id === dismissedId) return null;

  const handleDismiss = () => {
    write('noticeId', notice.id);
    write('noticeData', notice);
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
