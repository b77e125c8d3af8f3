import type { ReactNode } from 'react';
import { Link } from '../link';
import styles from './conversation-row.module.css';
import { useT } from './messages';

interface Props {
  to: string;
  bookingId: number;
  unread: number;
  /** The other person's picture, as the area draws it. */
  avatar: ReactNode;
  name: string;
  /** When the last message came, as the area prints it. */
  when: ReactNode;
  /** The booking: whose side, when, its state. */
  line: ReactNode;
  last: { body: string; from_me: boolean } | null;
}

/** One booking's conversation in a list of them (the shuttle's and coach-for-hire's messages). */
export function ConversationRow({ to, bookingId, unread, avatar, name, when, line, last }: Props) {
  const t = useT();
  return (
    <li>
      <Link to={to} className={styles.row} data-testid="conversation" data-booking-id={bookingId} data-unread={unread}>
        {avatar}
        <div className={styles.text}>
          <div className={styles.top}>
            <strong>{name}</strong>
            {when}
          </div>
          <small className={styles.line}>{line}</small>
          <p className={styles.last}>{last ? `${last.from_me ? t('chat.me') : ''}${last.body}` : t('chat.noneYet')}</p>
        </div>
        {unread > 0 && (
          <span className={styles.unread} data-testid="conversation-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Link>
    </li>
  );
}
