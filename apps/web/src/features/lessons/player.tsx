import { useQuery } from '@tanstack/react-query';
import type { CourseInfo, Danmaku, LessonDetail } from '@xueche/contract';
import { type CSSProperties, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { formatDuration, formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { attachSource, type Detach, planSource } from '../../lib/video-source';
import { dueBetween, LANES, pickLane } from './danmaku';
import { DanmakuForm } from './danmaku-form';
import { readLocalPosition, resumePosition, writeLocalPosition } from './history';
import { danmakuQuery, progressQuery, saveProgressOnLeave } from './lessons-api';
import { useT } from './messages';
import styles from './player.module.css';

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** Seconds between saves to the server while playing. */
const SERVER_SAVE_MS = 5000;
/** Local saves at most this often. */
const LOCAL_SAVE_MS = 1000;
/** At most this many bullet comments on screen at once. */
const MAX_FLYING = 24;

interface Props {
  lesson: LessonDetail;
  course: CourseInfo;
  /** Start here rather than at the saved position (the landscape player is opened with `t`). */
  startAt?: number;
  /** Kept up to date with the playing position, for links that carry it. */
  positionRef?: RefObject<number>;
  /** 'landscape' fills its frame (the rotate player); 'inline' is 16:9 in the page. */
  variant?: 'inline' | 'landscape';
  /** Try to start playing once loaded (browsers may refuse without a tap). */
  autoPlay?: boolean;
}

interface Flying {
  key: string;
  text: string;
  color: string;
  mine: boolean;
  lane: number;
  /** Width of the layer when it started, px: where it starts from. */
  from: number;
}

type FullscreenDocument = Document & { webkitFullscreenElement?: Element | null; webkitExitFullscreen?: () => void };
type FullscreenElement = HTMLElement & { webkitRequestFullscreen?: () => void };
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

const fullscreenElement = () => {
  const doc = document as FullscreenDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
};

/**
 * The lesson video with its own big controls: play, seek, time, speed, full screen, bullet comments.
 * Resumes where the user stopped (this device or the server, whichever is newer), saves the position
 * as it plays, stops a locked lesson at its preview with the purchase offer, and recovers from errors.
 */
export function Player({ lesson, course, startAt, positionRef, variant = 'inline', autoPlay = false }: Props) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);

  const locked = lesson.locked;
  const previewEnd = lesson.preview_s;
  /** The furthest point that can be watched. */
  const playableEnd = locked ? previewEnd : lesson.duration_s;

  const { mp4, hls } = lesson;
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [waiting, setWaiting] = useState(true);
  const [failed, setFailed] = useState(false);
  const [offer, setOffer] = useState(false);
  const [rate, setRate] = useState(1);
  const [danmakuOn, setDanmakuOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [flying, setFlying] = useState<Flying[]>([]);

  /** Where to seek once the video knows its length (resume, retry). */
  const pendingSeek = useRef<number | null>(null);
  const resumeDecided = useRef(false);
  const wantPlay = useRef(autoPlay);
  const lastPosition = useRef(0);
  const lastDanmakuTime = useRef(0);
  const lastLocalSave = useRef(0);
  const lastServerSave = useRef<number | null>(null);
  const watched = useRef(false);
  const lanes = useRef<number[]>(Array.from({ length: LANES }, () => 0));
  const flyingCount = useRef(0);
  /** Bullet comments shown since the last jump: each flies once per pass. */
  const shownIds = useRef(new Set<number>());

  const total = locked ? lesson.duration_s : mediaDuration > 0 ? mediaDuration : lesson.duration_s;

  // --- the source -------------------------------------------------------------------------------
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the source after an error
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let detach: Detach | undefined;
    setFailed(false);
    setWaiting(true);
    const plan = planSource({ url: mp4, hls }, (type) => video.canPlayType(type));
    attachSource(video, plan, () => {
      if (!cancelled) setFailed(true);
    }).then(
      (d) => {
        if (cancelled) d();
        else detach = d;
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [mp4, hls, attempt]);

  // --- where to start ---------------------------------------------------------------------------
  const progress = useQuery({ ...progressQuery(course.id), enabled: startAt === undefined });
  const progressSettled = startAt !== undefined || !progress.isPending;

  const applyPendingSeek = useCallback(() => {
    const video = videoRef.current;
    const at = pendingSeek.current;
    if (!video || at === null || video.readyState < 1) return;
    pendingSeek.current = null;
    if (at > 0) video.currentTime = at;
    lastPosition.current = at;
    // From the very start, comments at 0 s are due too.
    lastDanmakuTime.current = at > 0 ? at : -0.01;
    if (positionRef) positionRef.current = at;
    setCurrent(at);
    if (wantPlay.current) {
      wantPlay.current = false;
      void video.play().catch(() => undefined);
    }
  }, [positionRef]);

  useEffect(() => {
    if (resumeDecided.current || !progressSettled) return;
    resumeDecided.current = true;
    let at: number;
    if (startAt !== undefined) {
      at = resumePosition({ t: startAt, at: Number.POSITIVE_INFINITY }, undefined, playableEnd);
    } else {
      const entry = progress.data?.list.find((p) => p.lesson_id === lesson.id);
      const serverAt = entry ? Date.parse(entry.updated_at) : Number.NaN;
      const server = {
        t: entry?.position_s ?? lesson.progress_s,
        ...(Number.isFinite(serverAt) ? { at: serverAt } : {}),
      };
      at = resumePosition(server, readLocalPosition(lesson.id), playableEnd);
    }
    pendingSeek.current = Math.min(at, playableEnd);
    applyPendingSeek();
  }, [progressSettled, progress.data, startAt, lesson.id, lesson.progress_s, playableEnd, applyPendingSeek]);

  // --- saving the position ----------------------------------------------------------------------
  const saveLocal = useCallback(
    (force: boolean) => {
      if (!watched.current) return;
      const now = Date.now();
      if (!force && now - lastLocalSave.current < LOCAL_SAVE_MS) return;
      lastLocalSave.current = now;
      writeLocalPosition(lesson.id, lastPosition.current, now);
    },
    [lesson.id],
  );

  const saveServer = useCallback(
    (leaving: boolean) => {
      if (!watched.current) return;
      const position = Math.round(lastPosition.current * 10) / 10;
      if (lastServerSave.current !== null && Math.abs(lastServerSave.current - position) < 0.5) return;
      lastServerSave.current = position;
      if (leaving) {
        saveProgressOnLeave(lesson.id, position);
        return;
      }
      api('POST /v1/lesson/progress', { body: { lesson_id: lesson.id, position_s: position } }).catch(() => {
        lastServerSave.current = null; // try again with the next save
      });
    },
    [lesson.id],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => saveServer(false), SERVER_SAVE_MS);
    return () => clearInterval(timer);
  }, [playing, saveServer]);

  useEffect(() => {
    const leave = () => {
      saveLocal(true);
      saveServer(true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave(); // leaving the page within the app
    };
  }, [saveLocal, saveServer]);

  // --- bullet comments --------------------------------------------------------------------------
  const danmaku = useQuery(danmakuQuery(lesson.id));
  const danmakuList = danmaku.data?.list;

  const launch = useCallback((items: readonly Danmaku[]) => {
    if (items.length === 0) return;
    const width = layerRef.current?.clientWidth || 360;
    const now = Date.now();
    const added: Flying[] = [];
    for (const d of items) {
      if (shownIds.current.has(d.id)) continue;
      if (flyingCount.current + added.length >= MAX_FLYING) break;
      shownIds.current.add(d.id);
      const lane = pickLane(lanes.current);
      lanes.current[lane] = now + added.length;
      added.push({
        key: `${d.id}-${now}-${added.length}`,
        text: d.content,
        color: d.color,
        mine: d.mine,
        lane,
        from: width,
      });
    }
    flyingCount.current += added.length;
    setFlying((list) => [...list, ...added]);
  }, []);

  const landed = (key: string) => {
    flyingCount.current = Math.max(0, flyingCount.current - 1);
    setFlying((list) => list.filter((f) => f.key !== key));
  };

  // --- video events -----------------------------------------------------------------------------
  const onTimeUpdate = () => {
    const video = videoRef.current;
    if (!video) return;
    let time = video.currentTime;
    if (locked && time >= previewEnd) {
      video.pause();
      if (time > previewEnd + 0.5) video.currentTime = previewEnd;
      time = Math.min(time, previewEnd);
      setOffer(true);
    }
    setCurrent(time);
    if (pendingSeek.current === null) {
      lastPosition.current = time;
      if (positionRef) positionRef.current = time;
    }
    if (danmakuOn && danmakuList && !video.seeking) launch(dueBetween(danmakuList, lastDanmakuTime.current, time));
    lastDanmakuTime.current = time;
    if (!video.paused) saveLocal(false);
  };

  const onSeeking = () => {
    const video = videoRef.current;
    if (!video) return;
    setWaiting(true);
    if (locked && video.currentTime > previewEnd) {
      video.currentTime = previewEnd;
      video.pause();
      setOffer(true);
    }
    lastDanmakuTime.current = video.currentTime;
    shownIds.current.clear();
  };

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    setWaiting(false);
    if (Number.isFinite(video.duration)) setMediaDuration(video.duration);
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
    applyPendingSeek();
  };

  const onPlay = () => {
    watched.current = true;
    setPlaying(true);
    const video = videoRef.current;
    if (!(locked && video && video.currentTime >= previewEnd - 0.25)) setOffer(false);
  };

  const onPause = () => {
    setPlaying(false);
    saveLocal(true);
    saveServer(false);
  };

  const onEnded = () => {
    setPlaying(false);
    if (locked) setOffer(true);
    saveLocal(true);
    saveServer(false);
  };

  const onError = () => {
    // An <video> with no source yet (hls.js attaches through MediaSource) reports nothing useful.
    const video = videoRef.current;
    if (!video?.error) return;
    setFailed(true);
    setWaiting(false);
  };

  // --- controls ---------------------------------------------------------------------------------
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || failed) return;
    if (!video.paused) {
      video.pause();
      return;
    }
    if (locked && video.currentTime >= previewEnd - 0.25) {
      setOffer(true);
      return;
    }
    watched.current = true;
    void video.play().catch(() => undefined);
  };

  const seek = (to: number) => {
    const video = videoRef.current;
    if (!video) return;
    let target = Math.max(0, Math.min(to, total));
    if (locked && target > previewEnd) {
      target = previewEnd;
      video.pause();
      setOffer(true);
    }
    watched.current = true;
    video.currentTime = target;
    lastPosition.current = target;
    lastDanmakuTime.current = target;
    if (positionRef) positionRef.current = target;
    setCurrent(target);
  };

  const changeRate = (value: number) => {
    setRate(value);
    const video = videoRef.current;
    if (video) {
      video.defaultPlaybackRate = value;
      video.playbackRate = value;
    }
  };

  useEffect(() => {
    const onChange = () => setFullscreen(fullscreenElement() === boxRef.current && boxRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    document.addEventListener('webkitfullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      document.removeEventListener('webkitfullscreenchange', onChange);
    };
  }, []);

  const toggleFullscreen = () => {
    const doc = document as FullscreenDocument;
    if (fullscreenElement()) {
      if (doc.exitFullscreen) void doc.exitFullscreen().catch(() => undefined);
      else doc.webkitExitFullscreen?.();
      return;
    }
    const box = boxRef.current as FullscreenElement | null;
    const video = videoRef.current as IosVideo | null;
    if (box?.requestFullscreen) {
      box.requestFullscreen().then(
        () => {
          const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
          void orientation?.lock?.('landscape').catch(() => undefined);
        },
        () => video?.webkitEnterFullscreen?.(),
      );
    } else if (box?.webkitRequestFullscreen) box.webkitRequestFullscreen();
    else video?.webkitEnterFullscreen?.(); // iPhone: only the video itself goes full screen
  };

  const retry = () => {
    pendingSeek.current = lastPosition.current;
    wantPlay.current = true;
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  const replayPreview = () => {
    setOffer(false);
    seek(0);
    void videoRef.current?.play().catch(() => undefined);
  };

  const shown = Math.min(current, total);
  const classes = [styles.player, variant === 'landscape' && styles.landscape, fullscreen && styles.fullscreen]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} ref={boxRef} data-testid="player">
      <div className={styles.stage}>
        {/* biome-ignore lint/a11y/useMediaCaption: lesson videos have no caption tracks */}
        <video
          ref={videoRef}
          className={styles.video}
          data-testid="video"
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          preload="metadata"
          poster={lesson.cover}
          onClick={togglePlay}
          onTimeUpdate={onTimeUpdate}
          onSeeking={onSeeking}
          onSeeked={() => setWaiting(false)}
          onLoadStart={() => setWaiting(true)}
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={(e) => {
            const d = e.currentTarget.duration;
            if (Number.isFinite(d)) setMediaDuration(d);
          }}
          onWaiting={() => setWaiting(true)}
          onCanPlay={() => setWaiting(false)}
          onPlaying={() => setWaiting(false)}
          onPlay={onPlay}
          onPause={onPause}
          onEnded={onEnded}
          onError={onError}
        />

        {danmakuOn && (
          <div className={styles.danmakuLayer} ref={layerRef} data-testid="danmaku-layer" aria-hidden="true">
            {flying.map((f) => (
              <span
                key={f.key}
                className={`${styles.danmaku} ${f.mine ? styles.mine : ''}`}
                data-testid="danmaku"
                style={
                  {
                    top: `${f.lane * 3.4 + 0.8}rem`,
                    color: f.color,
                    '--from': `${f.from}px`,
                    animationPlayState: playing ? 'running' : 'paused',
                  } as CSSProperties
                }
                onAnimationEnd={() => landed(f.key)}
              >
                {f.text}
              </span>
            ))}
          </div>
        )}

        {!playing && !failed && !offer && !waiting && (
          <span className={styles.bigPlay} aria-hidden="true">
            ▶
          </span>
        )}

        {waiting && !failed && !offer && (
          <div className={styles.loading} data-testid="player-loading" role="status">
            <span className={styles.spinner} aria-hidden="true" />
            <span className={styles.srOnly}>{t('player.loading')}</span>
          </div>
        )}

        {failed && (
          <div className={styles.overlay} data-testid="player-error" role="alert">
            <p>{t('player.error')}</p>
            <PrimaryButton size="small" onClick={retry}>
              {t('player.retry')}
            </PrimaryButton>
          </div>
        )}

        {offer && !failed && (
          <div className={styles.overlay} data-testid="purchase-offer" role="dialog" aria-label={t('offer.title')}>
            <h3 className={styles.offerTitle}>{t('offer.title')}</h3>
            <p className={styles.offerText}>
              {t('offer.text', { seconds: previewEnd, course: course.title, count: course.lesson_count })}
            </p>
            <p className={styles.offerPrice}>{t('offer.price', { price: formatMoney(course.price) })}</p>
            <div className={styles.offerActions}>
              <Link
                className={styles.buy}
                to={`/pay/landpage?lesson_id=${lesson.id}&field_id=${course.field_id}`}
                data-testid="buy-course"
              >
                {t('offer.buy')}
              </Link>
              <button type="button" className={styles.textButton} onClick={replayPreview}>
                {t('offer.replay')}
              </button>
            </div>
          </div>
        )}
      </div>

      <div className={styles.controls}>
        <button
          type="button"
          className={`${styles.control} ${styles.playButton}`}
          onClick={togglePlay}
          aria-label={playing ? t('player.pause') : t('player.play')}
          data-testid="play-toggle"
        >
          {playing ? '❚❚' : '▶'}
        </button>
        <span className={styles.time} data-testid="time">
          {formatDuration(shown)} / {formatDuration(total)}
        </span>
        <div className={styles.seekWrap}>
          {locked && total > 0 && (
            <span
              className={styles.previewMark}
              style={{ width: `${Math.min(100, (previewEnd / total) * 100)}%` }}
              aria-hidden="true"
            />
          )}
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={Math.max(total, 0.1)}
            step={0.1}
            value={shown}
            onChange={(e) => seek(Number(e.currentTarget.value))}
            aria-label={t('player.seek')}
            aria-valuetext={`${formatDuration(shown)} / ${formatDuration(total)}`}
            data-testid="seek"
            style={{ '--done': `${total > 0 ? (shown / total) * 100 : 0}%` } as CSSProperties}
          />
        </div>
        <select
          className={`${styles.control} ${styles.speed}`}
          value={String(rate)}
          onChange={(e) => changeRate(Number(e.currentTarget.value))}
          aria-label={t('player.speed')}
          data-testid="speed"
        >
          {SPEEDS.map((s) => (
            <option key={s} value={String(s)}>
              {t('player.speedValue', { speed: s })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${styles.control} ${styles.danmakuToggle}`}
          aria-pressed={danmakuOn}
          aria-label={danmakuOn ? t('player.danmakuOn') : t('player.danmakuOff')}
          onClick={() => {
            setDanmakuOn((on) => !on);
            setFlying([]);
            flyingCount.current = 0;
          }}
          data-testid="danmaku-toggle"
        >
          {t('player.danmakuShort')}
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.fullscreenButton}`}
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t('player.exitFullscreen') : t('player.fullscreen')}
          data-testid="fullscreen"
        >
          {fullscreen ? '⤡' : '⤢'}
        </button>
      </div>

      <DanmakuForm
        lessonId={lesson.id}
        position={() => videoRef.current?.currentTime ?? lastPosition.current}
        onSent={(added) => (danmakuOn ? launch([added]) : toast(t('player.danmakuSent'), 'success'))}
      />
    </div>
  );
}
