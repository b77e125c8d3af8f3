import type { LightRunItem } from '@xueche/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LightRun, type Voice } from './light-run';

const item = (key: string, expect: LightRunItem['expect'], start: LightRunItem['start'] = null): LightRunItem => ({
  key,
  text: key,
  expect,
  audio: `/api/files/voice/${key}.mp3`,
  voice_ms: 2000,
  start,
});

/** A voice that speaks for 2 s of the fake clock. */
function fakeVoice(): Voice & { played: string[] } {
  const played: string[] = [];
  return {
    played,
    play(url, onStart) {
      played.push(url);
      onStart?.(2000);
      return new Promise((resolve) => setTimeout(resolve, 2000));
    },
    stop() {},
  };
}

const exam = [item('opening', 'low'), item('meeting', 'low'), item('unlit', 'high'), item('closing', 'allOff')];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function run(items: LightRunItem[], mode: 'exam' | 'exercise') {
  const voice = fakeVoice();
  const r = new LightRun(items, mode, voice, 5000, () => Date.now());
  return { r, voice };
}

describe('a lighting run', () => {
  it('speaks each instruction, times actions from the end of its voice, and judges each when the window closes', async () => {
    const { r, voice } = run(exam, 'exam');
    r.start();
    expect(r.snapshot().phase).toBe('speaking');
    await vi.advanceTimersByTimeAsync(2000);
    expect(r.snapshot().phase).toBe('window');
    await vi.advanceTimersByTimeAsync(700);
    expect(r.press('headlight:low')).toBe(true);
    await vi.advanceTimersByTimeAsync(4300);
    expect(r.snapshot().logs[0]).toMatchObject({
      actions: [{ t: 700, control: 'headlight:low' }],
      verdict: { passed: true },
    });
    expect(r.snapshot().phase).toBe('between');
    // Meeting a car with low beam already on: nothing to do.
    await vi.advanceTimersByTimeAsync(600 + 2000 + 5000);
    expect(r.snapshot().logs[1]?.verdict).toMatchObject({ passed: true, reactionMs: null });
    await vi.advanceTimersByTimeAsync(600 + 2000 + 1000);
    r.press('high');
    await vi.advanceTimersByTimeAsync(4000 + 600 + 2000 + 500);
    r.press('headlight:off');
    await vi.advanceTimersByTimeAsync(4500);
    expect(r.snapshot().phase).toBe('finished');
    expect(r.snapshot().failedAt).toBeNull();
    expect(voice.played).toHaveLength(4);
    expect(r.upload().map((i) => i.key)).toEqual(['opening', 'meeting', 'unlit', 'closing']);
    expect(r.upload()[0]).not.toHaveProperty('start');
  });

  it('fails an instruction acted on while it is read, and pauses the exam for the choice to carry on', async () => {
    const { r } = run(exam, 'exam');
    r.start();
    await vi.advanceTimersByTimeAsync(1500);
    r.press('headlight:low');
    expect(r.snapshot().logs[0]?.actions[0]?.t).toBe(-500);
    // The voice still ends; the verdict comes at once.
    await vi.advanceTimersByTimeAsync(500);
    expect(r.snapshot()).toMatchObject({ phase: 'paused', failedAt: 0 });
    expect(r.snapshot().logs[0]?.verdict?.fault).toBe('early');
    r.next();
    expect(r.snapshot()).toMatchObject({ phase: 'speaking', index: 1, carriedOn: true });
    // Later failures no longer pause: waiting past the window fails 'unlit' and the run goes on.
    await vi.advanceTimersByTimeAsync(2000 + 5000 + 600 + 2000 + 5000);
    expect(r.snapshot().logs[2]?.verdict?.fault).toBe('timeout');
    expect(r.snapshot().phase).not.toBe('paused');
  });

  it('ignores the dashboard between instructions and after the window has closed', async () => {
    const { r } = run(exam, 'exam');
    expect(r.press('headlight:low')).toBe(false);
    r.start();
    await vi.advanceTimersByTimeAsync(2000 + 5000);
    expect(r.snapshot().phase).toBe('paused');
    expect(r.press('headlight:low')).toBe(false);
    r.finish();
    expect(r.snapshot().phase).toBe('finished');
    expect(r.upload()).toHaveLength(1);
  });

  it('starts each exercise item from its own lights and waits after each', async () => {
    const high = {
      headlight: 'low',
      high: true,
      indicator: 'off',
      hazard: false,
      fog_front: false,
      fog_rear: false,
    } as const;
    const { r } = run([item('meeting', 'low', high), item('unlit', 'high', { ...high, high: false })], 'exercise');
    r.start();
    expect(r.snapshot().lights).toMatchObject({ headlight: 'low', high: true });
    await vi.advanceTimersByTimeAsync(2400);
    r.press('high');
    await vi.advanceTimersByTimeAsync(5000);
    expect(r.snapshot()).toMatchObject({ phase: 'paused', index: 0 });
    expect(r.snapshot().logs[0]?.verdict?.passed).toBe(true);
    r.next();
    expect(r.snapshot().lights.high).toBe(false);
    expect(r.upload()[0]).toMatchObject({ key: 'meeting', start: high, actions: [{ t: 400, control: 'high' }] });
  });
});
