import type { MessageKey } from './offers-messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'offer.kicker': 'For new students',
  'offer.price': '¥{price}',
  'offer.listPrice': 'Usually ¥{price}',
  'offer.until': 'Until {date}',
  'offer.buy': 'Buy now',
  'bind.title': 'No coach yet',
  'bind.text':
    'Bind to your coach to find them under "My coach", and choose for yourself whether to share your practice progress with them.',
  'bind.go': 'Bind a coach',
};
export default en;
