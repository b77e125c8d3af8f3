import { afterEach, describe, expect, it } from 'vitest';
import { read } from '../../lib/storage';
import { dueBetween, pickLane } from './danmaku';
import { HISTORY_LIMIT, readLocalPosition, resumePosition, writeLocalPosition } from './history';

describe('where to resume', () => {
  it('takes the more recently saved position', () => {
    expect(resumePosition({ t: 100, at: 2000 }, { t: 40, at: 1000 }, 600)).toBe(100);
    expect(resumePosition({ t: 100, at: 1000 }, { t: 40, at: 2000 }, 600)).toBe(40);
  });

  it('prefers a dated position, ignores zeros, and starts over near the end', () => {
    expect(resumePosition({ t: 100 }, { t: 40, at: 1 }, 600)).toBe(40);
    expect(resumePosition({ t: 100 }, undefined, 600)).toBe(100);
    expect(resumePosition({ t: 0, at: 5 }, { t: 40, at: 1 }, 600)).toBe(40);
    expect(resumePosition(undefined, undefined, 600)).toBe(0);
    expect(resumePosition({ t: 598, at: 1 }, undefined, 600)).toBe(0);
    expect(resumePosition({ t: 596, at: 1 }, undefined, 600)).toBe(596);
  });
});

describe('the local video history', () => {
  afterEach(() => localStorage.clear());

  it('stores {t, at} per lesson and keeps the 50 most recent', () => {
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) writeLocalPosition(i, i * 2, 1000 + i);
    const history = read('videoHistory') ?? {};
    expect(Object.keys(history)).toHaveLength(HISTORY_LIMIT);
    expect(history['1']).toBeUndefined();
    expect(history['55']).toEqual({ t: 110, at: 1055 });
    expect(readLocalPosition(55)).toEqual({ t: 110, at: 1055 });
    expect(JSON.parse(localStorage.getItem('Video-History') ?? '{}').v['55']).toEqual({ t: 110, at: 1055 });
  });
});

describe('bullet comments', () => {
  const list = [1, 2, 3, 10].map((at, i) => ({ id: i + 1, at_s: at, content: `d${i}`, color: '#ffffff', mine: false }));

  it('are due once playback passes their moment, not on a jump', () => {
    expect(dueBetween(list, 0.9, 2.1).map((d) => d.id)).toEqual([1, 2]);
    expect(dueBetween(list, 2.1, 2.3)).toEqual([]);
    expect(dueBetween(list, 0, 9.5)).toEqual([]);
    expect(dueBetween(list, 3, 2)).toEqual([]);
  });

  it('go to the lane free the longest', () => {
    expect(pickLane([5, 2, 9])).toBe(1);
    expect(pickLane([0, 0, 0])).toBe(0);
  });
});
