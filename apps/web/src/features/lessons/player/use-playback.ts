import type { CourseInfo, LessonDetail } from '@xueche/contract';
import { type RefObject, type SyntheticEvent, useCallback, useState } from 'react';
import { useVideoSource } from '../../../lib/use-video-source';
import type { DanmakuFlight } from './use-danmaku';
import { useProgressSaving } from './use-progress-saving';
import { useResumePosition } from './use-resume-position';

interface Options {
  videoRef: RefObject<HTMLVideoElement | null>;
  lesson: LessonDetail;
  course: CourseInfo;
  startAt: number | undefined;
  positionRef: RefObject<number> | undefined;
  autoPlay: boolean;
  danmaku: DanmakuFlight;
}

/**
 * The video's state and what the user does with it: play, seek, speed, retry. A locked lesson stops at its
 * preview's end with the purchase offer (`offer`); the position is resumed, saved and passed on to
 * `positionRef` and the bullet comments.
 */
export function usePlayback({ videoRef, lesson, course, startAt, positionRef, autoPlay, danmaku }: Options) {
  const locked = lesson.locked;
  const previewEnd = lesson.preview_s;
  /** The furthest point that can be watched. */
  const playableEnd = locked ? previewEnd : lesson.duration_s;

  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [waiting, setWaiting] = useState(true);
  const [offer, setOffer] = useState(false);
  const [rate, setRate] = useState(1);

  const source = useVideoSource(videoRef, { url: lesson.mp4, hls: lesson.hls }, () => setWaiting(true));
  const progress = useProgressSaving(lesson.id, playing);
  const { position, watched } = progress;
  const { movedTo } = danmaku;

  const placed = useCallback(
    (at: number) => {
      position.current = at;
      // From the very start, comments at 0 s are due too.
      movedTo(at > 0 ? at : -0.01);
      if (positionRef) positionRef.current = at;
      setCurrent(at);
    },
    [position, movedTo, positionRef],
  );
  const resume = useResumePosition({ videoRef, lesson, course, startAt, playableEnd, autoPlay, onPlaced: placed });

  const total = locked ? lesson.duration_s : mediaDuration > 0 ? mediaDuration : lesson.duration_s;

  const onDuration = (e: SyntheticEvent<HTMLVideoElement>) => {
    const d = e.currentTarget.duration;
    if (Number.isFinite(d)) setMediaDuration(d);
  };

  // The <video>'s events.
  const videoEvents = {
    onTimeUpdate: () => {
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
      if (!resume.isPending()) {
        position.current = time;
        if (positionRef) positionRef.current = time;
      }
      danmaku.playedTo(time, video.seeking);
      if (!video.paused) progress.tick();
    },
    onSeeking: () => {
      const video = videoRef.current;
      if (!video) return;
      setWaiting(true);
      if (locked && video.currentTime > previewEnd) {
        video.currentTime = previewEnd;
        video.pause();
        setOffer(true);
      }
      danmaku.seeking(video.currentTime);
    },
    onSeeked: () => setWaiting(false),
    onLoadStart: () => setWaiting(true),
    onLoadedMetadata: () => {
      const video = videoRef.current;
      if (!video) return;
      setWaiting(false);
      if (Number.isFinite(video.duration)) setMediaDuration(video.duration);
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
      resume.applyPending();
    },
    onDurationChange: onDuration,
    onWaiting: () => setWaiting(true),
    onCanPlay: () => setWaiting(false),
    onPlaying: () => setWaiting(false),
    onPlay: () => {
      watched.current = true;
      setPlaying(true);
      const video = videoRef.current;
      if (!(locked && video && video.currentTime >= previewEnd - 0.25)) setOffer(false);
    },
    onPause: () => {
      setPlaying(false);
      progress.saveNow();
    },
    onEnded: () => {
      setPlaying(false);
      if (locked) setOffer(true);
      progress.saveNow();
    },
    onError: () => {
      // An <video> with no source yet (hls.js attaches through MediaSource) reports nothing useful.
      if (!videoRef.current?.error) return;
      source.fail();
      setWaiting(false);
    },
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video || source.failed) return;
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
    position.current = target;
    danmaku.movedTo(target);
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

  const retry = () => {
    resume.resumeAt(position.current);
    source.reload();
  };

  const replayPreview = () => {
    setOffer(false);
    seek(0);
    void videoRef.current?.play().catch(() => undefined);
  };

  return {
    playing,
    waiting,
    failed: source.failed,
    offer,
    rate,
    /** The position shown, s. */
    shown: Math.min(current, total),
    total,
    videoEvents,
    togglePlay,
    seek,
    changeRate,
    retry,
    replayPreview,
    /** The playing position, for a bullet comment sent now. */
    position: () => videoRef.current?.currentTime ?? position.current,
  };
}

export type Playback = ReturnType<typeof usePlayback>;
