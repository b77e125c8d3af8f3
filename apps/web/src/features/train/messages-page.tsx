import { chinaDateTime } from '@xueche/time';
import { ConversationsPage, ConversationRow as Row } from '../../components/chat/conversation-list';
import { Avatar } from './coach-card';
import { useT } from './messages';
import styles from './styles';
import { type Conversation, conversationsQuery } from './train-api';
import { TrainTabBar } from './train-tab-bar';

/** '/train/message-center' (the 消息 tab): every booking conversation, newest message first, with unread counts. */
export default function MessageCenterPage() {
  const t = useT();
  return (
    <ConversationsPage
      words={t}
      conversations={conversationsQuery()}
      row={(c) => <ConversationItem key={c.booking_id} c={c} />}
      nav={<TrainTabBar />}
    />
  );
}

function ConversationItem({ c }: { c: Conversation }) {
  const t = useT();
  return (
    <Row
      to={`/train/coach-message?booking_id=${c.booking_id}`}
      bookingId={c.booking_id}
      unread={c.unread}
      avatar={<Avatar src={c.other.head_portrait} name={c.other.nickname} />}
      name={c.other.nickname}
      when={<small className={styles.muted}>{c.last ? chinaDateTime(c.last.created_at).slice(5) : ''}</small>}
      line={
        <>
          {t(c.role === 'coach' ? 'messages.asCoach' : 'messages.asStudent')} ·{' '}
          {t('messages.session', { when: chinaDateTime(c.start).slice(5) })} · {t(`status.${c.status}`)}
        </>
      }
      last={c.last}
    />
  );
}
