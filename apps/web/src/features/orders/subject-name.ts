import type { MessageKey } from './messages';

/** The message key of a subject's short name ('科目一'); the number itself for an unknown one. */
export const subjectKey = (subject: number) => `subject.${subject}` as MessageKey;
