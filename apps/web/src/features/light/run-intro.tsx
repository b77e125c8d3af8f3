import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Failed } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import styles from './light.module.css';
import { chooseVoice, chosenVoice, SYNTHETIC_VOICE, setQuery } from './light-api';
import { useT } from './messages';
import { useLightField } from './use-light-field';
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
      <VoicePicker />
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

/**
 * The voice the instructions are read in, when the set has recorded ones besides the generated voice: the
 * pick is kept per set and the run is asked for again in it (the audio and its length come with the run).
 */
function VoicePicker() {
  const t = useT();
  const client = useQueryClient();
  const { fieldId } = useLightField();
  const set = useQuery(setQuery(fieldId));
  const [picked, setPicked] = useState(() => chosenVoice(fieldId));
  const recorded = set.data?.voices ?? [];
  if (!recorded.length) return null;
  const current = picked ?? set.data?.voice ?? SYNTHETIC_VOICE;
  return (
    <fieldset className={styles.note} data-testid="voice-picker" style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>{t('run.voice')}</legend>
      {[SYNTHETIC_VOICE, ...recorded].map((voice) => (
        <label key={voice} style={{ marginRight: '1.6rem', whiteSpace: 'nowrap' }}>
          <input
            type="radio"
            name="light-voice"
            value={voice}
            checked={voice === current}
            onChange={() => {
              setPicked(voice);
              chooseVoice(client, fieldId, voice);
            }}
            data-testid={`voice-${voice}`}
          />{' '}
          {voice === SYNTHETIC_VOICE ? t('run.voiceSynthetic') : voice}
        </label>
      ))}
    </fieldset>
  );
}
