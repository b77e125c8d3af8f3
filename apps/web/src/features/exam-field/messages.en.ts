import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'error.fieldSwitch': 'Failed to switch exam field, please retry.',
  'field.pickerTitle': 'Choose an exam field',
  'field.chooseCity': 'Choose a city',
  'field.otherCities': 'Other cities',
  'field.noFields': 'No exam fields in this city yet',
  'field.noCities': 'No city has exam fields yet',
  'field.fieldCount': '{n} fields',
  'field.switched': 'Switched to {name}',
  'location.locating': 'Finding your location…',
  'location.matching': 'Matching exam fields near you…',
  'location.failed': 'Could not get your location. Please choose an exam field.',
  'location.found': 'Exam field chosen for you: {name}',
};
export default en;
