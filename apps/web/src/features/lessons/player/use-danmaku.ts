import { useQuery } from '@tanstack/react-query';
import type { Danmaku } from '@xueche/contract';
import { useCallback, useRef, useState } from 'react';
import { dueBetween, LANES, pickLane } from '../danmaku';
import { danmakuQuery } from '../lessons-api';

/** At most this many bullet comments on screen at once. */
const MAX_FLYING = 24;

/** A bullet comment crossing the video. */
export interface Flying {
  key: string;
  text: string;
  color: string;
  mine: boolean;
  lane: number;
  /** Width of the layer when it started, px: where it starts from. */
  from: number;
}

/**
 * The lesson's bullet comments over the video: each flies when playback passes its moment, once per pass
 * (a jump starts a new pass), in the lane free the longest, at most 24 at a time. Switched off, none fly.
 */
export function useDanmaku(lessonId: number) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [on, setOn] = useState(true);
  const [flying, setFlying] = useState<Flying[]>([]);
  const list = useQuery(danmakuQuery(lessonId)).data?.list;

  /** The playing position the last launch looked up to, s. */
  const lastTime = useRef(0);
  const lanes = useRef<number[]>(Array.from({ length: LANES }, () => 0));
  const flyingCount = useRef(0);
  /** Bullet comments shown since the last jump: each flies once per pass. */
  const shownIds = useRef(new Set<number>());

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
    setFlying((all) => [...all, ...added]);
  }, []);

  const landed = (key: string) => {
    flyingCount.current = Math.max(0, flyingCount.current - 1);
    setFlying((all) => all.filter((f) => f.key !== key));
  };

  const toggle = () => {
    setOn((was) => !was);
    setFlying([]);
    flyingCount.current = 0;
  };

  /** Playback got to `time`: fly what it passed, unless the video is seeking. */
  const playedTo = (time: number, seeking: boolean) => {
    if (on && list && !seeking) launch(dueBetween(list, lastTime.current, time));
    lastTime.current = time;
  };

  /** The position was set to `time` by the player: the next launch looks from there. */
  const movedTo = useCallback((time: number) => {
    lastTime.current = time;
  }, []);

  /** The video is seeking to `time`: a new pass, where every comment may fly again. */
  const seeking = (time: number) => {
    lastTime.current = time;
    shownIds.current.clear();
  };

  return { on, toggle, flying, layerRef, launch, landed, playedTo, movedTo, seeking };
}

export type DanmakuFlight = ReturnType<typeof useDanmaku>;
