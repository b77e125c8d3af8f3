import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'share.share': 'Share',
  'share.shareGuide': 'Tap “···” at the top right to send it to a friend or share it to Moments',
  'share.shareCopied': 'Link copied: paste it to a friend',
  'share.shareFailed': 'Sharing failed. Please try again later.',
  'share.shared': 'Shared',
  'share.gotIt': 'Got it',
};
export default en;
