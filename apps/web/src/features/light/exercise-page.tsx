import { useQuery } from '@tanstack/react-query';
import type { LightExpect } from '@xueche/contract';
import { EXPECTATIONS } from '@xueche/light-rules';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage, isApiError } from '../../lib/api-error';
import styles from './light.module.css';
import { listQuery, setQuery } from './light-api';
import { useT } from './messages';
import { ResultItem, type RunResult } from './result-view';
import { RunIntro } from './run-intro';
import { RunScreen } from './run-screen';
import { useRunRecorder } from './use-finished-run';
import { useLightField } from './use-light-field';
import { useLightRun } from './use-light-run';

type Kind = LightExpect | 'random';

/** '/light/exercise/:type?' and '/light-webview/exercise_g?type=': one kind of instruction at a time, explained after each. */
export default function ExercisePage({ webview = false }: { webview?: boolean }) {
  const params = useParams();
  const search = new URLSearchParams(globalThis.location?.search);
  const type = (params.type ?? search.get('type') ?? '') as Kind | '';
  return type ? <Exercise kind={type} webview={webview} /> : <Kinds webview={webview} />;
}

const KINDS = Object.keys(EXPECTATIONS) as LightExpect[];

/** Every kind of instruction the field's set has, with how many, and random practice. */
function Kinds({ webview }: { webview: boolean }) {
  const t = useT();
  const { fieldId } = useLightField();
  const set = useQuery(setQuery(fieldId));
  if (set.isError && !set.data) {
    return <Failed full message={errorMessage(set.error, t('hub.loadFailed'))} onRetry={() => set.refetch()} />;
  }
  if (!set.data) return <Loading full />;
  const all = [set.data.opening, ...set.data.items, set.data.closing];
  const href = (kind: Kind) =>
    webview
      ? `/light-webview/exercise_g?type=${kind}${fieldId ? `&field_id=${fieldId}` : ''}`
      : `/light/exercise/${kind}${fieldId ? `?field_id=${fieldId}` : ''}`;
  return (
    <div className={styles.page}>
      <Link className={`${styles.bigEntry} ${styles.entryExercise}`} to={href('random')} data-testid="exercise-random">
        {t('exercise.random')}
        <small>{t('exercise.randomHint')}</small>
      </Link>
      <h2 className={styles.sectionTitle}>{t('exercise.kinds')}</h2>
      <ul className={styles.kinds}>
        {KINDS.map((kind) => {
          const n = all.filter((i) => i.expect === kind).length;
          if (!n) return null;
          return (
            <li key={kind}>
              <Link className={styles.kind} to={href(kind)} data-testid={`exercise-${kind}`}>
                <strong>{t(`expect.${kind}`)}</strong>
                <small>{t('exercise.count', { n })}</small>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Exercise({ kind, webview }: { kind: Kind; webview: boolean }) {
  const t = useT();
  const { fieldId } = useLightField();
  const valid = kind === 'random' || (KINDS as readonly string[]).includes(kind);
  const list = useQuery({ ...listQuery(valid ? kind : 'random', fieldId), enabled: valid });
  const items = list.data?.items;
  const { run, snapshot, voices, start, retryVoices } = useLightRun(items, 'exercise', list.data?.window_ms);
  const { send } = useRunRecorder({ fieldId, webview, mode: 'exercise' });
  const [answers, setAnswers] = useState<Record<number, RunResult | 'failed'>>({});
  const paused = snapshot?.phase === 'paused' ? snapshot.index : null;

  // Each answer is recorded (and judged by the server when signed in) as soon as its window closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answered item
  useEffect(() => {
    if (paused === null || !run || !items || !snapshot || answers[paused]) return;
    send(run, items, snapshot, paused).then(
      (result) => setAnswers((a) => ({ ...a, [paused]: result })),
      () => setAnswers((a) => ({ ...a, [paused]: 'failed' })),
    );
  }, [paused, run]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts with no answers
  useEffect(() => setAnswers({}), [run]);

  const label = kind === 'random' ? t('exercise.random') : valid ? t(`expect.${kind}`) : '';
  if (!valid) return <Failed full message={t('exercise.none')} />;
  if (list.isError) {
    const none = isApiError(list.error) && list.error.code === 400;
    return (
      <Failed
        full
        message={none ? t('exercise.none') : errorMessage(list.error, t('hub.loadFailed'))}
        onRetry={none ? undefined : () => list.refetch()}
      />
    );
  }
  if (!run || !snapshot || !items) return <Loading full />;
  if (snapshot.phase === 'ready') {
    return (
      <RunIntro
        title={label}
        tip={t('exercise.rules')}
        count={items.length}
        voices={voices}
        onRetryVoices={retryVoices}
        startLabel={t('run.startExercise')}
        onStart={start}
      />
    );
  }
  if (snapshot.phase === 'finished') {
    const judged = Object.values(answers).filter((a): a is RunResult => a !== 'failed');
    const right = judged.filter((a) => a.passed).length;
    return (
      <section className={styles.intro} data-testid="exercise-done">
        <h2>{t('exercise.done', { passed: right, total: items.length })}</h2>
        <PrimaryButton block onClick={() => list.refetch()}>
          {t('result.exerciseAgain')}
        </PrimaryButton>
        <Link className={styles.linkButton} to={webview ? '/light-webview/exercise_g' : '/light/exercise'}>
          {t('exercise.title')}
        </Link>
      </section>
    );
  }

  const answer = paused !== null ? answers[paused] : undefined;
  const explanation =
    paused === null ? null : (
      <section className={styles.explain} data-testid="exercise-explain">
        {answer === undefined && <Loading text={t('run.submitting')} />}
        {answer === 'failed' && (
          <p className={styles.wrong}>{t('run.submitFailed', { reason: t('common.networkError') })}</p>
        )}
        {answer && answer !== 'failed' && answer.items[0] && (
          <ul className={styles.resultItems}>
            <ResultItem item={answer.items[0]} log={snapshot.logs[paused]} />
          </ul>
        )}
        <PrimaryButton block onClick={() => run.next()} data-testid="exercise-next">
          {paused + 1 < run.length ? t('run.next') : t('run.finish')}
        </PrimaryButton>
      </section>
    );
  return (
    <RunScreen
      run={run}
      snapshot={snapshot}
      mode="exercise"
      pausedPanel={explanation}
      label={
        <p className={styles.runLabel}>
          {t('run.exercising', { kind: label, n: snapshot.index + 1, total: run.length })}
        </p>
      }
    />
  );
}
