import { chinaDateTime } from '@xueche/time';
import { ConversationsPage } from '../../components/chat/conversation-list';
import { Avatar } from './coach-card';
import { useT } from './messages';
import styles from './styles';
import { conversationsQuery } from './train-api';
import { TrainTabBar } from './train-tab-bar';

/** '/train/message-center' (the 消息 tab): every booking conversation, newest message first, with unread counts. */
export default function MessageCenterPage() {
  const t = useT();
  return (
    <ConversationsPage
      words={t}
      conversations={conversationsQuery()}
      nav={<TrainTabBar />}
      parts={(c) => ({
        to: `/train/coach-message?booking_id=${c.booking_id}`,
        avatar: <Avatar src={c.other.head_portrait} name={c.other.nickname} />,
        when: <small className={styles.muted}>{c.last ? chinaDateTime(c.last.created_at).slice(5) : ''}</small>,
        line: (
          <>
            {t(c.role === 'coach' ? 'messages.asCoach' : 'messages.asStudent')} ·{' '}
            {t('messages.session', { when: chinaDateTime(c.start).slice(5) })} · {t(`status.${c.status}`)}
          </>
        ),
      })}
    />
  );
}
