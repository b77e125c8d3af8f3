import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Car, TICKS_PER_SECOND } from '@xueche/yard-rules';
import { type ReactNode, useEffect, useRef } from 'react';
import { api } from '../../../../lib/api';
import { errorMessage } from '../../../../lib/api-error';
import styles from './drive.module.css';
import { DriveReplay } from './drive-replay';
import type { Finished } from './drive-session';
import { useT } from './messages';

/**
 * An item's result: the examiner's verdict with each fault, what the server made of the same drive (it
 * replays the input log and keeps its own verdict), and the replay on the item's plan.
 */
export function DriveResult({
  fieldId,
  car,
  finished,
  children,
}: {
  fieldId: number;
  car: Car;
  finished: Finished;
  children?: ReactNode;
}) {
  const t = useT();
  const client = useQueryClient();
  const { verdict, session, item } = finished;
  const submit = useMutation({
    mutationFn: () =>
      api('POST /v2/k2/yard-run', {
        body: { field_id: fieldId, item: item.key, events: session.events, ticks: session.tick },
      }),
    // The history on the hub and the centre reads these runs.
    onSuccess: () => client.invalidateQueries({ queryKey: ['site'] }),
  });
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once per finished drive
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    submit.mutate();
  }, []);

  const served = submit.data;
  return (
    <section className={styles.result} data-testid="drive-result" aria-live="polite">
      <h2 className={verdict.passed ? styles.pass : styles.fail} data-testid="phone-verdict">
        {verdict.passed ? t('drive.resultPass', { score: verdict.score }) : t('drive.resultFail')}
      </h2>
      {verdict.faults.length === 0 ? (
        <p className={styles.faults} data-testid="faults">
          {t('drive.noFaults')}
        </p>
      ) : (
        <ol className={styles.faults} data-testid="faults">
          {verdict.faults.map((f) => (
            <li key={`${f.rule}-${f.t}`} className={f.points === 0 ? styles.failFault : undefined}>
              <b>{f.points === 0 ? t('drive.failMark') : t('drive.points', { n: f.points })}</b>{' '}
              {t('drive.fault', { rule: f.rule, detail: f.detail, s: (f.t / TICKS_PER_SECOND).toFixed(1) })}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.served} data-testid="server-verdict">
        {served
          ? t('drive.served', {
              verdict: served.passed ? t('drive.resultPass', { score: served.score }) : t('drive.resultFail'),
              best: served.best_score,
            })
          : submit.isError
            ? t('drive.serveFailed', { reason: errorMessage(submit.error, t('common.pageError')) })
            : t('drive.serving')}
        {submit.isError && (
          <button type="button" className={styles.retry} onClick={() => submit.mutate()} data-testid="serve-retry">
            {t('common.retry')}
          </button>
        )}
      </p>
      <DriveReplay car={car} item={item} samples={session.samples} faults={verdict.faults} />
      {children}
    </section>
  );
}
