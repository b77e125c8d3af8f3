import { useSearchParams } from 'react-router';
import { NotFoundState } from '../../components/not-found-state';
import { parseId } from '../../lib/route-params';
import { Conversation } from './conversation';
import { useT } from './messages';

/** '/train/coach-message?booking_id=': one booking's conversation; without one, the way to all of them. */
export default function CoachMessagePage() {
  const t = useT();
  const [params] = useSearchParams();
  const bookingId = parseId(params.get('booking_id'));
  if (bookingId === undefined) {
    return <NotFoundState text={t('chat.pick')} action={t('chat.all')} to="/train/message-center" />;
  }
  return <Conversation key={bookingId} bookingId={bookingId} />;
}
