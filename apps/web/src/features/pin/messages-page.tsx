import { useSearchParams } from 'react-router';
import { ConversationsPage } from '../../components/chat/conversation-list';
import { formatDate } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { Conversation } from './conversation';
import { useT } from './messages';
import { conversationsQuery } from './pin-api';
import { PinNav } from './pin-nav';
import styles from './styles';

/**
 * '/pin/message': the person's booking conversations, newest message first, with unread counts; with
 * `?booking_id=` one conversation, where new messages appear as they come.
 */
export default function MessagesPage() {
  const [params] = useSearchParams();
  const bookingId = parseId(params.get('booking_id'));
  if (bookingId !== undefined) return <Conversation key={bookingId} bookingId={bookingId} />;
  return <MessagesTab />;
}

function MessagesTab() {
  const t = useT();
  return (
    <ConversationsPage
      words={t}
      conversations={conversationsQuery()}
      nav={<PinNav />}
      parts={(c) => ({
        to: `/pin/message?booking_id=${c.booking_id}`,
        avatar: c.other.head_portrait ? (
          <img className={styles.avatar} src={c.other.head_portrait} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {[...c.other.nickname][0] ?? '友'}
          </span>
        ),
        when: <small>{c.last ? formatDate(c.last.created_at, 'YYYY-MM-DD HH:mm').slice(5) : ''}</small>,
        line: (
          <>
            {t(c.role === 'owner' ? 'messages.asOwner' : 'messages.asPassenger')} ·{' '}
            {t('messages.tripLine', { time: formatDate(c.depart_at, 'YYYY-MM-DD HH:mm').slice(5), target: c.target })} ·{' '}
            {t(`booking.status.${c.status}`)}
          </>
        ),
      })}
    />
  );
}
