import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chinaDateTime } from '@xueche/time';
import { Conversation as ConversationPage } from '../../components/chat/conversation';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { useT } from './messages';
import styles from './styles';
import { conversationsQuery, trainKeys } from './train-api';

/** One booking's conversation between its student and its coach (components/chat/conversation.tsx). */
export function Conversation({ bookingId }: { bookingId: number }) {
  const t = useT();
  const client = useQueryClient();
  const conversations = useQuery(conversationsQuery());
  const row = conversations.data?.list.find((c) => c.booking_id === bookingId);
  return (
    <ConversationPage
      bookingId={bookingId}
      fetchAfter={(after, signal) => api('GET /v1/train/messages', { query: { booking_id: bookingId, after }, signal })}
      send={(body) => api('POST /v1/train/messages', { body: { booking_id: bookingId, body } })}
      onRead={() => {
        void client.invalidateQueries({ queryKey: trainKeys.conversations });
        void client.invalidateQueries({ queryKey: trainKeys.booking(bookingId) });
      }}
      goneCodes={[404, 403, 400]}
      gone={{ text: t('chat.notFound'), action: t('chat.all'), to: '/train/message-center' }}
      loadFailed={t('chat.loadFailed')}
      timeOf={(at) => chinaDateTime(at).slice(11)}
      head={(other) => (
        <>
          <strong data-testid="chat-other">{other.nickname}</strong>
          {row && (
            <small className={styles.muted}>
              {t('messages.session', { when: chinaDateTime(row.start).slice(5) })} · {t(`status.${row.status}`)}
            </small>
          )}
          <Link className={styles.link} to={`/train/train-info/${bookingId}`} data-testid="chat-booking">
            {t('chat.booking')} ›
          </Link>
        </>
      )}
    />
  );
}
