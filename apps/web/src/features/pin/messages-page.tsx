import { useSearchParams } from 'react-router';
import { ConversationsPage, ConversationRow as Row } from '../../components/chat/conversation-list';
import { formatDate } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { Conversation } from './conversation';
import { useT } from './messages';
import { type Conversation as ConversationRow, conversationsQuery } from './pin-api';
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
      row={(c) => <ConversationItem key={c.booking_id} c={c} />}
      nav={<PinNav />}
    />
  );
}

function ConversationItem({ c }: { c: ConversationRow }) {
  const t = useT();
  return (
    <Row
      to={`/pin/message?booking_id=${c.booking_id}`}
      bookingId={c.booking_id}
      unread={c.unread}
      avatar={
        c.other.head_portrait ? (
          <img className={styles.avatar} src={c.other.head_portrait} alt="" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {[...c.other.nickname][0] ?? '友'}
          </span>
        )
      }
      name={c.other.nickname}
      when={<small>{c.last ? formatDate(c.last.created_at, 'YYYY-MM-DD HH:mm').slice(5) : ''}</small>}
      line={
        <>
          {t(c.role === 'owner' ? 'messages.asOwner' : 'messages.asPassenger')} ·{' '}
          {t('messages.tripLine', { time: formatDate(c.depart_at, 'YYYY-MM-DD HH:mm').slice(5), target: c.target })} ·{' '}
          {t(`booking.status.${c.status}`)}
        </>
      }
      last={c.last}
    />
  );
}
