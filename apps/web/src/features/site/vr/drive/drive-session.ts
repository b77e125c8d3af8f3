import type { YardItem } from '@xueche/contract';
import {
  type Car,
  type Controls,
  type Ground,
  groundOf,
  type InputEvent,
  judgeItem,
  MAX_TICKS,
  type Sample,
  STILL,
  startControls,
  startOf,
  step,
  TICKS_PER_SECOND,
  type Verdict,
} from '@xueche/yard-rules';

const TICK_MS = 1000 / TICKS_PER_SECOND;
/** After a long gap between frames (the tab was hidden, the phone slept) time stands, it does not jump. */
const MOST_TICKS_PER_FRAME = 3;
/** The examiner watches a drive still going this often, in ticks (four times a second). */
const JUDGE_EVERY = 5;

/**
 * One drive through one item as the student drives it: the controls they set, recorded as the input log
 * the server replays, and the car stepped by the same model at the same fixed ticks (docs/yard-driving.md),
 * so the verdict here is the verdict the server keeps. Frames come as they come; ticks do not.
 */
export class DriveSession {
  readonly events: InputEvent[] = [];
  readonly samples: Sample[];
  private controls: Controls = { ...startControls };
  private readonly ground: Ground | undefined;
  private carried = 0;
  private lastFrame: number | null = null;
  private judged: Verdict;
  private ended = false;

  constructor(
    private readonly car: Car,
    readonly item: YardItem,
  ) {
    const start = startOf(car, item.dims);
    this.ground = groundOf(item.dims);
    this.samples = [{ ...start, t: 0, speed: 0, steer: 0, gear: 'N', indicator: 'off' }];
    this.judged = judgeItem(car, item, this.samples, false);
  }

  /** The tick the car is at. */
  get tick(): number {
    return this.samples.length - 1;
  }

  get current(): Sample {
    return this.samples[this.samples.length - 1] as Sample;
  }

  get state(): Controls {
    return this.controls;
  }

  /** The examiner's verdict so far; final once the item is over or the drive has ended. */
  get verdict(): Verdict {
    return this.judged;
  }

  get over(): boolean {
    return this.ended || this.judged.over;
  }

  /** A change of controls from the current tick on; two changes in one tick are one event. */
  set(change: Partial<Controls>): void {
    if (this.over) return;
    const fresh = Object.fromEntries(
      Object.entries(change).filter(([key, value]) => this.controls[key as keyof Controls] !== value),
    ) as Partial<Controls>;
    if (Object.keys(fresh).length === 0) return;
    this.controls = { ...this.controls, ...fresh };
    const last = this.events[this.events.length - 1];
    if (last && last.t === this.tick) Object.assign(last, fresh);
    else this.events.push({ t: this.tick, ...fresh });
  }

  /** Moves the car on to the frame at `now` (ms): the ticks due since the last frame. True when the item is over. */
  advance(now: number): boolean {
    if (this.lastFrame === null) this.lastFrame = now;
    this.carried = Math.min(this.carried + now - this.lastFrame, MOST_TICKS_PER_FRAME * TICK_MS);
    this.lastFrame = now;
    while (this.carried >= TICK_MS && !this.over) {
      this.carried -= TICK_MS;
      this.samples.push(step(this.car, this.current, this.controls, this.ground ?? flat));
      if (this.tick % JUDGE_EVERY === 0) this.judged = judgeItem(this.car, this.item, this.samples, false);
      if (this.tick >= MAX_TICKS) this.end();
    }
    return this.over;
  }

  /** Ends the drive where it is: the final verdict, judged on the whole drive. */
  end(): Verdict {
    this.ended = true;
    this.judged = judgeItem(this.car, this.item, this.samples, true);
    return this.judged;
  }

  /** Whether the car stands still. */
  get standing(): boolean {
    return Math.abs(this.current.speed) < STILL;
  }
}

const flat: Ground = () => 0;

/** One item's finished drive: what the phone judged, and the drive to replay and submit. */
export interface Finished {
  item: YardItem;
  verdict: Verdict;
  session: DriveSession;
}
