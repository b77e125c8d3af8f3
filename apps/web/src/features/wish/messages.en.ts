import type { MessageKey } from './messages.zh';

/** English, fetched only when chosen. */
const en: Record<MessageKey, string> = {
  'wish.title': 'Wish wall',
  'wish.intro':
    'What should Xueche add or do better? Make a wish, everyone votes, and we answer under each wish as it moves along.',
  'wish.label': 'My wish',
  'wish.placeholder': 'e.g. videos explaining the subject three night route',
  'wish.count': '{count}/{max}',
  'wish.countLabel': '{count} of at most {max} characters',
  'wish.submit': 'Make a wish',
  'wish.sending': 'Posting…',
  'wish.tooShort': 'Write at least {min} characters',
  'wish.tooLong': 'At most {max} characters',
  'wish.left': 'You can make {left} more wishes today',
  'wish.noneLeft': 'You can make {max} wishes a day and have made them all today; come back tomorrow',
  'wish.posted': 'Your wish is up',
  'wish.postFailed': 'The wish could not be posted; please try again',
  'wish.sort': 'Order of wishes',
  'wish.sort.new': 'Newest',
  'wish.sort.hot': 'Most votes',
  'wish.empty': 'No wishes yet: make the first one',
  'wish.loadFailed': 'The wishes could not be loaded',
  'wish.end': 'No more wishes',
  'wish.vote': 'Vote {n}',
  'wish.voted': 'Voted {n}',
  'wish.voteLabel': 'Vote for this wish; {n} votes so far',
  'wish.unvoteLabel': 'Take your vote back; {n} votes so far',
  'wish.voteFailed': 'That did not work; please try again',
  'wish.mine': 'My wish',
  'wish.answer': 'Our answer',
  'wish.state.open': 'Open',
  'wish.state.planned': 'Planned',
  'wish.state.done': 'Done',
  'wish.state.declined': 'Not planned',
};
export default en;
