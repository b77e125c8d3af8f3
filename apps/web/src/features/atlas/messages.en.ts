import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'hub.title': 'Quick-reference atlas',
  'hub.lead':
    'Signs, road markings, police hand signals, cluster lamps and in-car controls: each with its meaning, its rule and the questions that use it.',
  'hub.search': 'Search a name or meaning, e.g. “yield”',
  'hub.results': '{n} found',
  'hub.noResults': 'Nothing matches “{q}”; try another word',
  'hub.count': '{n}',
  'hub.practise': 'Practise: what does it mean? ›',
  'hub.practiseKind': 'Practise {title} ›',
  'hub.progress': '{answers} answers · {rights} right · {mastered}/{total} mastered',
  'hub.noProgress': 'Not practised yet: see a picture, pick its meaning; the ones you miss come back more often.',
  'hub.all': 'All',
  'entry.meaning': 'Meaning',
  'entry.rule': 'Rule and exam point',
  'entry.aliases': 'Also called',
  'entry.questions': 'Questions in the bank ({n})',
  'entry.noQuestions': 'No question in the bank uses this picture yet.',
  'entry.practise': 'Practise these {n} {subject} questions ›',
  'entry.prev': '‹ Previous',
  'entry.next': 'Next ›',
  'entry.notFound': 'The atlas has no such entry',
  'entry.back': 'Back to the atlas',
  'entry.mine': 'You have answered it {answers} times, {rights} right',
  'subject.1': 'Subject 1',
  'subject.4': 'Subject 4',
  'practice.title': 'What does it mean?',
  'practice.ask': 'What is this?',
  'practice.count': '{n} of {total}',
  'practice.right': 'Right',
  'practice.wrong': 'Wrong; it is: {name}',
  'practice.next': 'Next',
  'practice.finish': 'See the score',
  'practice.done': '{right} of {total} right',
  'practice.missed': 'Missed',
  'practice.again': 'Another round',
  'practice.back': 'Back to the atlas',
  'practice.saveFailed': 'This answer was not saved; practise it again once you are online',
};

export default en;
