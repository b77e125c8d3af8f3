import type { QuestionView as Question } from '@xueche/contract';
import { Link } from '../../components/link';
import { type MessageKey, useT } from './messages';
import { letter } from './subject';
import styles from './theory.module.css';

export interface Reveal {
  answer: string;
  given: string;
  correct: boolean;
  explanation: string;
  tip: string | null;
}

interface Props {
  question: Question;
  /** 1-based number shown before the stem. */
  number: number;
  /** Letters currently chosen (not yet confirmed for a multiple-choice practice question). */
  chosen: string;
  /** Once answered in practice: marks the options right and wrong and shows why. */
  reveal?: Reveal | null;
  disabled?: boolean;
  onToggle: (letter: string) => void;
}

/** One question: type, stem, sign image, options as big touch targets; with a reveal, the verdict and explanation. */
export function QuestionCard({ question, number, chosen, reveal, disabled, onToggle }: Props) {
  const t = useT();
  return (
    <article className={styles.question} data-testid="question" data-question-id={question.id}>
      <p className={styles.stem}>
        <span className={styles.typeTag}>{t(`type.${question.type}` as MessageKey)}</span>
        <span className={styles.number}>{number}.</span> {question.stem}
      </p>
      {question.image && <img className={styles.figure} src={question.image} alt="" loading="lazy" />}
      <fieldset className={styles.options} aria-label={question.stem}>
        {question.options.map((text, i) => {
          const l = letter(i);
          const isChosen = reveal ? reveal.given.includes(l) : chosen.includes(l);
          const isRight = reveal ? reveal.answer.includes(l) : false;
          const state = reveal ? (isRight ? 'right' : isChosen ? 'wrong' : '') : isChosen ? 'chosen' : '';
          return (
            <button
              key={l}
              type="button"
              aria-pressed={isChosen}
              className={`${styles.option} ${state ? styles[state] : ''}`}
              data-testid="option"
              data-state={state || undefined}
              disabled={disabled || Boolean(reveal)}
              onClick={() => onToggle(l)}
            >
              <span className={styles.letter}>{question.type === 'judge' ? (i === 0 ? '✓' : '✗') : l}</span>
              <span>{text}</span>
            </button>
          );
        })}
      </fieldset>
      {reveal && <Verdict reveal={reveal} judge={question.type === 'judge'} options={question.options} />}
      {reveal && atlasKey(question.image) && (
        <Link className={styles.atlasLink} to={`/atlas/${atlasKey(question.image)}`} data-testid="atlas-link">
          {t('practice.atlas')}
        </Link>
      )}
    </article>
  );
}

/** The atlas entry a picture is drawn from (the API serves them at /static/atlas/<key>.svg), if it is one. */
const atlasKey = (image: string | null) => (image && /^\/static\/atlas\/([a-z0-9-]+)\.svg$/.exec(image)?.[1]) || null;

/** How an answer reads to a person: "B" for choices, "正确"/"错误" for true/false. */
export function answerText(answer: string, judge: boolean, options: string[]): string {
  if (!judge) return answer;
  return [...answer].map((l) => options[l.charCodeAt(0) - 65] ?? l).join('');
}

function Verdict({ reveal, judge, options }: { reveal: Reveal; judge: boolean; options: string[] }) {
  const t = useT();
  return (
    <section className={styles.verdict} data-testid="verdict" aria-live="polite">
      <p className={reveal.correct ? styles.verdictRight : styles.verdictWrong} data-testid="verdict-line">
        {reveal.correct
          ? t('practice.right')
          : t('practice.wrong', { answer: answerText(reveal.answer, judge, options) })}
      </p>
      {!reveal.correct && (
        <p className={styles.given}>{t('practice.yourAnswer', { answer: answerText(reveal.given, judge, options) })}</p>
      )}
      <h3 className={styles.explanationTitle}>{t('practice.explanation')}</h3>
      <p className={styles.explanation} data-testid="explanation">
        {reveal.explanation}
      </p>
      {reveal.tip && (
        <p className={styles.tip}>
          <strong>{t('practice.tip')}：</strong>
          {reveal.tip}
        </p>
      )}
    </section>
  );
}
