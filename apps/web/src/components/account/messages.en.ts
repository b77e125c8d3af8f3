import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'field.current': 'Current exam field',
  'field.none': 'No exam field chosen yet',
  'field.switch': 'Switch field',
  'field.choose': 'Choose a field',
  'profile.student': 'Student',
  'profile.coach': 'Coach',
  'profile.nickname': 'Nickname',
  'profile.editNickname': 'Edit nickname',
  'profile.nicknamePlaceholder': '1–20 characters',
  'profile.nicknameEmpty': 'The nickname cannot be empty',
  'profile.nicknameTooLong': 'The nickname can have at most 20 characters',
  'profile.saved': 'Saved',
  'profile.field': 'My exam field',
  'profile.changeField': 'Change',
  'profile.language': 'Language',
  'profile.logout': 'Log out',
  'profile.loggingOut': 'Logging out…',
  'lang.zh': '中文',
  'lang.en': 'English',
  'notices.unread': '{n} unread',
};
export default en;
