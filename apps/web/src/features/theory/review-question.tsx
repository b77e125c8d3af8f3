import type { QuestionView } from '@xueche/contract';
import type { ReactNode } from 'react';
import { useT } from './messages';
import { answerText } from './question-view';
import { letter } from './subject';
import styles from './theory.module.css';

interface Props {
  question: QuestionView;
  /** Shown before the stem (the question's place in a paper). */
  number?: number;
  /** The answer given; null when the question was left blank; undefined when nothing is known. */
  given?: string | null;
  /** The right answer and why, once known. */
  reveal?: { answer: string; explanation: string; tip: string | null } | null;
  testId: string;
  children?: ReactNode;
}

/** A question laid out for reading back: options, the answer given, the right one and the explanation. */
export function ReviewQuestion({ question: q, number, given, reveal, testId, children }: Props) {
  const t = useT();
  const judge = q.type === 'judge';
  return (
    <article className={styles.reviewItem} data-testid={testId} data-question-id={q.id}>
      <p className={styles.stem}>
        {number !== undefined && <span className={styles.number}>{number}.</span>} {q.stem}
      </p>
      {q.image && <img className={styles.figure} src={q.image} alt="" loading="lazy" />}
      {!judge && (
        <ul className={styles.reviewOptions}>
          {q.options.map((o, i) => (
            <li key={letter(i)}>
              {letter(i)}. {o}
            </li>
          ))}
        </ul>
      )}
      {reveal && (
        <>
          {given === null && <p className={styles.verdictWrong}>{t('result.noAnswer')}</p>}
          {given && given !== reveal.answer && (
            <p className={styles.verdictWrong}>{t('result.given', { answer: answerText(given, judge, q.options) })}</p>
          )}
          <p className={styles.verdictRight}>
            {t('result.correct', { answer: answerText(reveal.answer, judge, q.options) })}
          </p>
          <p className={styles.explanation}>{reveal.explanation}</p>
          {reveal.tip && (
            <p className={styles.tip}>
              <strong>{t('practice.tip')}：</strong>
              {reveal.tip}
            </p>
          )}
        </>
      )}
      {children}
    </article>
  );
}
