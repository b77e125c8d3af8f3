import type { LightRunItem, LightStateView } from '@xueche/contract';
import {
  type Action,
  ALL_OFF,
  apply,
  type Control,
  EXPECTATIONS,
  judge,
  type LightState,
  type Verdict,
  WINDOW_MS,
} from '@xueche/light-rules';
import { fromView, toView } from './light-state';

/** What speaks an instruction: `onStart` gets the voice's length in ms; resolves when it has ended. */
export interface Voice {
  play(url: string, onStart?: (durationMs: number) => void): Promise<unknown>;
  stop(): void;
}

export type RunPhase =
  /** Loaded, waiting for the tap that starts it. */
  | 'ready'
  /** The voice is reading the instruction: acting now fails it (抢答). */
  | 'speaking'
  /** The 5 seconds to set the lights. */
  | 'window'
  /** Judged; the next voice follows shortly. */
  | 'between'
  /** Waiting for the student: after each exercise item, and after an exam's first failure. */
  | 'paused'
  | 'finished';

export interface ItemLog {
  key: string;
  /** The lights the instruction began with. */
  start: LightState;
  actions: Action[];
  /** The device's own judgement, for the screen; the server judges the log again. */
  verdict: Verdict | null;
}

export interface RunSnapshot {
  phase: RunPhase;
  index: number;
  lights: LightState;
  logs: readonly ItemLog[];
  /** The first failed instruction's place; null while all passed. */
  failedAt: number | null;
  /** After a failed exam, the student carries on to the end for practice. */
  carriedOn: boolean;
  /** When the window opened and closes (the clock of `now`), while it is open. */
  window: { from: number; to: number } | null;
}

/** A gap between one instruction's window and the next voice, as exam cars leave. */
const GAP_MS = 600;

/**
 * One run of instructions (an exam, or exercise items): speaks each, opens the 5-second window when the
 * voice ends, records every control move with its time from that moment (negative while speaking), and
 * judges each instruction when its window closes. Plain state with subscribers, for useSyncExternalStore.
 */
export class LightRun {
  private state: RunSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** When the current voice will end, once it has started. */
  private voiceEndsAt: number | null = null;
  /** Bumped on every new instruction: a voice or timer of an earlier one is ignored. */
  private generation = 0;

  constructor(
    private readonly items: readonly LightRunItem[],
    private readonly mode: 'exam' | 'exercise',
    private readonly voice: Voice,
    private readonly windowMs = WINDOW_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.state = {
      phase: 'ready',
      index: 0,
      lights: ALL_OFF,
      logs: [],
      failedAt: null,
      carriedOn: false,
      window: null,
    };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  get item(): LightRunItem | undefined {
    return this.items[this.state.index];
  }

  get length(): number {
    return this.items.length;
  }

  start(): void {
    if (this.state.phase !== 'ready' || this.items.length === 0) return;
    this.speak(0);
  }

  /** A control moved. Returns false when the dashboard is not live (nothing is asked right now). */
  press(control: Control): boolean {
    const { phase, index } = this.state;
    if (phase !== 'speaking' && phase !== 'window') return false;
    const at = this.now();
    let t: number;
    if (phase === 'speaking') {
      // While the voice speaks every action is early; its time counts back from the voice's end.
      t = Math.min(-1, Math.round(at - (this.voiceEndsAt ?? at + 1)));
    } else {
      t = Math.round(at - (this.state.window?.from ?? at));
      if (t >= this.windowMs) return false;
    }
    const logs = this.state.logs.map((log, i) =>
      i === index ? { ...log, actions: [...log.actions, { t, control }] } : log,
    );
    this.set({ logs, lights: apply(this.state.lights, control) });
    return true;
  }

  /** From a pause: the next exercise item, or (after a failed exam) carry on to the end. */
  next(): void {
    if (this.state.phase !== 'paused') return;
    if (this.mode === 'exam') this.set({ carriedOn: true });
    this.advance();
  }

  /** Ends the run where it is (an exam after its first failure). */
  finish(): void {
    this.clear();
    this.generation++;
    this.voice.stop();
    this.set({ phase: 'finished', window: null });
  }

  dispose(): void {
    this.clear();
    this.voice.stop();
    this.listeners.clear();
  }

  /** The log as `v1/light/up` takes it: exercise items name the lights they began with. */
  upload(): { key: string; start?: LightStateView; actions: Action[] }[] {
    return this.state.logs.map((log) => ({
      key: log.key,
      ...(this.mode === 'exercise' ? { start: toView(log.start) } : {}),
      actions: log.actions,
    }));
  }

  private speak(index: number): void {
    const item = this.items[index];
    if (!item) {
      this.finish();
      return;
    }
    this.clear();
    const generation = ++this.generation;
    const start = this.mode === 'exercise' ? fromView(item.start) : this.state.lights;
    const logs = [...this.state.logs.slice(0, index), { key: item.key, start, actions: [], verdict: null }];
    this.voiceEndsAt = null;
    this.set({ phase: 'speaking', index, lights: start, logs, window: null });
    this.voice
      .play(item.audio, (durationMs) => {
        if (generation === this.generation) this.voiceEndsAt = this.now() + durationMs;
      })
      .then(
        () => generation === this.generation && this.openWindow(index),
        () => generation === this.generation && this.openWindow(index),
      );
  }

  private openWindow(index: number): void {
    const from = this.now();
    const early = this.state.logs[index]?.actions.some((a) => a.t < 0);
    if (early) {
      this.close(index);
      return;
    }
    this.set({ phase: 'window', window: { from, to: from + this.windowMs } });
    const generation = this.generation;
    this.timer = setTimeout(() => generation === this.generation && this.close(index), this.windowMs);
  }

  private close(index: number): void {
    const log = this.state.logs[index];
    const item = this.items[index];
    if (!log || !item) return;
    const verdict = judge(log.start, EXPECTATIONS[item.expect], log.actions);
    const logs = this.state.logs.map((l, i) => (i === index ? { ...l, verdict } : l));
    const firstFailure = !verdict.passed && this.state.failedAt === null;
    this.set({ logs, window: null, failedAt: firstFailure ? index : this.state.failedAt });
    if (this.mode === 'exercise' || (firstFailure && !this.state.carriedOn)) {
      this.set({ phase: 'paused' });
      return;
    }
    this.set({ phase: 'between' });
    this.advance(GAP_MS);
  }

  private advance(gap = 0): void {
    const next = this.state.index + 1;
    if (next >= this.items.length) this.finish();
    else if (gap === 0) this.speak(next);
    else {
      const generation = this.generation;
      this.timer = setTimeout(() => generation === this.generation && this.speak(next), gap);
    }
  }

  private clear(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(patch: Partial<RunSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
