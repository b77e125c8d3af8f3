import type { YardLayout } from '@xueche/contract';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { yardCentre } from './yard-build';

export type YardView = 'orbit' | 'plan';
/** While a student drives: behind the car, or straight above it with the item's far side up. */
export type FollowView = 'chase' | 'top';

/** Where the camera sits and looks, in the car's own frame (x forward, y up, z to its right). */
const FOLLOW = {
  chase: { eye: new THREE.Vector3(-7.5, 3.6, 0), look: new THREE.Vector3(3, 0.6, 0) },
  top: { eye: new THREE.Vector3(0.9, 17, 0), look: new THREE.Vector3(0.9, 0, 0) },
} as const;
/** How much of the way to its place the following camera goes each frame: smooth, never far behind. */
const FOLLOW_EASE = 0.18;

/** How long a flight to a new view takes, ms. */
const FLIGHT_MS = 700;

/**
 * The yard's camera with touch controls: orbit and pinch-zoom, or a plan from straight above. `fly` glides to
 * frame a point instead of jumping; `update` moves it each frame.
 */
export class YardCamera {
  readonly camera: THREE.PerspectiveCamera;
  private readonly controls: OrbitControls;
  private readonly span: number;
  private view: YardView = 'orbit';
  private flight: {
    from: THREE.Vector3;
    to: THREE.Vector3;
    camFrom: THREE.Vector3;
    camTo: THREE.Vector3;
    start: number;
  } | null = null;
  private following: { car: THREE.Object3D; item: THREE.Object3D; view: FollowView } | null = null;

  constructor(
    canvas: HTMLCanvasElement,
    private readonly layout: YardLayout,
  ) {
    const span = Math.max(layout.width, layout.depth);
    this.span = span;
    this.camera = new THREE.PerspectiveCamera(50, 1, 0.5, span * 6);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.maxPolarAngle = 1.35;
    this.controls.minDistance = 8;
    this.controls.maxDistance = span * 1.8;
    this.controls.target.copy(yardCentre(layout));
    this.camera.position.copy(yardCentre(layout)).add(new THREE.Vector3(0, span * 0.75, span * 0.85));
  }

  setView(view: YardView): void {
    this.view = view;
    this.controls.enableRotate = view === 'orbit';
    this.controls.maxPolarAngle = view === 'plan' ? 0.01 : 1.35;
    this.controls.minPolarAngle = 0;
  }

  /** The whole yard, a little wider from above where the plan needs its edges. */
  frameYard(): void {
    this.fly(yardCentre(this.layout), this.view === 'plan' ? 1.25 : 1);
  }

  /** Glides to look at `target`, from a distance `zoom` times the yard's size. */
  fly(target: THREE.Vector3, zoom: number): void {
    const span = this.span * zoom;
    const offset =
      this.view === 'plan'
        ? new THREE.Vector3(0, span * 1.1, 0.01)
        : this.camera.position
            .clone()
            .sub(this.controls.target)
            .setLength(span * 0.9);
    if (this.view === 'orbit' && offset.y < span * 0.35) offset.y = span * 0.45;
    this.flight = {
      from: this.controls.target.clone(),
      to: target,
      camFrom: this.camera.position.clone(),
      camTo: target.clone().add(offset),
      start: performance.now(),
    };
  }

  /** Follows a car driven in an item (null: back to orbiting the yard). */
  follow(target: { car: THREE.Object3D; item: THREE.Object3D; view: FollowView } | null): void {
    this.following = target;
    this.flight = null;
    this.controls.enabled = target === null;
    if (target === null) this.camera.up.set(0, 1, 0);
  }

  setAspect(aspect: number): void {
    this.camera.aspect = aspect;
    this.camera.updateProjectionMatrix();
  }

  update(now: number): void {
    if (this.following) {
      this.followCar(this.following);
      return;
    }
    if (this.flight) {
      const t = Math.min(1, (now - this.flight.start) / FLIGHT_MS);
      const ease = t * (2 - t);
      this.controls.target.lerpVectors(this.flight.from, this.flight.to, ease);
      this.camera.position.lerpVectors(this.flight.camFrom, this.flight.camTo, ease);
      if (t === 1) this.flight = null;
    }
    this.controls.update();
  }

  private followCar({ car, item, view }: { car: THREE.Object3D; item: THREE.Object3D; view: FollowView }): void {
    const eye = car.localToWorld(FOLLOW[view].eye.clone());
    const look = car.localToWorld(FOLLOW[view].look.clone());
    if (view === 'top') {
      // The item's far side up the screen, as on its plan: the world does not spin as the car turns.
      const origin = item.localToWorld(new THREE.Vector3(0, 0, 0));
      this.camera.up.copy(item.localToWorld(new THREE.Vector3(0, 0, -1)).sub(origin));
      eye.set(look.x, eye.y, look.z + 0.01);
    } else this.camera.up.set(0, 1, 0);
    this.camera.position.lerp(eye, FOLLOW_EASE);
    this.controls.target.lerp(look, FOLLOW_EASE);
    this.camera.lookAt(this.controls.target);
  }

  dispose(): void {
    this.controls.dispose();
  }
}
