import { coachedReverseParking, replayItem } from '@xueche/yard-rules';
import { describe, expect, it } from 'vitest';
import { DriveSession } from './drive-session';
import { car, garage } from './test-fixtures';

/** Frames of a phone that draws at an uneven rate: 16–40 ms apart. */
function* frames(): Generator<number> {
  let now = 1000;
  for (let i = 0; ; i++) {
    yield now;
    now += 16 + ((i * 7) % 25);
  }
}

describe('a drive as the student drives it', () => {
  it('records the controls at their ticks and reaches the verdict the server replays, whatever the frame rate', () => {
    const script = coachedReverseParking(car, garage.dims);
    const session = new DriveSession(car, garage);
    const clock = frames();
    let next = 0;
    while (!session.over) {
      // Frames are at most 40 ms apart, less than a tick: no tick passes unseen, each control is set on its tick.
      while (next < script.events.length && script.events[next]?.t === session.tick) {
        const { t: _t, ...change } = script.events[next] as (typeof script.events)[number];
        session.set(change);
        next++;
      }
      session.advance(clock.next().value as number);
      if (session.tick > script.ticks + 200) break;
    }
    const phone = session.end();
    expect(phone).toMatchObject({ passed: true, score: 100, faults: [] });
    const server = replayItem(car, garage, session.events, session.tick).verdict;
    expect(server).toEqual(phone);
  });

  it('ends a drive stopped early as unfinished, and takes no controls after', () => {
    const session = new DriveSession(car, garage);
    session.set({ gear: 'R', pedal: 'idle' });
    for (let now = 0; now < 1000; now += 20) session.advance(now);
    const verdict = session.end();
    expect(verdict.passed).toBe(false);
    expect(verdict.faults.map((f) => f.rule)).toContain('倒库不入');
    session.set({ gear: 'D' });
    expect(session.events).toEqual([{ t: 0, gear: 'R', pedal: 'idle' }]);
  });

  it('does not jump when the phone comes back from sleep: time stood still meanwhile', () => {
    const session = new DriveSession(car, garage);
    session.set({ gear: 'R', pedal: 'idle' });
    session.advance(0);
    session.advance(60_000);
    expect(session.tick).toBe(3);
  });
});
