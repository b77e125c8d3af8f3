import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'history.title': 'Exam history',
  'history.subjects': 'Choose a subject',
  'subject.1': 'Subject one',
  'subject.4': 'Subject four',
  'summary.title': 'Overview',
  'summary.exams': 'Exams taken',
  'summary.average': 'Recent average',
  'summary.passRate': 'Predicted pass rate',
  'summary.noAverage': '—',
  'summary.noPrediction': 'Take one mock exam to get a prediction of your pass rate',
  'summary.failed': 'Could not load the overview',
  'trend.title': 'Score trend',
  'trend.summary':
    'Scores of the last {count} mock exams: lowest {min}, highest {max}, latest {last}; {passed} reached the pass mark of {pass}',
  'trend.passLine': 'Pass {pass}',
  'trend.order': 'No. {n}',
  'chapters.title': 'Accuracy by chapter',
  'chapters.count': '{right}/{done}',
  'chapters.notDone': 'Not practised',
  'chapters.label': '{title}: {done} answered, {right} right, {rate}% accuracy',
  'chapters.labelNotDone': '{title}: not practised',
  'list.title': 'All exams',
  'list.total': '{total} in total',
  'list.empty': 'No mock exams yet',
  'list.start': 'Take a mock exam',
  'list.scoreUnit': 'pts',
  'list.passed': 'Passed',
  'list.failed': 'Failed',
  'list.timeUsed': 'Time {time}',
  'list.more': 'Load more',
  'list.end': 'No more exams',
  'list.loadFailed': 'Could not load the exam history',
  'list.moreFailed': 'Could not load more exams',
};
export default en;
