import { useQuery } from '@tanstack/react-query';
import type { CourseInfo, LessonDetail } from '@xueche/contract';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { readLocalPosition, resumePosition } from '../history';
import { progressQuery } from '../lessons-api';

interface Options {
  videoRef: RefObject<HTMLVideoElement | null>;
  lesson: LessonDetail;
  course: CourseInfo;
  /** Start here rather than at the saved position. */
  startAt: number | undefined;
  /** The furthest point that can be watched. */
  playableEnd: number;
  autoPlay: boolean;
  /** The video was put at `at` seconds. */
  onPlaced: (at: number) => void;
}

/**
 * Where the video starts: `startAt` when given, else the newer of this device's and the server's saved
 * position, never past what may be watched. The seek waits until the video knows its length (`applyPending`,
 * called on loaded metadata); `resumeAt` asks for one again, with play, after the source is reloaded.
 */
export function useResumePosition({ videoRef, lesson, course, startAt, playableEnd, autoPlay, onPlaced }: Options) {
  /** Where to seek once the video knows its length (resume, retry). */
  const pendingSeek = useRef<number | null>(null);
  const resumeDecided = useRef(false);
  const wantPlay = useRef(autoPlay);

  const progress = useQuery({ ...progressQuery(course.id), enabled: startAt === undefined });
  const progressSettled = startAt !== undefined || !progress.isPending;

  const applyPending = useCallback(() => {
    const video = videoRef.current;
    const at = pendingSeek.current;
    if (!video || at === null || video.readyState < 1) return;
    pendingSeek.current = null;
    if (at > 0) video.currentTime = at;
    onPlaced(at);
    if (wantPlay.current) {
      wantPlay.current = false;
      void video.play().catch(() => undefined);
    }
  }, [videoRef, onPlaced]);

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
    applyPending();
  }, [progressSettled, progress.data, startAt, lesson.id, lesson.progress_s, playableEnd, applyPending]);

  return {
    applyPending,
    /** A seek is waiting: the video's own position is not the user's yet. */
    isPending: () => pendingSeek.current !== null,
    resumeAt: (at: number) => {
      pendingSeek.current = at;
      wantPlay.current = true;
    },
  };
}
