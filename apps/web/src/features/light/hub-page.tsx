import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { LightAttemptSummary, LightMiss, LightSetView } from '@xueche/contract';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import type { ApiData } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { formatDate } from '../../lib/format';
import { isLoggedIn, useSession } from '../../lib/session';
import { deviceMisses, deviceResults } from './device-results';
import styles from './light.module.css';
import { indexQuery, setQuery } from './light-api';
import { useT } from './messages';
import { lightPaths } from './paths';
import { scoreOf } from './result-view';
import { useLightField } from './use-light-field';

/** '/light' and '/light-webview': the field's instruction set, the student's figures and the way into each screen. */
export default function HubPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const { fieldId, fieldName } = useLightField();
  const set = useQuery(setQuery(fieldId));
  const signedIn = useSession(isLoggedIn);
  const fromServer = signedIn && !webview;
  // Both reads start with the document: the page shows once both have come, so the figures arriving second
  // do not push the entries and the instruction list down.
  const index = useQuery({ ...indexQuery(), enabled: fromServer });
  const paths = lightPaths(webview, fieldId);

  if (set.isError && !set.data) {
    return <Failed full message={errorMessage(set.error, t('hub.loadFailed'))} onRetry={() => set.refetch()} />;
  }
  if (!set.data || (fromServer && index.isPending)) {
    // The student's own field is named before its set comes: the card shows with the page.
    return fieldName ? <HubFirstScreen fieldName={fieldName} /> : <Loading full />;
  }
  const s = set.data;
  return (
    <div className={styles.page}>
      <SetCard
        heading={
          s.own && fieldName ? t('hub.field', { field: fieldName }) : s.own ? t('hub.instructions') : t('hub.standard')
        }
        count={t('hub.count', {
          n: instructionsOf(s).length,
          exam: examLength(s),
          draw: s.draw,
          order: t(s.order === 'fixed' ? 'hub.fixed' : 'hub.random'),
        })}
      />
      {fromServer ? <ServerFigures index={index} /> : <DeviceFigures />}
      <nav className={styles.entries}>
        <Link className={`${styles.bigEntry} ${styles.entryExam}`} to={paths.exam} data-testid="light-exam">
          {t('hub.exam')}
          <small>{t('hub.examHint')}</small>
        </Link>
        <Link className={`${styles.bigEntry} ${styles.entryExercise}`} to={paths.exercise} data-testid="light-exercise">
          {t('hub.exercise')}
          <small>{t('hub.exerciseHint')}</small>
        </Link>
        <Link className={`${styles.bigEntry} ${styles.entryVirtual}`} to={paths.virtual} data-testid="light-virtual">
          {t('hub.virtual')}
          <small>{t('hub.virtualHint')}</small>
        </Link>
        <Link className={`${styles.bigEntry} ${styles.entryAnalysis}`} to={paths.analysis} data-testid="light-analysis">
          {t('hub.analysis')}
          <small>{t('hub.analysisEntry')}</small>
        </Link>
      </nav>
      <SetList set={s} />
    </div>
  );
}

/**
 * The set's card: which set, the rules, then its size (last, as it comes with the set: nothing above moves when
 * it does).
 */
function SetCard({ heading, count }: { heading: string; count?: string }) {
  const t = useT();
  return (
    <section className={styles.setCard} data-testid={count ? 'light-set' : undefined}>
      <h2>{heading}</h2>
      <p className={styles.note}>{t('hub.rules')}</p>
      {count && <p className={styles.count}>{count}</p>}
    </section>
  );
}

/**
 * The page while the set and the figures load, for a student's own field; the document draws it at build time
 * (first-screen/).
 */
export function HubFirstScreen({ fieldName }: { fieldName: string }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <SetCard heading={t('hub.field', { field: fieldName })} />
      <Loading />
    </div>
  );
}

