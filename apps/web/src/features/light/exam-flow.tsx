import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import styles from './light.module.css';
import { listQuery } from './light-api';
import type { LightRun, RunSnapshot } from './light-run';
import { useT } from './messages';
import { lightPaths } from './paths';
import { ResultView } from './result-view';
import { RunIntro } from './run-intro';
import { RunScreen } from './run-screen';
import { useFinishedRun } from './use-finished-run';
import { useLightField } from './use-light-field';
import { useLightRun } from './use-light-run';

interface FlowProps {
  webview: boolean;
  title: string;
  tip: string;
  startLabel?: string;
  /** Drawn above the instruction (virtual driving's road), for the run as it goes. */
  scene?: (run: LightRun, snapshot: RunSnapshot) => ReactNode;
}

/** An exam from the tap that starts it to the result: shared by the exam and virtual driving. */
export function ExamFlow({ webview, title, tip, startLabel, scene }: FlowProps) {
  const t = useT();
  const { fieldId } = useLightField();
  const list = useQuery(listQuery('exam', fieldId));
  const items = list.data?.items;
  const { run, snapshot, voices, start, retryVoices } = useLightRun(items, 'exam', list.data?.window_ms);
  const { outcome, onDevice, retry } = useFinishedRun(run, snapshot, items, { fieldId, webview, mode: 'exam' });
  const paths = lightPaths(webview, fieldId);

  if (list.isError) {
    return <Failed full message={errorMessage(list.error, t('hub.loadFailed'))} onRetry={() => list.refetch()} />;
  }
  if (!run || !snapshot || !items) return <Loading full />;

  if (snapshot.phase === 'ready') {
    return (
      <RunIntro
        title={title}
        tip={tip}
        count={items.length}
        voices={voices}
        onRetryVoices={retryVoices}
        startLabel={startLabel ?? t('run.start')}
        onStart={start}
      />
    );
  }
  if (snapshot.phase !== 'finished') {
    return <RunScreen run={run} snapshot={snapshot} mode="exam" scene={scene?.(run, snapshot)} />;
  }

  if (outcome.state === 'failed') {
    return (
      <Failed
        full
        message={t('run.submitFailed', { reason: outcome.reason || t('common.networkError') })}
        onRetry={retry}
      />
    );
  }
  if (outcome.state !== 'done') return <Loading full text={t('run.submitting')} />;
  const { result } = outcome;
  return (
    <ResultView
      result={result}
      logs={snapshot.logs}
      actions={
        <>
          {onDevice && <p className={styles.note}>{t('result.deviceOnly')}</p>}
          <PrimaryButton block onClick={() => list.refetch()} data-testid="exam-again">
            {t('result.again')}
          </PrimaryButton>
          {result.id !== undefined && (
            <Link className={styles.linkButton} to={`/light/share?id=${result.id}`} data-testid="share-result">
              {t('result.share')}
            </Link>
          )}
          <Link className={styles.linkButton} to={paths.analysis}>
            {t('result.analysis')}
          </Link>
          <Link className={styles.linkButton} to={paths.hub}>
            {t('result.hub')}
          </Link>
        </>
      }
    />
  );
}
