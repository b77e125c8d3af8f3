import type { YardItemKey, YardLayout } from '@xueche/contract';
import { type Car, layoutCar, type Place, toYard } from '@xueche/yard-rules';
import * as THREE from 'three';
import { SCENE_COLOURS } from './scene-tokens';
import { type BuiltItem, type BuiltYard, buildYard, ground } from './yard-build';
import { type FollowView, YardCamera, type YardView } from './yard-camera';
import { type DemoEvents, YardDemo } from './yard-demo';
import { renderPanorama } from './yard-panorama';

export type { FollowView, YardView } from './yard-camera';

export interface YardSceneEvents extends DemoEvents {
  /** An item was tapped (null: the ground). */
  onSelect: (key: YardItemKey | null) => void;
}

/** A tap moves less than this, px; more is a drag of the camera. */
const TAP_SLOP_PX = 8;

/**
 * The subject-two yard as a 3D scene: the field's five items built to its measurements, their names and
 * reference points, a reference car that can drive each manoeuvre, orbit and pinch-zoom by touch, taps
 * that pick an item, and a plan view from above with the stations in exam order.
 */
export class YardScene {
  readonly firstFrame: Promise<number>;
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly view: YardCamera;
  private readonly yard: BuiltYard;
  private readonly demo: YardDemo;
  private readonly car: Car;
  private driving: BuiltItem | null = null;
  /** Called each frame before drawing: a drive moves its car here. */
  onFrame: ((now: number) => void) | null = null;
  private frame = 0;
  private downAt = { x: 0, y: 0 };
  private resolveFirst: (ms: number) => void = () => undefined;
  private readonly created = performance.now();

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly layout: YardLayout,
    private readonly events: YardSceneEvents,
  ) {
    this.firstFrame = new Promise((resolve) => {
      this.resolveFirst = resolve;
    });
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: false });
    this.renderer.setPixelRatio(Math.min(globalThis.devicePixelRatio || 1, 2));
    this.view = new YardCamera(canvas, layout);
    this.car = layoutCar(layout);
    this.yard = buildYard(this.scene, layout, this.car);
    this.demo = new YardDemo(this.yard.carModel, events);

    canvas.addEventListener('pointerdown', this.handleDown);
    canvas.addEventListener('pointerup', this.handleUp);
    this.resize();
    this.loop();
  }

  /** Frames an item (or the whole yard) and marks it. */
  select(key: YardItemKey | null): void {
    for (const [k, { label }] of this.yard.items) {
      label.material.color.set(k === key ? SCENE_COLOURS.labelSelected : SCENE_COLOURS.label);
    }
    const entry = key ? this.yard.items.get(key) : undefined;
    if (!entry) {
      this.view.frameYard();
      return;
    }
    const [x0, y0, x1, y1] = entry.shape.bounds;
    const mid = toYard(entry.item, [(x0 + x1) / 2, (y0 + y1) / 2]);
    const size = Math.max(x1 - x0, y1 - y0);
    this.view.fly(ground(mid[0], mid[1]), Math.max(0.2, size / Math.max(this.layout.width, this.layout.depth)) * 1.6);
  }

  /** Drives the reference car through an item's manoeuvre, calling out its reference points. */
  play(key: YardItemKey): void {
    const entry = this.yard.items.get(key);
    if (!entry) return;
    this.demo.start(entry);
    this.select(key);
  }

  stop(): void {
    this.demo.stop();
  }

  /** The student's car at an item, the camera following it; null puts the car away and frees the camera. */
  drive(key: YardItemKey | null, view: FollowView = 'chase'): void {
    this.demo.stop();
    this.driving = key ? (this.yard.items.get(key) ?? null) : null;
    const model = this.yard.carModel;
    if (!this.driving) {
      model.visible = false;
      this.view.follow(null);
      this.view.frameYard();
      return;
    }
    this.driving.group.add(model);
    model.visible = true;
    this.view.follow({ car: model, item: this.driving.group, view });
  }

  /** Puts the driven car where the drive has it, on the ground of its item (up the hill's slope there). */
  placeCar(place: Place): void {
    const entry = this.driving;
    if (!entry) return;
    const height = entry.shape.surfaces.find((s) => s.height)?.height;
    const rear = height?.(place.x) ?? 0;
    const front = height?.(place.x + this.car.wheelbase * Math.cos(place.heading)) ?? rear;
    const model = this.yard.carModel;
    model.position.set(place.x, rear, -place.y);
    model.rotation.set(0, place.heading, 0);
    model.rotateZ(Math.atan2(front - rear, this.car.wheelbase));
  }

  setView(view: YardView): void {
    this.view.setView(view);
    this.select(null);
  }

  resize(): void {
    const width = this.canvas.clientWidth || 1;
    const height = this.canvas.clientHeight || 1;
    this.renderer.setSize(width, height, false);
    this.view.setAspect(width / height);
  }

  /**
   * A 360° picture from a spot of the yard, `height` metres up (a camera on a pole, as yard panoramas are
   * shot), equirectangular (2:1), its centre looking north: the demo panoramas are made from the same
   * yard (scripts/render-panoramas.ts).
   */
  panorama(x: number, y: number, width: number, height = 3.5): HTMLCanvasElement {
    // Labels face each face of the cube differently and would break at its seams: the viewer marks the items.
    const labels = [...this.yard.items.values()].map((i) => i.label);
    for (const label of labels) label.visible = false;
    this.yard.orderPath.visible = false;
    const picture = renderPanorama(this.renderer, this.scene, ground(x, y, height), width);
    for (const label of labels) label.visible = true;
    this.yard.orderPath.visible = true;
    return picture;
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.canvas.removeEventListener('pointerdown', this.handleDown);
    this.canvas.removeEventListener('pointerup', this.handleUp);
    this.view.dispose();
    this.scene.traverse((o) => {
      const mesh = o as THREE.Mesh;
      mesh.geometry?.dispose();
      const material = mesh.material as THREE.Material | THREE.Material[] | undefined;
      for (const m of Array.isArray(material) ? material : material ? [material] : []) {
        (m as THREE.MeshBasicMaterial).map?.dispose();
        m.dispose();
      }
    });
    this.renderer.dispose();
  }

  private readonly handleDown = (e: PointerEvent) => {
    this.downAt = { x: e.clientX, y: e.clientY };
  };

  /** A tap (not a drag) picks what is under the finger. */
  private readonly handleUp = (e: PointerEvent) => {
    if (Math.hypot(e.clientX - this.downAt.x, e.clientY - this.downAt.y) > TAP_SLOP_PX) return;
    const box = this.canvas.getBoundingClientRect();
    const pointer = new THREE.Vector2(
      ((e.clientX - box.left) / box.width) * 2 - 1,
      -((e.clientY - box.top) / box.height) * 2 + 1,
    );
    const ray = new THREE.Raycaster();
    ray.setFromCamera(pointer, this.view.camera);
    const hit = ray.intersectObjects(this.yard.pickables, false)[0];
    this.events.onSelect((hit?.object.userData.key as YardItemKey | undefined) ?? null);
  };

  private loop = () => {
    this.frame = requestAnimationFrame(this.loop);
    const now = performance.now();
    this.onFrame?.(now);
    this.view.update(now);
    this.demo.step(now);
    this.renderer.render(this.scene, this.view.camera);
    if (this.created) {
      this.resolveFirst(now - this.created);
      this.resolveFirst = () => undefined;
    }
  };
}
