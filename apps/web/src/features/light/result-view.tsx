import type { LightItemResult } from '@xueche/contract';
import type { ReactNode } from 'react';
import { Explanation, seconds, YourMoves } from './explanation';
import styles from './light.module.css';
import type { ItemLog } from './light-run';
import { useT } from './messages';

export interface RunResult {
  mode: 'exam' | 'exercise';
  passed: boolean;
  items: LightItemResult[];
  /** The attempt's number on the server; none when it was kept on the device. */
  id?: number;
}

export const scoreOf = (items: readonly LightItemResult[]) =>
  items.length ? Math.round((100 * items.filter((i) => i.passed).length) / items.length) : 0;

/** The verdict on each instruction: what was checked, what the student did and how fast, the right moves. */
export function ResultView({
  result,
  logs,
  actions,
}: {
  result: RunResult;
  logs: readonly ItemLog[];
  actions: ReactNode;
}) {
  const t = useT();
  const right = result.items.filter((i) => i.passed).length;
  const exam = result.mode === 'exam';
  return (
    <div className={styles.result} data-testid="light-result">
      <section className={`${styles.resultBanner} ${result.passed ? styles.bannerPass : styles.bannerFail}`}>
        <h2 data-testid="result-verdict">
          {exam
            ? t(result.passed ? 'result.passed' : 'result.failed')
            : t(result.passed ? 'result.exercisePassed' : 'result.exerciseFailed')}
        </h2>
        {exam && <strong data-testid="result-score">{t('result.score', { score: scoreOf(result.items) })}</strong>}
        <span>{t('result.summary', { passed: right, total: result.items.length })}</span>
      </section>
      <ol className={styles.resultItems}>
        {result.items.map((item, i) => (
          <ResultItem key={item.key} item={item} log={logs[i]} />
        ))}
      </ol>
      <div className={styles.resultActions}>{actions}</div>
    </div>
  );
}

export function ResultItem({ item, log }: { item: LightItemResult; log: ItemLog | undefined }) {
  const t = useT();
  return (
    <li className={styles.resultItem} data-testid="result-item" data-passed={item.passed}>
      <div className={styles.resultHead}>
        <span className={item.passed ? styles.right : styles.wrong}>{item.passed ? '✓' : '✗'}</span>
        <span className={styles.resultText}>{item.text}</span>
        {item.reaction_ms !== null && item.reaction_ms >= 0 && (
          <small>{t('result.reaction', { s: seconds(item.reaction_ms) })}</small>
        )}
      </div>
      {!item.passed && item.fault && <p className={styles.wrong}>{t(`fault.${item.fault}`)}</p>}
      <Explanation start={item.start} expect={item.expect}>
        {log && <YourMoves start={item.start} actions={log.actions} />}
      </Explanation>
    </li>
  );
}
