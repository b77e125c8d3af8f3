import { useQueryClient } from '@tanstack/react-query';
import type { Paper } from '@xueche/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Failed } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage, isApiError } from '../../lib/api-error';
import { releaseAfterPause } from '../../lib/debounce';
import { formatDuration } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { PaperLoader } from './paper-loader';
import { QuestionNav } from './question-nav';
import { QuestionCard } from './question-view';
import styles from './theory.module.css';
import { refreshProgress } from './theory-api';

/** '/ke/exam/:paper_id': the timed mock exam. The deadline is the server's; a reload picks up where it was. */
export default function ExamPage() {
  return (
    <PaperLoader>
      {(paper) =>
        paper.status === 'submitted' ? <Navigate to={`/ke/result/${paper.id}`} replace /> : <ExamScreen paper={paper} />
      }
    </PaperLoader>
  );
}

function firstUnanswered(paper: Paper): number {
  const i = paper.questions.findIndex((q) => !paper.answers[String(q.id)]);
  return i === -1 ? 0 : i;
}

function ExamScreen({ paper }: { paper: Paper }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Time left comes from the server's clock, so a wrong phone clock changes nothing.
  const deadline = useRef(Date.now() + paper.time_left_s * 1000);
  const [now, setNow] = useState(Date.now());
  const [answers, setAnswers] = useState<Record<string, string>>(paper.answers);
  const [index, setIndex] = useState(() => firstUnanswered(paper));
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const saving = useRef(new Set<Promise<unknown>>());
  const ended = useRef(false);
  const total = paper.questions.length;
  const answered = paper.questions.filter((q) => answers[String(q.id)]).length;
  const left = Math.max(0, Math.ceil((deadline.current - now) / 1000));

  const submit = useCallback(
    async (auto: boolean) => {
      const startedAt = Date.now();
      setSubmitting(true);
      setConfirming(false);
      // Answers still on their way count: wait for them first.
      await Promise.allSettled([...saving.current]);
      try {
        await api('POST /v1/exam/paper/submit', { body: { paper_id: paper.id } });
        refreshProgress(client, paper.subject);
        if (auto) toast(t('exam.timeUp'));
        navigate(`/ke/result/${paper.id}`, { replace: true });
      } catch (error) {
        releaseAfterPause(startedAt, () => setSubmitting(false));
        toast(errorMessage(error, t('common.networkError')), 'fail');
      }
    },
    [client, navigate, paper.id, paper.subject, t],
  );

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (left === 0 && !autoSubmitted.current) {
      autoSubmitted.current = true;
      void submit(true);
    }
  }, [left, submit]);

  const question = paper.questions[index];
  if (!question) return <Failed full message={t('exam.notFound')} />;
  const key = String(question.id);

  const save = (letters: string) => {
    const before = answers[key];
    setAnswers((a) => ({ ...a, [key]: letters }));
    if (!letters) return;
    const request = api('POST /v1/exam/paper/answer', {
      body: { paper_id: paper.id, question_id: question.id, answer: letters },
    })
      .then((reply) => {
        // The server ended a stop-on-fail paper: it is already scored.
        if (reply.ended && !ended.current) {
          ended.current = true;
          refreshProgress(client, paper.subject);
          toast(t('exam.stopped'));
          navigate(`/ke/result/${paper.id}`, { replace: true });
        }
      })
      .catch((error: unknown) => {
        setAnswers((a) => ({ ...a, [key]: before ?? '' }));
        toast(isApiError(error) && error.code === 409 ? error.message : t('exam.saveFailed'), 'fail');
      });
    saving.current.add(request);
    void request.finally(() => saving.current.delete(request));
  };

  const choose = (l: string) => {
    if (submitting) return;
    if (question.type === 'multiple') {
      const now = answers[key] ?? '';
      save(now.includes(l) ? now.replace(l, '') : [...now, l].sort().join(''));
      return;
    }
    save(l);
    // A single answer is final enough to move on, as the exam terminal does.
    if (index < total - 1) setTimeout(() => setIndex((i) => (i === index ? i + 1 : i)), 350);
  };

  return (
    <div className={styles.screen}>
      <header className={styles.topBar}>
        <div>
          <div className={styles.rules}>{t('exam.timeLeft')}</div>
          <span
            className={`${styles.countdown} ${left < 300 ? styles.countdownLow : ''}`}
            data-testid="countdown"
            role="timer"
          >
            {formatDuration(left)}
          </span>
        </div>
        <span>{t('exam.answered', { n: answered, total })}</span>
        <PrimaryButton size="small" onClick={() => setConfirming(true)} disabled={submitting} data-testid="submit-exam">
          {submitting ? t('exam.submitting') : t('exam.submit')}
        </PrimaryButton>
      </header>
      <QuestionCard
        question={question}
        number={index + 1}
        chosen={answers[key] ?? ''}
        disabled={submitting}
        onToggle={choose}
      />
      <QuestionNav
        current={index}
        total={total}
        stateOf={(p) => (answers[String(paper.questions[p]?.id)] ? 'answered' : '')}
        onMove={setIndex}
        showCount
      />
      {confirming && (
        <div className={styles.modal} role="presentation">
          <section className={styles.modalBody} role="alertdialog" aria-modal="true" aria-labelledby="confirm-title">
            <h2 id="confirm-title">{t('exam.confirmTitle')}</h2>
            <p>{answered < total ? t('exam.confirmUnanswered', { n: total - answered }) : t('exam.confirmAll')}</p>
            <div className={styles.modalActions}>
              <PrimaryButton variant="ghost" onClick={() => setConfirming(false)}>
                {t('exam.continue')}
              </PrimaryButton>
              <PrimaryButton onClick={() => void submit(false)} data-testid="confirm-submit">
                {t('exam.submit')}
              </PrimaryButton>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
