import type { YardItem } from '@xueche/contract';
import { type Car, type Controls, TICKS_PER_SECOND, type Verdict } from '@xueche/yard-rules';
import { useEffect, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { Failed } from '../../../../components/blocks';
import { PrimaryButton } from '../../../../components/primary-button';
import { speak } from '../../../../lib/speak';
import { ViewSwitch } from '../view-switch';
import type { Layout } from '../vr-api';
import type { FollowView, YardScene } from '../yard/yard-scene';
import styles from './drive.module.css';
import { DriveControls } from './drive-controls';
import { DriveSession } from './drive-session';
import { useT } from './messages';
import { type PointPlace, pointPlaces, reachedPoint } from './reference-points';

type Phase = 'loading' | 'ready' | 'driving' | 'over';

const EXAMINER_SHOWN_MS = 4000;
const COACH_SHOWN_MS = 3500;

/** Tells the readouts a tick has passed, without re-rendering the page each frame. */
function tickFeed() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => {
      for (const listener of listeners) listener();
    },
  };
}

/**
 * One item driven: the yard in 3D with the student's car at the item's start and the camera following it,
 * the readouts, the controls, and the examiner, who speaks the start, each point taken and the end.
 */
export function DriveStage({
  layout,
  car,
  item,
  onFinished,
}: {
  layout: Layout;
  car: Car;
  item: YardItem;
  onFinished: (verdict: Verdict, session: DriveSession) => void;
}) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const scene = useRef<YardScene | null>(null);
  const [session] = useState(() => new DriveSession(car, item));
  const [feed] = useState(tickFeed);
  const [phase, setPhase] = useState<Phase>('loading');
  const [view, setView] = useState<FollowView>('chase');
  const [broken, setBroken] = useState(false);
  const [examiner, setExaminer] = useState<string | null>(null);
  const [coach, setCoach] = useState<PointPlace | null>(null);
  const [, controlsChanged] = useReducer((n: number) => n + 1, 0);
  const phaseNow = useRef(phase);
  phaseNow.current = phase;
  const finishedWith = useRef(onFinished);
  finishedWith.current = onFinished;

  const hideExaminer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hideExaminer.current), []);
  /** The examiner speaks, and the words show for a while; the last words of an item stay. */
  const announce = (words: string, last = false) => {
    setExaminer(words);
    speak(words);
    clearTimeout(hideExaminer.current);
    if (!last) hideExaminer.current = setTimeout(() => setExaminer(null), EXAMINER_SHOWN_MS);
  };

  const finish = () => {
    if (phaseNow.current !== 'driving') return;
    phaseNow.current = 'over';
    const verdict = session.end();
    setPhase('over');
    const failed = verdict.faults.find((f) => f.points === 0);
    announce(failed ? t('drive.say.fail', { rule: failed.rule }) : t('drive.say.pass', { score: verdict.score }), true);
    finishedWith.current(verdict, session);
  };
  const finishNow = useRef(finish);
  finishNow.current = finish;

  // three.js comes after the page's first paint, as on the yard page; the car waits at the item's start.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene is built once per drive
  useEffect(() => {
    let built: YardScene | undefined;
    let gone = false;
    let spoken = 0;
    const places = pointPlaces(car, item);
    let nextPoint = 0;
    let coachUntil = 0;
    const resize = () => built?.resize();
    import('../yard/yard-scene').then(
      ({ YardScene }) => {
        if (gone || !canvas.current) return;
        try {
          built = new YardScene(canvas.current, layout, {
            onSelect: () => undefined,
            onMoment: () => undefined,
            onDemoEnd: () => undefined,
          });
        } catch {
          setBroken(true);
          return;
        }
        scene.current = built;
        built.drive(item.key, 'chase');
        built.placeCar(session.current);
        built.onFrame = (now) => {
          if (phaseNow.current !== 'driving') return;
          const over = session.advance(now);
          built?.placeCar(session.current);
          stage.current?.setAttribute('data-tick', String(session.tick));
          feed.emit();
          // Points taken while the item goes on are spoken as they happen.
          const taken = session.verdict.faults.filter((f) => f.points > 0);
          for (const fault of taken.slice(spoken))
            announce(t('drive.say.points', { n: fault.points, rule: fault.rule }));
          spoken = taken.length;
          // The coach's cue for the spot the car has reached, for a few seconds.
          const reached = reachedPoint(places, nextPoint, session.current);
          if (reached !== null) {
            setCoach(places[reached] ?? null);
            nextPoint = reached + 1;
            coachUntil = now + COACH_SHOWN_MS;
          } else if (coachUntil && now > coachUntil) {
            coachUntil = 0;
            setCoach(null);
          }
          if (over) finishNow.current();
        };
        void built.firstFrame.then(() => {
          if (!gone) setPhase((p) => (p === 'loading' ? 'ready' : p));
        });
        addEventListener('resize', resize);
      },
      () => setBroken(true),
    );
    return () => {
      gone = true;
      removeEventListener('resize', resize);
      built?.dispose();
      scene.current = null;
    };
  }, []);

  useEffect(() => scene.current?.drive(item.key, view), [view, item.key]);

  const start = () => {
    phaseNow.current = 'driving';
    setPhase('driving');
    announce(t('drive.say.start', { name: item.name }));
  };
  const change = (next: Partial<Controls>) => {
    session.set(next);
    controlsChanged();
  };

  if (broken) return <Failed message={t('drive.noWebgl')} />;
  return (
    <>
      <div ref={stage} className={styles.stage} data-testid="drive-stage" data-phase={phase} data-tick={0}>
        <canvas ref={canvas} className={styles.canvas} data-testid="yard-canvas" />
        {phase === 'loading' && <span className={styles.stageNote}>{t('drive.loading')}</span>}
        <Readouts session={session} feed={feed} />
        {coach && phase === 'driving' && (
          <p className={styles.coach} data-testid="coach-hint">
            <strong>{coach.cue}</strong>
            <span>→ {coach.action}</span>
          </p>
        )}
        {examiner && (
          <p className={styles.examiner} role="status" data-testid="examiner">
            {examiner}
          </p>
        )}
        <ViewSwitch
          views={['chase', 'top'] as const}
          value={view}
          onChange={setView}
          label={(v) => t(v === 'chase' ? 'drive.viewChase' : 'drive.viewTop')}
        />
      </div>
      {phase === 'ready' && (
        <section className={styles.intro}>
          <p>{t('drive.intro')}</p>
          <PrimaryButton onClick={start} data-testid="drive-start">
            {t('drive.start')}
          </PrimaryButton>
        </section>
      )}
      {phase === 'driving' && (
        <>
          <DriveControls state={session.state} onChange={change} />
          <button type="button" className={styles.endButton} onClick={finish} data-testid="drive-end">
            {t('drive.end')}
          </button>
        </>
      )}
    </>
  );
}

/** Speed, gear, time and the wheel's position, updated each tick. */
function Readouts({ session, feed }: { session: DriveSession; feed: ReturnType<typeof tickFeed> }) {
  const t = useT();
  useSyncExternalStore(feed.subscribe, () => session.tick);
  const now = session.current;
  const lock = Math.round(now.steer * 100);
  return (
    <dl className={styles.readouts} data-testid="readouts">
      <dt>{t('drive.gear')}</dt>
      <dd data-testid="readout-gear">{session.state.gear}</dd>
      <dt>{t('drive.speedLabel')}</dt>
      <dd>{t('drive.speed', { v: (Math.abs(now.speed) * 3.6).toFixed(1) })}</dd>
      <dt>{t('drive.wheel')}</dt>
      <dd>
        {lock === 0
          ? t('drive.centre')
          : t('drive.wheelAt', { side: t(lock > 0 ? 'drive.left' : 'drive.right'), n: Math.abs(lock) })}
      </dd>
      <dt>{t('drive.timeLabel')}</dt>
      <dd>{t('drive.time', { s: (session.tick / TICKS_PER_SECOND).toFixed(1) })}</dd>
    </dl>
  );
}
