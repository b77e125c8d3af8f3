import { useSearchParams } from 'react-router';
import { NotFoundState } from '../../components/not-found-state';
import { Conversation } from './conversation';
import { useT } from './messages';
import { idParam } from './train-api';

/** '/train/coach-message?booking_id=': one booking's conversation; without one, the way to all of them. */
export default function CoachMessagePage() {
  const t = useT();
  const [params] = useSearchParams();
  const bookingId = idParam(params.get('booking_id'));
  if (bookingId === null) {
    return <NotFoundState text={t('chat.pick')} action={t('chat.all')} to="/train/message-center" />;
  }
  return <Conversation key={bookingId} bookingId={bookingId} />;
}