function ServerFigures({ index }: { index: UseQueryResult<ApiData<'GET /v1/light/index'>> }) {
  const t = useT();
  if (index.isPending) return <Loading />;
  if (index.isError)
    return <Failed message={errorMessage(index.error, t('common.pageError'))} onRetry={() => index.refetch()} />;
  const h = index.data;
  return (
    <Figures best={h.best_score} exams={h.exams} passed={h.exams_passed} recent={h.recent} missed={h.most_missed} />
  );
}

/** Embedded or not signed in: the results this device kept. */
function DeviceFigures() {
  const t = useT();
  const results = deviceResults();
  const exams = results.filter((r) => r.mode === 'exam');
  const scores = exams.map((r) => scoreOf(r.items));
  const recent: LightAttemptSummary[] = results.slice(0, 10).map((r, i) => ({
    id: -i - 1,
    mode: r.mode,
    passed: r.passed,
    score: scoreOf(r.items),
    created_at: new Date(r.at).toISOString(),
  }));
  return (
    <>
      <p className={styles.note}>{t('hub.deviceOnly')}</p>
      <Figures
        best={scores.length ? Math.max(...scores) : null}
        exams={exams.length}
        passed={exams.filter((r) => r.passed).length}
        recent={recent}
        missed={deviceMisses().slice(0, 5)}
      />
    </>
  );
}

function Figures(props: {
  best: number | null;
  exams: number;
  passed: number;
  recent: LightAttemptSummary[];
  missed: LightMiss[];
}) {
  const t = useT();
  return (
    <>
      <section className={styles.figures} data-testid="light-figures">
        <div>
          <strong data-testid="best-score">{props.best ?? t('hub.noExam')}</strong>
          <small>{t('hub.best')}</small>
        </div>
        <div>
          <strong>{props.exams}</strong>
          <small>{t('hub.exams')}</small>
        </div>
        <div>
          <strong>{props.exams ? `${Math.round((100 * props.passed) / props.exams)}%` : t('hub.noExam')}</strong>
          <small>{t('hub.passRate')}</small>
        </div>
      </section>
      <section className={styles.card}>
        <h3 className={styles.sectionTitle}>{t('hub.recent')}</h3>
        {props.recent.length === 0 ? (
          <p className={styles.note}>{t('hub.recentEmpty')}</p>
        ) : (
          <ul className={styles.recent} data-testid="light-recent">
            {props.recent.map((r) => (
              <li key={r.id}>
                <span>{t(r.mode === 'exam' ? 'hub.modeExam' : 'hub.modeExercise')}</span>
                <span>{formatDate(r.created_at, 'YYYY-MM-DD HH:mm')}</span>
                <span>{t('hub.score', { score: r.score })}</span>
                <span className={r.passed ? styles.right : styles.wrong}>
                  {t(r.passed ? 'hub.passed' : 'hub.failed')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {props.missed.length > 0 && (
        <section className={styles.card}>
          <h3 className={styles.sectionTitle}>{t('hub.analysis')}</h3>
          <ul className={styles.missed}>
            {props.missed.map((m) => (
              <li key={`${m.field_id}-${m.key}`}>
                <span>{m.text}</span>
                <small>{t('analysis.misses', { n: m.misses })}</small>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Every instruction of a set, opening and closing included. */
const instructionsOf = (set: LightSetView) => [set.opening, ...set.items, set.closing];
/** How many instructions an exam reads: the opening, `draw` of the items, the closing (as v1/light/list draws them). */
const examLength = (set: LightSetView) => 1 + set.draw + 1;

function SetList({ set }: { set: LightSetView }) {
  const t = useT();
  const all = instructionsOf(set);
  return (
    <section className={styles.card}>
      <h3 className={styles.sectionTitle}>{t('hub.instructions')}</h3>
      <ol className={styles.setList} data-testid="light-set-list">
        {all.map((item) => (
          <li key={item.key}>
            <span>{item.text}</span>
            <small>{t(`expect.${item.expect}`)}</small>
          </li>
        ))}
      </ol>
    </section>
  );
}
