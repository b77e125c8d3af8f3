import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { choose, clipEnded, clipOf, graphProblems, type HdState, score, startState } from './hd-flow';
import { useT } from './messages';
import { payHref, useSignedIn } from './paths';
import styles from './site.module.css';
import { type HdVideo, hdQuery } from './site-api';
import { type PlayerHandle, SitePlayer } from './site-player';

/** An interactive video by id, loaded, then played (`back`: a way back to the list, shown at the end). */
export function HdPlayer({ id, back }: { id: number; back?: ReactNode }) {
  const t = useT();
  const signedIn = useSignedIn();
  const query = useQuery(hdQuery(id, signedIn));
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return <Failed message={errorMessage(query.error, t('hd.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  if (graphProblems(query.data).length > 0) return <Failed message={t('hd.broken')} />;
  return <HdRun key={query.data.id} video={query.data} back={back} />;
}

/**
 * One run through an interactive video: a clip plays; at its end its question is asked; the choice plays
 * the clip it names; a clip without a question ends the run with the score of the decisions (right ones
 * out of all) and each choice's explanation.
 */
function HdRun({ video, back }: { video: HdVideo; back?: ReactNode }) {
  const t = useT();
  const ownField = useSession((s) => s.field?.field_id ?? null);
  const [state, setState] = useState<HdState>(() => startState(video));
  /** Runs started so far: a restart plays the first clip afresh. */
  const [round, setRound] = useState(0);
  const player = useRef<PlayerHandle>(null);
  const clip = clipOf(video, state.clip);
  if (!clip) return <Failed message={t('hd.broken')} />;

  const trail = [video.start, ...state.decisions.map((d) => d.next)];
  const pay = payHref(video.field_id ?? ownField);

  return (
    <section className={styles.hd} data-testid="hd-run" data-phase={state.phase}>
      <header className={styles.playHead}>
        <h1 className={styles.title}>{video.title}</h1>
        {video.summary && <p className={styles.muted}>{video.summary}</p>}
      </header>

      <SitePlayer
        key={`${round}-${state.decisions.length}-${clip.key}`}
        video={clip.video}
        payHref={pay}
        handle={player}
        // The first clip waits for a tap; after a choice (a tap) the next one starts by itself.
        autoPlay={state.decisions.length > 0 || round > 0}
        onEnded={() => setState((s) => clipEnded(video, s))}
        testId="hd-player"
      />

      <p className={styles.clipTitle} data-testid="hd-clip" data-key={clip.key}>
        <span className={styles.muted}>{t('hd.step', { n: trail.length })}</span> {clip.title}
      </p>

      {state.phase === 'playing' && clip.question && (
        <p className={styles.hint} data-testid="hd-watch">
          {t('hd.watch')}
        </p>
      )}

      {state.phase === 'asking' && clip.question && (
        <section className={styles.question} data-testid="hd-question" aria-label={clip.question.prompt}>
          <h2 className={styles.sectionTitle}>{clip.question.prompt}</h2>
          <div className={styles.choices}>
            {clip.question.choices.map((c, i) => (
              <button
                key={`${c.next}-${c.label}`}
                type="button"
                className={styles.choice}
                data-testid="hd-choice"
                data-next={c.next}
                onClick={() => setState((s) => choose(video, s, i))}
              >
                {c.label}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => {
              setState((s) => ({ ...s, phase: 'playing' }));
              player.current?.seek(0);
            }}
          >
            {t('hd.rewatch')}
          </button>
        </section>
      )}

      {state.phase === 'ended' && (
        <EndScreen
          state={state}
          onRestart={() => {
            setState(startState(video));
            setRound((n) => n + 1);
          }}
          back={back}
        />
      )}

      {state.decisions.length > 0 && state.phase !== 'ended' && (
        <ol className={styles.trail} aria-label={t('hd.trail')}>
          {trail.map((key, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a path may pass the same clip twice
            <li key={i} aria-current={i === trail.length - 1 ? 'step' : undefined}>
              {clipOf(video, key)?.title ?? key}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function EndScreen({ state, onRestart, back }: { state: HdState; onRestart: () => void; back?: ReactNode }) {
  const t = useT();
  const { right, total } = score(state.decisions);
  return (
    <div className={styles.card} data-testid="hd-end" data-right={right} data-total={total}>
      <h2 className={styles.sectionTitle}>{t('hd.endTitle')}</h2>
      <p className={styles.score} data-testid="hd-score">
        {total > 0 ? t('hd.score', { right, total }) : t('hd.noDecisions')}
      </p>
      <ol className={styles.decisions}>
        {state.decisions.map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: decisions are made in order and never move
          <li key={i} data-testid="hd-decision" data-right={d.right}>
            <p className={styles.decisionPrompt}>{d.prompt}</p>
            <p>
              <span className={styles.verdict} data-right={d.right}>
                {d.right ? t('hd.right') : t('hd.wrong')}
              </span>{' '}
              {t('hd.chose', { label: d.label })}
            </p>
            <p className={styles.hint}>{d.explain}</p>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <PrimaryButton size="small" onClick={onRestart} data-testid="hd-restart">
          {t('hd.restart')}
        </PrimaryButton>
        {back}
      </div>
    </div>
  );
}
