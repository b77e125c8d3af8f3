import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Conversation as ConversationPage } from '../../components/chat/conversation';
import { Link } from '../../components/link';
import { api } from '../../lib/api';
import { formatDate, formatPhone } from '../../lib/format';
import { useT } from './messages';
import { conversationsQuery, pinKeys } from './pin-api';
import styles from './styles';

/** One booking's conversation (components/chat/conversation.tsx), headed by its ride and the other's phone. */
export function Conversation({ bookingId }: { bookingId: number }) {
  const t = useT();
  const client = useQueryClient();
  const conversations = useQuery(conversationsQuery());
  const row = conversations.data?.list.find((c) => c.booking_id === bookingId);
  const tripPath = row
    ? row.role === 'owner'
      ? `/pin/car-owner-fare-look?id=${row.trip_id}`
      : `/pin/passenger-site-look?id=${row.trip_id}`
    : null;
  return (
    <ConversationPage
      bookingId={bookingId}
      fetchAfter={(after, signal) => api('GET /v1/pin/messages', { query: { booking_id: bookingId, after }, signal })}
      send={(body) => api('POST /v1/pin/messages', { body: { booking_id: bookingId, body } })}
      onRead={() => void client.invalidateQueries({ queryKey: pinKeys.conversations })}
      goneCodes={[404, 403]}
      gone={{ text: t('chat.notFound'), action: t('messages.back'), to: '/pin/message' }}
      loadFailed={t('chat.loadFailed')}
      timeOf={(at) => formatDate(at, 'YYYY-MM-DD HH:mm').slice(11)}
      head={(other) => (
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
      )}
    />
  );
}
