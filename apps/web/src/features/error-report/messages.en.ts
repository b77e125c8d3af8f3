import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'report.title': 'Report a mistake',
  'report.intro':
    'Found a problem with a question, its answer or its explanation? Tell us and we will fix it once checked.',
  'report.generalIntro': 'Found a problem in the question bank or on a page? Tell us and we will fix it once checked.',
  'report.question': 'Question no. {id}',
  'report.kind': 'Type of mistake',
  'kind.answer': 'Wrong answer',
  'kind.explanation': 'Wrong explanation',
  'kind.typo': 'Typo',
  'kind.image': 'Wrong image',
  'kind.other': 'Other',
  'report.content': 'Description',
  'report.placeholder': 'Describe the problem, e.g. which option should be correct and why',
  'report.count': '{count}/{max}',
  'report.countLabel': '{count} of at most {max} characters',
  'report.submit': 'Submit',
  'report.sending': 'Submitting…',
  'report.needKind': 'Please choose the type of mistake',
  'report.tooShort': 'Please write at least {min} characters',
  'report.tooLong': 'Please write at most {max} characters',
  'report.failed': 'Could not submit, please try again later',
  'report.thanks': 'Thank you for your feedback',
  'report.thanksBody': 'We will check and fix it soon, helping more students pass their exams.',
  'report.back': 'Back',
};
export default en;
