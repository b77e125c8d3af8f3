import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chinaDateTime } from '@xueche/time';
import { useEffect, useRef, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { ChatView } from '../../components/chat/chat-view';
import { Link } from '../../components/link';
import { NotFoundState } from '../../components/not-found-state';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { mergeMessages, startPolling } from '../../lib/message-poller';
import { useT } from './messages';
import styles from './styles';
import { conversationsQuery, type Message, trainKeys } from './train-api';

type Other = { nickname: string; head_portrait: string };

/**
 * One booking's conversation between its student and its coach. It asks for messages after the newest it
 * holds every 3 s while the page is visible (and stops while it is hidden), so the other side's messages
 * appear without a reload; reading marks them read, so the unread counts are asked again.
 */
export function Conversation({ bookingId }: { bookingId: number }) {
  const t = useT();
  const client = useQueryClient();
  const [messages, setMessages] = useState<Message[]>([]);
  const [other, setOther] = useState<Other | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [retry, setRetry] = useState(0);
  const held = useRef<Message[]>([]);
  held.current = messages;
  const notFound = isApiError(error) && (error.code === 404 || error.code === 403 || error.code === 400);
  const conversations = useQuery(conversationsQuery());
  const row = conversations.data?.list.find((c) => c.booking_id === bookingId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` starts asking again after a failure
  useEffect(() => {
    if (notFound) return;
    return startPolling({
      fetchAfter: (after, signal) => api('GET /v1/train/messages', { query: { booking_id: bookingId, after }, signal }),
      lastId: () => held.current[held.current.length - 1]?.id ?? 0,
      onData: (data) => {
        setError(null);
        setOther(data.other);
        if (data.list.length) {
          setMessages((prev) => mergeMessages(prev, data.list));
          // Reading marks them read: the unread counts change.
          void client.invalidateQueries({ queryKey: trainKeys.conversations });
          void client.invalidateQueries({ queryKey: trainKeys.booking(bookingId) });
        }
      },
      onError: setError,
    });
  }, [bookingId, notFound, retry, client]);

  if (notFound) {
    return <NotFoundState text={t('chat.notFound')} action={t('chat.all')} to="/train/message-center" />;
  }
  if (!other) {
    if (error) {
      return (
        <Failed
          full
          message={errorMessage(error, t('chat.loadFailed'))}
          onRetry={() => {
            setError(null);
            setRetry((n) => n + 1);
          }}
        />
      );
    }
    return <Loading full />;
  }
  return (
    <ChatView
      bookingId={bookingId}
      head={
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
      }
      messages={messages}
      reconnecting={error !== null}
      timeOf={(at) => chinaDateTime(at).slice(11)}
      send={(body) => api('POST /v1/train/messages', { body: { booking_id: bookingId, body } })}
      onSent={(m) => setMessages((prev) => mergeMessages(prev, [m]))}
    />
  );
}
