import { useQuery } from '@tanstack/react-query';
import type { Paper, PaperResult } from '@xueche/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import { formatDuration } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { answerText } from './question-view';
import { letter } from './subject';
import styles from './theory.module.css';
import { PAPER_ID, paperQuery, startPaper } from './theory-api';

/** '/ke/result/:paper_id': score, pass or fail, time used, and every question missed with its explanation. */
export default function ResultPage() {
  const t = useT();
  const { paper_id: id = '' } = useParams();
  const valid = PAPER_ID.test(id);
  const paper = useQuery({ ...paperQuery(id), enabled: valid });
  if (!valid || (paper.isError && isApiError(paper.error) && paper.error.code === 404)) {
    return <Failed full message={t('exam.notFound')} />;
  }
  if (paper.isError)
    return <Failed full message={errorMessage(paper.error, t('common.pageError'))} onRetry={() => paper.refetch()} />;
  if (!paper.data) return <Loading full />;
  if (!paper.data.result) return <Navigate to={`/ke/exam/${id}`} replace />;
  return <Result paper={paper.data} result={paper.data.result} />;
}

function Result({ paper, result }: { paper: Paper; result: PaperResult }) {
  const t = useT();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const again = async () => {
    setStarting(true);
    try {
      const next = await startPaper(paper.subject);
      navigate(`/ke/exam/${next.id}`, { replace: true });
    } catch (error) {
      setStarting(false);
      toast(errorMessage(error, t('common.networkError')), 'fail');
    }
  };
  return (
    <div data-testid="exam-result">
      <section className={`${styles.scoreCard} ${result.passed ? '' : styles.scoreCardFailed}`}>
        <p className={styles.rules} style={{ color: 'inherit' }}>
          {t('result.title', { subject: t(`subject.${paper.subject}`) })}
        </p>
        <p className={styles.score} data-testid="score">
          {t('result.score', { score: result.score })}
        </p>
        <span className={styles.passBadge} data-testid="pass-state">
          {result.passed ? t('result.passed') : t('result.failed')}
        </span>
        <p className={styles.scoreFacts}>
          {t('result.passLine', { total: paper.rules.total, pass: paper.rules.pass_mark })}
        </p>
        <p className={styles.scoreFacts}>
          <span data-testid="time-used">{t('result.time', { time: formatDuration(result.time_used_s) })}</span>
          <span>{t('result.right', { n: result.right })}</span>
          <span>{t('result.wrong', { n: result.wrong_count })}</span>
          <span>{t('result.unanswered', { n: result.unanswered })}</span>
        </p>
      </section>
      <div className={styles.actions}>
        <PrimaryButton onClick={again} disabled={starting}>
          {t('result.again')}
        </PrimaryButton>
        <Link className={styles.linkButton} to={`/ke/history?subject=${paper.subject}`}>
          {t('result.history')}
        </Link>
        <Link className={styles.linkButton} to="/ke">
          {t('result.back')}
        </Link>
      </div>
      <section className={styles.review}>
        <h2 className={styles.sectionTitle} style={{ margin: '1rem 0' }}>
          {t('result.review')}
        </h2>
        {result.wrong.length === 0 && <p>{t('result.allRight')}</p>}
        {result.wrong.map((q) => {
          const judge = q.type === 'judge';
          return (
            <article key={q.id} className={styles.reviewItem} data-testid="review-item">
              <p className={styles.stem}>
                <span className={styles.number}>{q.position + 1}.</span> {q.stem}
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
              <p className={styles.verdictWrong}>
                {q.given ? t('result.given', { answer: answerText(q.given, judge, q.options) }) : t('result.noAnswer')}
              </p>
              <p className={styles.verdictRight}>
                {t('result.correct', { answer: answerText(q.answer, judge, q.options) })}
              </p>
              <p className={styles.explanation}>{q.explanation}</p>
              {q.tip && (
                <p className={styles.tip}>
                  <strong>{t('practice.tip')}：</strong>
                  {q.tip}
                </p>
              )}
            </article>
          );
        })}
      </section>
    </div>
  );
}
