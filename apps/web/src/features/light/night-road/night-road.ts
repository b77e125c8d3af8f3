import type { LightState } from '@xueche/light-rules';
import type { Scene } from '../scene';
import { drawBeam, drawBonnet, drawFog, drawFogLamps, drawOncoming } from './lamps';
import { easeMotion, MOTION, type SceneMotion } from './motion';
import { drawRoad, drawSituation, drawSky, drawStreetLights } from './scenery';
import { View } from './view';

/** How far the lights reach on the road, in metres (dipped beam ~40 m, main beam ~100 m and more). */
const REACH = { position: 4, low: 40, high: 130 } as const;

/**
 * A night road drawn on a 2D canvas that answers the car's lights: how far dipped and main beam reach,
 * the oncoming driver dazzled by main beam, fog that swallows main beam while fog lights cut under it,
 * indicators and hazards blinking on the bonnet. Each instruction of virtual driving is a situation here.
 */
export class NightRoad {
  private scene: Scene = 'start';
  private lights: LightState | undefined;
  private flashUntil = 0;
  private sceneSince = 0;
  /** Eased towards the scene's values so one situation flows into the next. */
  private motion: SceneMotion = { ...MOTION.start };
  private travelled = 0;
  private last = 0;
  private frame = 0;
  private glare = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onGlare: (dazzling: boolean) => void,
  ) {}

  setScene(scene: Scene): void {
    if (scene === this.scene) return;
    this.scene = scene;
    this.sceneSince = performance.now();
  }

  setLights(lights: LightState): void {
    this.lights = lights;
  }

  /** A pull on the flash lever: main beam for a moment. */
  flash(): void {
    this.flashUntil = performance.now() + 250;
  }

  start(): void {
    const tick = (now: number) => {
      this.draw(now);
      this.frame = requestAnimationFrame(tick);
    };
    this.frame = requestAnimationFrame(tick);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
  }

  private draw(now: number): void {
    const dt = this.last ? Math.min(0.1, (now - this.last) / 1000) : 0;
    this.last = now;
    easeMotion(this.motion, MOTION[this.scene], dt);
    this.travelled += this.motion.speed * dt;

    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const ratio = globalThis.devicePixelRatio || 1;
    const width = this.canvas.clientWidth;
    const height = this.canvas.clientHeight;
    if (this.canvas.width !== Math.round(width * ratio)) {
      this.canvas.width = Math.round(width * ratio);
      this.canvas.height = Math.round(height * ratio);
    }
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const view = new View(width, height, this.motion);
    const lights = this.lights;
    const high = Boolean(lights && lights.headlight === 'low' && (lights.high || now < this.flashUntil));
    const reach =
      !lights || lights.headlight === 'off'
        ? 0
        : lights.headlight === 'position'
          ? REACH.position
          : high
            ? REACH.high
            : REACH.low;

    drawSky(ctx, view);
    drawRoad(ctx, view, this.travelled);
    if (this.motion.streetLights) drawStreetLights(ctx, view, this.travelled);
    drawSituation(ctx, view, this.scene, now - this.sceneSince, this.travelled, reach);
    drawBeam(ctx, view, reach, high);
    if (lights?.fogFront && lights.headlight !== 'off') drawFogLamps(ctx, view);
    drawFog(ctx, view, this.motion.fog, high, Boolean(lights?.fogFront));
    if (this.scene === 'oncoming') this.setGlare(drawOncoming(ctx, view, now - this.sceneSince, high));
    else this.setGlare(false);
    if (lights) drawBonnet(ctx, view, lights, now);
  }

  private setGlare(dazzling: boolean): void {
    if (dazzling === this.glare) return;
    this.glare = dazzling;
    this.onGlare(dazzling);
  }
}
