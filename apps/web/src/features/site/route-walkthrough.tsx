import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDuration } from '../../lib/format';
import { canSpeak, hush, speak } from '../../lib/speak';
import { useT } from './messages';
import { payHref } from './paths';
import styles from './site.module.css';
import type { Prompt, Route, SiteField } from './site-api';
import { type PlayerHandle, SitePlayer } from './site-player';
import { activeIndex, formatMetres, inOrder, metresAt, percentOf } from './walkthrough';

/** A prompt's key: two prompts never share a time and words. */
const promptKey = (p: Prompt) => `${p.at_s}|${p.at_m}|${p.text}`;

/**
 * The guided walk-through of one route: its video with the examiner's prompts, each prompt's card
 * appearing at its time with its tip, the car's progress along the route with the prompts marked, and
 * the list of prompts to jump to. A route without a video is walked prompt by prompt.
 */
export function RouteWalkthrough({
  route,
  field,
  autoPlay,
}: {
  route: Route;
  field: SiteField | null;
  autoPlay?: boolean;
}) {
  const t = useT();
  const prompts = useMemo(() => inOrder(route.prompts), [route.prompts]);
  const video = route.video;
  const [seconds, setSeconds] = useState(0);
  const [duration, setDuration] = useState(video?.duration_s ?? 0);
  /** Without a video: the prompt the student stepped to. */
  const [stepped, setStepped] = useState(-1);
  const [voice, setVoice] = useState(false);
  const player = useRef<PlayerHandle>(null);

  const active = video ? activeIndex(prompts, seconds) : stepped;
  const current = active >= 0 ? prompts[active] : undefined;
  const metres = video ? metresAt(prompts, seconds, route.length_m, duration) : (current?.at_m ?? 0);
  const percent = percentOf(metres, route.length_m);

  // A new prompt is read out when the voice is on.
  const spoken = useRef(-1);
  useEffect(() => {
    if (active === spoken.current) return;
    spoken.current = active;
    if (voice && current) speak(current.text);
  }, [active, voice, current]);

  const jump = useCallback(
    (index: number) => {
      const prompt = prompts[index];
      if (!prompt) return;
      if (video) player.current?.seek(prompt.at_s);
      else setStepped(index);
    },
    [prompts, video],
  );

  const pay = payHref(field?.field_id ?? route.field_id, field?.lesson_id);
  const lockedFrom = video?.locked ? video.preview_s : Number.POSITIVE_INFINITY;

  return (
    <section className={styles.walk} data-testid="walkthrough" data-route-id={route.id}>
      {video ? (
        <SitePlayer
          video={video}
          payHref={pay}
          onTime={setSeconds}
          onDuration={setDuration}
          handle={player}
          autoPlay={autoPlay}
          testId="route-player"
        />
      ) : (
        <p className={styles.note} data-testid="no-route-video">
          {t('walk.noVideo')}
        </p>
      )}

      <div className={styles.progress} data-testid="route-progress" data-metres={Math.round(metres)}>
        <div className={styles.progressTrack} aria-hidden="true">
          <span className={styles.progressFill} style={{ width: `${percent}%` }} />
          {prompts.map((p, i) => (
            <span
              key={promptKey(p)}
              className={styles.progressMark}
              data-passed={i <= active}
              style={{ left: `${percentOf(p.at_m, route.length_m)}%` }}
            />
          ))}
        </div>
        <p className={styles.progressText}>
          {t('walk.progress', { done: formatMetres(metres), total: formatMetres(route.length_m) })}
          <span>{t('walk.promptCount', { n: Math.max(0, active + 1), total: prompts.length })}</span>
        </p>
      </div>

      {current ? (
        <PromptCard prompt={current} index={active} />
      ) : (
        <p className={styles.promptWaiting} data-testid="prompt-waiting">
          {video ? t('walk.waiting') : t('walk.stepStart')}
        </p>
      )}

      <div className={styles.walkTools}>
        {!video && (
          <>
            <button
              type="button"
              className={styles.chip}
              disabled={stepped <= 0}
              onClick={() => setStepped((i) => Math.max(0, i - 1))}
            >
              {t('walk.previous')}
            </button>
            <button
              type="button"
              className={styles.chip}
              data-testid="prompt-next"
              disabled={stepped >= prompts.length - 1}
              onClick={() => setStepped((i) => Math.min(prompts.length - 1, i + 1))}
            >
              {t('walk.next')}
            </button>
          </>
        )}
        {canSpeak() && (
          <button
            type="button"
            className={styles.chip}
            aria-pressed={voice}
            data-testid="voice-toggle"
            onClick={() => {
              const on = !voice;
              setVoice(on);
              if (on && current) speak(current.text);
              if (!on) hush();
            }}
          >
            {voice ? t('walk.voiceOn') : t('walk.voiceOff')}
          </button>
        )}
      </div>

      <h3 className={styles.subTitle}>{t('walk.list', { n: prompts.length })}</h3>
      {prompts.length === 0 ? (
        <p className={styles.note}>{t('walk.noPrompts')}</p>
      ) : (
        <ol className={styles.promptList} data-testid="prompt-list">
          {prompts.map((p, i) => (
            <li key={promptKey(p)}>
              <button
                type="button"
                className={styles.promptItem}
                aria-current={i === active ? 'step' : undefined}
                data-testid="prompt-jump"
                data-at={p.at_s}
                onClick={() => jump(i)}
              >
                <span className={styles.promptTime}>{video ? formatDuration(p.at_s) : formatMetres(p.at_m)}</span>
                <span className={styles.promptKind}>{t(`kind.${p.kind}`)}</span>
                <span className={styles.promptText}>{p.text}</span>
                {p.at_s >= lockedFrom && (
                  <span className={styles.lock} title={t('walk.lockedPrompt')}>
                    {t('walk.locked')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PromptCard({ prompt, index }: { prompt: Prompt; index: number }) {
  const t = useT();
  return (
    <article
      key={index}
      className={styles.promptCard}
      data-testid="prompt-card"
      data-index={index}
      data-at={prompt.at_s}
      aria-live="polite"
    >
      <header>
        <span className={styles.promptKind}>{t(`kind.${prompt.kind}`)}</span>
        <span className={styles.muted}>{formatMetres(prompt.at_m)}</span>
      </header>
      <p className={styles.promptSay}>“{prompt.text}”</p>
      {prompt.tip && (
        <p className={styles.promptTip}>
          <strong>{t('walk.tip')}</strong>
          {prompt.tip}
        </p>
      )}
    </article>
  );
}
