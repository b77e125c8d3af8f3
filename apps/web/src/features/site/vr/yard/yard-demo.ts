import type { Pose } from '@xueche/yard-rules';
import type * as THREE from 'three';
import type { BuiltItem } from './yard-build';

/** How fast the reference car moves through its path (metres a second). */
const DEMO_SPEED = 2.2;
const MOMENT_SHOWN_MS = 2600;

/** What the page hears of a demonstration. */
export interface DemoEvents {
  /** The demonstration reached a reference point (its cue and action), or left it (null). */
  onMoment: (moment: { cue: string; action: string } | null) => void;
  /** The demonstration ended. */
  onDemoEnd: () => void;
}

/**
 * The reference car driving an item's manoeuvre along its path, telling the page each reference point as it
 * passes (shown for a while, then cleared) and when it is done.
 */
export class YardDemo {
  private demo: { entry: BuiltItem; started: number; moment: number } | null = null;
  private momentUntil = 0;

  constructor(
    private readonly carModel: THREE.Group,
    private readonly events: DemoEvents,
  ) {}

  start(entry: BuiltItem): void {
    entry.group.add(this.carModel);
    this.carModel.visible = true;
    this.demo = { entry, started: performance.now(), moment: -1 };
  }

  stop(): void {
    this.demo = null;
    this.carModel.visible = false;
    this.events.onMoment(null);
  }

  step(now: number): void {
    if (this.momentUntil && now > this.momentUntil) {
      this.momentUntil = 0;
      this.events.onMoment(null);
    }
    const demo = this.demo;
    if (!demo) return;
    const path = demo.entry.shape.path;
    const index = Math.floor((((now - demo.started) / 1000) * DEMO_SPEED) / 0.25);
    if (index >= path.length) {
      this.demo = null;
      this.events.onDemoEnd();
      return;
    }
    place(this.carModel, path[index] as Pose, path[index + 1]);
    const fraction = index / Math.max(1, path.length - 1);
    const points = demo.entry.item.points;
    const next = points.findIndex((p, i) => i > demo.moment && p.at <= fraction);
    if (next !== -1) {
      demo.moment = next;
      const point = points[next];
      if (point) this.events.onMoment({ cue: point.cue, action: point.action });
      this.momentUntil = now + MOMENT_SHOWN_MS;
    }
  }
}

/** The car at a pose of its path, pitched along the slope towards the next pose. */
function place(model: THREE.Group, pose: Pose, next: Pose | undefined): void {
  model.position.set(pose.x, pose.z, -pose.y);
  model.rotation.set(0, pose.heading, 0);
  if (next) {
    const run = Math.hypot(next.x - pose.x, next.y - pose.y);
    if (run > 0) model.rotateZ(Math.atan2(next.z - pose.z, run) * (pose.reverse ? -1 : 1));
  }
}
