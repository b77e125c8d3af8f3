import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subject } from '@xueche/contract';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { errorMessage } from '../../lib/api-error';
import { releaseAfterPause } from '../../lib/debounce';
import { toast } from '../../lib/toast';
import { useT } from './messages';
import { storedSubject, storeSubject, subjectForPath } from './subject';
import styles from './theory.module.css';
import { hubQuery, startPaper, theoryKeys } from './theory-api';

const SUBJECTS: Subject[] = [1, 4];
/** The API opens this many questions of a VIP set without VIP. */
const VIP_PREVIEW = 10;

/** '/ke' and its aliases: the subject hub with the rules, progress and a door to every practice mode. */
export default function HubPage() {
  const t = useT();
  const { pathname } = useLocation();
  const forced = subjectForPath(pathname);
  const [subject, setSubject] = useState<Subject>(() => forced ?? storedSubject());
  // The page stays alive between visits: an alias opened later still chooses its subject.
  useEffect(() => {
    if (forced) {
      setSubject(forced);
      storeSubject(forced);
    }
  }, [forced]);
  const choose = (s: Subject) => {
    setSubject(s);
    storeSubject(s);
  };

  return (
    <div className={styles.hub}>
      <div className={styles.subjectTabs} role="tablist">
        {SUBJECTS.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === subject}
            className={styles.subjectTab}
            onClick={() => choose(s)}
          >
            {t(`subject.${s}`)}
          </button>
        ))}
      </div>
      <SubjectHub subject={subject} />
    </div>
  );
}

function SubjectHub({ subject }: { subject: Subject }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const hub = useQuery(hubQuery(subject));
  const [starting, setStarting] = useState(false);
  const [stopOnFail, setStopOnFail] = useState(false);

  if (hub.isPending) return <Loading />;
  if (hub.isError)
    return <Failed message={errorMessage(hub.error, t('common.pageError'))} onRetry={() => hub.refetch()} />;
  const h = hub.data;
  if (h.total === 0) return <Failed message={t('hub.bankEmpty')} onRetry={() => hub.refetch()} />;

  const accuracy = h.done ? Math.round((h.right / h.done) * 100) : 0;
  const practice = (params: Record<string, string | number>) =>
    `/ke/practice?${new URLSearchParams({ subject: String(subject), ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) })}`;

  const startExam = async () => {
    const startedAt = Date.now();
    setStarting(true);
    try {
      const paper = await startPaper(subject, stopOnFail);
      void client.invalidateQueries({ queryKey: theoryKeys.hub(subject) });
      navigate(`/ke/exam/${paper.id}`);
    } catch (error) {
      toast(errorMessage(error, t('common.networkError')), 'fail');
    } finally {
      releaseAfterPause(startedAt, () => setStarting(false));
    }
  };

  return (
    <>
      <section className={styles.card} data-testid="subject-summary">
        <p className={styles.rules}>
          {t('hub.rules', { questions: h.rules.questions, minutes: h.rules.minutes, pass: h.rules.pass_mark })}
        </p>
        <div className={styles.progressLine}>
          <span>{t('hub.progress', { done: h.done, total: h.total })}</span>
          <span>{h.done ? t('hub.accuracy', { rate: accuracy }) : t('hub.noneDone')}</span>
        </div>
        <div className={styles.bar} aria-hidden="true">
          <div className={styles.barFill} style={{ width: `${(h.done / h.total) * 100}%` }} />
        </div>
      </section>

      {h.open_paper && (
        <Link className={styles.banner} to={`/ke/exam/${h.open_paper.id}`} data-testid="continue-exam">
          {t('hub.continueExam')}
          <small>{t('hub.continueExamHint')}</small>
        </Link>
      )}

      <div className={styles.bigActions}>
        <Link className={styles.bigAction} to={practice({ mode: 'sequential' })} data-testid="start-sequential">
          {t('hub.sequential')}
          <small>{h.resume > 0 ? t('hub.continueAt', { n: h.resume + 1 }) : t('hub.startAt')}</small>
        </Link>
        <button
          type="button"
          className={`${styles.bigAction} ${styles.bigActionExam}`}
          onClick={startExam}
          disabled={starting}
          data-testid="start-exam"
        >
          {starting ? t('hub.starting') : t('hub.exam')}
          <small>{t('hub.examHint', { minutes: h.rules.minutes })}</small>
        </button>
      </div>

      <label className={styles.stopOnFail}>
        <input type="checkbox" checked={stopOnFail} onChange={(e) => setStopOnFail(e.target.checked)} />
        {t('hub.stopOnFail', { points: h.rules.total - h.rules.pass_mark })}
      </label>

      <nav className={styles.modes} aria-label={t('hub.sequential')}>
        <Link className={styles.mode} to={practice({ mode: 'random', seed: Date.now().toString(36) })}>
          {t('mode.random')}
          <small>{t('hub.count', { n: h.total })}</small>
        </Link>
        <Link className={styles.mode} to={practice({ mode: 'curated' })}>
          {t('mode.curated')}
          <small>{h.vip ? t('hub.count', { n: h.curated }) : t('hub.vipTaste', { n: VIP_PREVIEW })}</small>
        </Link>
        <Link className={styles.mode} to={practice({ mode: 'hard' })}>
          {t('mode.hard')}
          <small>{h.vip ? t('hub.count', { n: Math.min(100, h.total) }) : t('hub.vipTaste', { n: VIP_PREVIEW })}</small>
        </Link>
        <Link className={styles.mode} to={`/ke/book?subject=${subject}&kind=wrong`} data-testid="wrong-book">
          {t('mode.wrong')}
          <small>{t('hub.count', { n: h.wrong_book })}</small>
        </Link>
        <Link className={styles.mode} to={`/ke/book?subject=${subject}&kind=favorite`}>
          {t('mode.favorite')}
          <small>{t('hub.count', { n: h.favorites })}</small>
        </Link>
        <Link className={styles.mode} to={`/ke/history?subject=${subject}`}>
          {t('hub.history')}
        </Link>
        <Link className={styles.mode} to="/atlas" data-testid="open-atlas">
          {t('hub.atlas')}
          <small>{t('hub.atlasNote')}</small>
        </Link>
      </nav>
      {!h.vip && (
        <Link className={styles.vipUnlock} to={`/pay/k${subject}`} data-testid="vip-unlock">
          {t('hub.vipUnlock')}
        </Link>
      )}

      <h2 className={styles.sectionTitle}>{t('hub.chapters')}</h2>
      <ul className={styles.list}>
        {h.chapters.map((c) => (
          <li key={c.id}>
            <Link className={styles.listItem} to={practice({ mode: 'chapter', chapter: c.id })}>
              <span>{c.title}</span>
              <small>{t('hub.chapterProgress', { done: c.done, count: c.count })}</small>
            </Link>
          </li>
        ))}
      </ul>

      {h.topics.length > 0 && (
        <>
          <h2 className={styles.sectionTitle}>{t('hub.topics')}</h2>
          <div className={styles.chips}>
            {h.topics.map((topic) => (
              <Link key={topic.key} className={styles.chip} to={practice({ mode: 'topic', topic: topic.key })}>
                {topic.title} · {topic.count}
              </Link>
            ))}
          </div>
        </>
      )}
    </>
  );
}
