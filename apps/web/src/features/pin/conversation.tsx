import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { ChatView } from '../../components/chat/chat-view';
import { Link } from '../../components/link';
import { NotFoundState } from '../../components/not-found-state';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDate, formatPhone } from '../../lib/format';
import { mergeMessages, startPolling } from '../../lib/message-poller';
import { useT } from './messages';
import { conversationsQuery, type Message, pinKeys } from './pin-api';
import styles from './styles';

type Other = { nickname: string; head_portrait: string };

/**
 * One booking's conversation. It asks for messages after the newest it holds every 3 s while the page
 * is visible (and stops while it is hidden), so the other side's messages appear without a reload.
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
  const notFound = isApiError(error) && (error.code === 404 || error.code === 403);
  const conversations = useQuery(conversationsQuery());
  const row = conversations.data?.list.find((c) => c.booking_id === bookingId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `retry` starts asking again after a failure
  useEffect(() => {
    if (notFound) return;
    return startPolling({
      fetchAfter: (after, signal) => api('GET /v1/pin/messages', { query: { booking_id: bookingId, after }, signal }),
      lastId: () => held.current[held.current.length - 1]?.id ?? 0,
      onData: (data) => {
        setError(null);
        setOther(data.other);
        if (data.list.length) {
          setMessages((prev) => mergeMessages(prev, data.list));
          // Reading marks them read: the unread counts change.
          void client.invalidateQueries({ queryKey: pinKeys.conversations });
        }
      },
      onError: setError,
    });
  }, [bookingId, notFound, retry, client]);

  if (notFound) return <NotFoundState text={t('chat.notFound')} action={t('messages.back')} to="/pin/message" />;
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
  const tripPath = row
    ? row.role === 'owner'
      ? `/pin/car-owner-fare-look?id=${row.trip_id}`
      : `/pin/passenger-site-look?id=${row.trip_id}`
    : null;
  return (
    <ChatView
      bookingId={bookingId}
      head={
        <>
          <strong data-testid="chat-other">{other.nickname}</strong>
          {row && (
            <small>
              {t('messages.tripLine', {
                time: formatDate(row.depart_at, 'YYYY-MM-DD HH:mm').slice(5),
                target: row.target,
              })}{' '}
              · {t(`booking.status.${row.status}`)}
            </small>
          )}
          {row?.other.phone && (
            <a href={`tel:${row.other.phone}`} className={styles.phone}>
              {formatPhone(row.other.phone)}
            </a>
          )}
          {tripPath && (
            <Link className={styles.link} to={tripPath}>
              {t('chat.trip')} ›
            </Link>
          )}
        </>
      }
      messages={messages}
      reconnecting={error !== null}
      timeOf={(at) => formatDate(at, 'YYYY-MM-DD HH:mm').slice(11)}
      send={(body) => api('POST /v1/pin/messages', { body: { booking_id: bookingId, body } })}
      onSent={(m) => setMessages((prev) => mergeMessages(prev, [m]))}
    />
  );
}
