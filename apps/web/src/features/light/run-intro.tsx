import { Failed } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import styles from './light.module.css';
import { useT } from './messages';
import type { VoiceLoad } from './use-light-run';

interface Props {
  title: string;
  tip: string;
  count: number;
  voices: VoiceLoad;
  onRetryVoices: () => void;
  startLabel: string;
  onStart: () => void;
}

/** Before a run: the rules, the voices loading, and the tap that starts it (and lets the sound play). */
export function RunIntro({ title, tip, count, voices, onRetryVoices, startLabel, onStart }: Props) {
  const t = useT();
  if (voices.state === 'unsupported') return <Failed full message={t('run.noAudio')} />;
  if (voices.state === 'failed') return <Failed full message={t('run.voiceFailed')} onRetry={onRetryVoices} />;
  const ready = voices.state === 'ready';
  return (
    <section className={styles.intro} data-testid="run-intro">
      <h2>{title}</h2>
      <p>{tip}</p>
      <p className={styles.note}>{t('run.tip')}</p>
      <p className={styles.note}>{t('run.count', { n: count })}</p>
      <PrimaryButton block disabled={!ready} onClick={onStart} data-testid="start-run">
        {ready
          ? startLabel
          : t('run.preparing', {
              ready: voices.state === 'loading' ? voices.ready : 0,
              total: voices.state === 'loading' ? voices.total : count,
            })}
      </PrimaryButton>
    </section>
  );
}
