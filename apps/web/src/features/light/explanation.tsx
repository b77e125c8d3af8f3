import type { LightExpect, LightStateView } from '@xueche/contract';
import { type Action, actionsInWords, EXPECTATIONS, explain, stateOf } from '@xueche/light-rules';
import type { ReactNode } from 'react';
import { useLang } from '../../lib/i18n';
import styles from './light.module.css';
import { useT } from './messages';

/** Milliseconds as the seconds a student reads ("0.6"). */
export const seconds = (ms: number) => (ms / 1000).toFixed(1);

/**
 * How an instruction is done right, from the lights it began with: the lights the examiner checks, then
 * (after `children`, where the student's own moves go) each move as the change it makes and how the
 * hand makes it. The words come from @xueche/light-rules, as the API's do.
 */
export function Explanation({
  start,
  expect,
  children,
}: {
  start: LightStateView;
  expect: LightExpect;
  children?: ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const { checks, steps } = explain(stateOf(start), EXPECTATIONS[expect], lang);
  return (
    <>
      <p data-testid="explain-checks">{t('explain.checks', { checks })}</p>
      {children}
      {steps.length ? (
        <div data-testid="explain-moves">
          <p>{t('explain.moves')}</p>
          <ol className={styles.moves}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : (
        <p data-testid="explain-moves">{t('explain.nothing')}</p>
      )}
    </>
  );
}

/** What the student did, each move with what it did to the lights and when ("远光 → 近光 0.6s"). */
export function YourMoves({ start, actions }: { start: LightStateView; actions: readonly Action[] }) {
  const t = useT();
  const lang = useLang();
  const did = actionsInWords(stateOf(start), actions, lang);
  return (
    <p data-testid="result-did">
      {did.length
        ? t('result.did', { did: did.map((a) => `${a.text} ${seconds(a.t)}s`).join(t('result.didSep')) })
        : t('result.didNothing')}
    </p>
  );
}
