import type { Paper, PaperResult } from '@xueche/contract';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { releaseAfterPause } from '../../lib/debounce';
import { formatDuration } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { PaperLoader } from './paper-loader';
import { ReviewQuestion } from './review-question';
import styles from './theory.module.css';
import { startPaper } from './theory-api';

/** '/ke/result/:paper_id': score, pass or fail, time used, and every question missed with its explanation. */
export default function ResultPage() {
  return (
    <PaperLoader>
      {(paper) =>
        paper.result ? <Result paper={paper} result={paper.result} /> : <Navigate to={`/ke/exam/${paper.id}`} replace />
      }
    </PaperLoader>
  );
}

function Result({ paper, result }: { paper: Paper; result: PaperResult }) {
  const t = useT();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const again = async () => {
    const startedAt = Date.now();
    setStarting(true);
    try {
      const next = await startPaper(paper.subject, paper.stop_on_fail);
      navigate(`/ke/exam/${next.id}`, { replace: true });
    } catch (error) {
      releaseAfterPause(startedAt, () => setStarting(false));
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
        {result.wrong.map((q) => (
          <ReviewQuestion
            key={q.id}
            question={q}
            number={q.position + 1}
            given={q.given}
            reveal={q}
            testId="review-item"
          />
        ))}
      </section>
    </div>
  );
}
