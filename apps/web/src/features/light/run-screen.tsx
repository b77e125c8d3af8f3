import { lightsInWords } from '@xueche/light-rules';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { PrimaryButton } from '../../components/primary-button';
import { useLang } from '../../lib/i18n';
import { Dashboard } from './dashboard';
import { LampPanel } from './lamp-panel';
import styles from './light.module.css';
import type { LightRun, RunSnapshot } from './light-run';
import { useT } from './messages';
import { ControlsToggle, useControlsMode } from './stalk/controls-mode';
import { StalkControls } from './stalk/stalk-controls';

interface Props {
  run: LightRun;
  snapshot: RunSnapshot;
  mode: 'exam' | 'exercise';
  /** Above the instruction: the night road of virtual driving. */
  scene?: ReactNode;
  /** Below the status line in a pause (the exercise's explanation). */
  pausedPanel?: ReactNode;
  /** Above everything, on the run's dark ground (the exercise's kind and place). */
  label?: ReactNode;
}

/** A run on screen: which instruction, what it says, whether to listen or act, the lamps and the controls. */
export function RunScreen({ run, snapshot, mode, scene, pausedPanel, label }: Props) {
  const t = useT();
  const lang = useLang();
  const { phase, index } = snapshot;
  const item = run.item;
  const log = snapshot.logs[index];
  const live = phase === 'speaking' || phase === 'window';
  const examFailure = mode === 'exam' && phase === 'paused';
  const [controls, setControls] = useControlsMode();

  return (
    <div className={styles.run}>
      {label}
      {scene}
      <section className={styles.instructionCard} aria-live="polite">
        <div className={styles.runPosition} data-testid="run-position">
          {t('run.position', { n: index + 1, total: run.length })}
        </div>
        <p className={styles.instruction} data-testid="instruction" data-phase={phase}>
          {item?.text}
        </p>
        {mode === 'exercise' && log && (
          <p className={styles.startLights}>{t('run.startFrom', { lights: lightsInWords(log.start, lang) })}</p>
        )}
        <div className={styles.status} data-testid="run-status" data-phase={phase}>
          {phase === 'speaking' && <span className={styles.listening}>{t('run.listen')}</span>}
          {phase === 'window' && snapshot.window && <Countdown to={snapshot.window.to} from={snapshot.window.from} />}
          {(phase === 'between' || phase === 'paused') && log?.verdict && (
            <span className={log.verdict.passed ? styles.right : styles.wrong}>
              {log.verdict.passed
                ? t('run.passed')
                : t('run.failed', { fault: t(`fault.${log.verdict.fault ?? 'wrong_state'}`) })}
            </span>
          )}
        </div>
      </section>
      {phase === 'paused' && pausedPanel}
      <ControlsToggle mode={controls} onChange={setControls} />
      {controls === 'stalk' ? (
        <StalkControls lights={snapshot.lights} live={live} onControl={(c) => run.press(c)} />
      ) : (
        <>
          <LampPanel lights={snapshot.lights} />
          <Dashboard lights={snapshot.lights} live={live} onControl={(c) => run.press(c)} />
        </>
      )}
      {examFailure && log?.verdict && (
        <div className={styles.modal} role="presentation">
          <section
            className={styles.modalBody}
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="fail-title"
            data-testid="fail-choice"
          >
            <h2 id="fail-title">{t('run.examFailed')}</h2>
            <p>
              {t('run.failedItem', {
                n: index + 1,
                text: item?.text ?? '',
                fault: t(`fault.${log.verdict.fault ?? 'wrong_state'}`),
              })}
            </p>
            <div className={styles.modalActions}>
              {index + 1 < run.length && (
                <PrimaryButton variant="ghost" onClick={() => run.next()} data-testid="carry-on">
                  {t('run.carryOn')}
                </PrimaryButton>
              )}
              <PrimaryButton onClick={() => run.finish()} data-testid="end-exam">
                {t('run.endNow')}
              </PrimaryButton>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

/** The seconds left to act, with a bar that empties. */
function Countdown({ from, to }: { from: number; to: number }) {
  const t = useT();
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, to - now);
  return (
    <span className={styles.countdown} role="timer">
      {t('run.act', { s: Math.ceil(left / 1000) })}
      <span className={styles.countdownBar} aria-hidden="true">
        <span style={{ width: `${(left / (to - from)) * 100}%` }} />
      </span>
    </span>
  );
}
