import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'profile.student': 'Student',
  'profile.coach': 'Coach',
  'profile.nickname': 'Nickname',
  'profile.editNickname': 'Edit nickname',
  'profile.nicknamePlaceholder': '1–20 characters',
  'profile.nicknameEmpty': 'The nickname cannot be empty',
  'profile.nicknameTooLong': 'The nickname can have at most 20 characters',
  'profile.saved': 'Saved',
  'profile.field': 'My exam field',
  'profile.noField': 'No exam field chosen yet',
  'profile.changeField': 'Change',
  'profile.language': 'Language',
  'profile.logout': 'Log out',
  'profile.loggingOut': 'Logging out…',
  'lang.zh': '中文',
  'lang.en': 'English',
  'notices.unread': '{n} unread',
};
export default en;
