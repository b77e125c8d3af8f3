import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'help.title': 'Help',
  'help.empty': 'No help articles yet',
  'help.loadFailed': 'Could not load the help list',
  'help.bodyFailed': 'Could not load this answer',
  'help.videosLink': 'Watch video guides',
  'help.videosHint': 'Learn the app step by step',
  'videos.title': 'Help videos',
  'videos.empty': 'No help videos yet',
  'videos.loadFailed': 'Could not load the help videos',
  'videos.play': 'Play: {title}',
  'videos.duration': 'Length {time}',
  'videos.unavailable': 'This video cannot be played right now',
  'videos.close': 'Close',
  'videos.unsupported': 'Your browser cannot play this video',
  'download.loadFailed': 'Could not load the download page',
  'download.features': 'Features',
  'download.button': 'Get the app',
  'download.wechatTitle': 'Open this page in your browser',
  'download.wechatStep1': 'Tap the "···" menu at the top right',
  'download.wechatStep2': 'Choose "Open in browser"',
  'download.wechatStep3': 'Tap "Get the app" again in the browser',
  'download.storeTitle': 'Install from your app store',
  'download.store':
    'The app is distributed through your phone\'s app store: open it, search for "{title}" and install.',
  'download.gotIt': 'Got it',
  'event.loadFailed': 'Could not load the event',
  'event.notFound': 'This event does not exist or has been taken down',
  'event.backHome': 'Back to home',
  'event.dates': 'From {from} to {to}',
  'event.upcoming': 'Upcoming',
  'event.running': 'On now',
  'event.ended': 'Ended',
};
export default en;
