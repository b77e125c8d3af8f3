import type { YardItem, YardItemKey, YardLayout } from '@xueche/contract';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import {
  type Car,
  type ItemShape,
  itemShape,
  type Line,
  layoutCar,
  type Pose,
  toYard,
  type Vec,
} from './yard-geometry';

export type YardView = 'orbit' | 'plan';

export interface YardSceneEvents {
  /** An item was tapped (null: the ground). */
  onSelect: (key: YardItemKey | null) => void;
  /** The demonstration reached a reference point (its cue and action), or left it (null). */
  onMoment: (moment: { cue: string; action: string } | null) => void;
  /** The demonstration ended. */
  onDemoEnd: () => void;
}

const COLOURS = { grass: 0x6f9e5c, pad: 0xa3a8ad, road: 0x43484e, white: 0xf4f4f2, yellow: 0xf0c419, car: 0xd9363e };
const CIRCLED = ['①', '②', '③', '④', '⑤'];
/** How fast the reference car moves through its path (metres a second). */
const DEMO_SPEED = 2.2;
const MOMENT_SHOWN_MS = 2600;

/** Yard plan (x east, y north) → three's ground (x east, z south). */
const ground = (x: number, y: number, h = 0) => new THREE.Vector3(x, h, -y);

/**
 * The subject-two yard as a 3D scene: the field's five items built to its measurements, their names and
 * reference points, a reference car that can drive each manoeuvre, orbit and pinch-zoom by touch, taps
 * that pick an item, and a plan view from above with the stations in exam order.
 */
export class YardScene {
  readonly firstFrame: Promise<number>;
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera: THREE.PerspectiveCamera;
  private readonly controls: OrbitControls;
  private readonly car: Car;
  private readonly items = new Map<
    YardItemKey,
    { item: YardItem; shape: ItemShape; group: THREE.Group; label: THREE.Sprite }
  >();
  private readonly pickables: THREE.Object3D[] = [];
  private readonly carModel: THREE.Group;
  private orderPath: THREE.Object3D = new THREE.Group();
  private frame = 0;
  private demo: { key: YardItemKey; started: number; moment: number } | null = null;
  private momentUntil = 0;
  private view: YardView = 'orbit';
  private flight: {
    from: THREE.Vector3;
    to: THREE.Vector3;
    camFrom: THREE.Vector3;
    camTo: THREE.Vector3;
    start: number;
  } | null = null;
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
    this.scene.background = new THREE.Color(0xc7ddef);
    this.car = layoutCar(layout);
    const span = Math.max(layout.width, layout.depth);
    this.camera = new THREE.PerspectiveCamera(50, 1, 0.5, span * 6);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.maxPolarAngle = 1.35;
    this.controls.minDistance = 8;
    this.controls.maxDistance = span * 1.8;
    this.controls.target.copy(this.centre());
    this.camera.position.copy(this.centre()).add(new THREE.Vector3(0, span * 0.75, span * 0.85));

    this.scene.add(new THREE.HemisphereLight(0xffffff, 0x557744, 1.6));
    const sun = new THREE.DirectionalLight(0xffffff, 1.4);
    sun.position.set(-40, 80, 30);
    this.scene.add(sun);
    this.buildGround();
    this.buildSurroundings();
    for (const item of layout.items) this.buildItem(item);
    this.buildOrderPath();
    this.carModel = this.buildCar();

    canvas.addEventListener('pointerdown', this.handleDown);
    canvas.addEventListener('pointerup', this.handleUp);
    this.resize();
    this.loop();
  }

  /** Frames an item (or the whole yard) and marks it. */
  select(key: YardItemKey | null): void {
    for (const [k, { label }] of this.items) label.material.color.set(k === key ? 0xffd54a : 0xffffff);
    const entry = key ? this.items.get(key) : undefined;
    if (!entry) {
      this.fly(this.centre(), this.view === 'plan' ? 1.25 : 1);
      return;
    }
    const [x0, y0, x1, y1] = entry.shape.bounds;
    const mid = toYard(entry.item, [(x0 + x1) / 2, (y0 + y1) / 2]);
    const size = Math.max(x1 - x0, y1 - y0);
    this.fly(ground(mid[0], mid[1]), Math.max(0.2, size / Math.max(this.layout.width, this.layout.depth)) * 1.6);
  }

  /** Drives the reference car through an item's manoeuvre, calling out its reference points. */
  play(key: YardItemKey): void {
    const entry = this.items.get(key);
    if (!entry) return;
    entry.group.add(this.carModel);
    this.carModel.visible = true;
    this.demo = { key, started: performance.now(), moment: -1 };
    this.select(key);
  }

  stop(): void {
    this.demo = null;
    this.carModel.visible = false;
    this.events.onMoment(null);
  }

  setView(view: YardView): void {
    this.view = view;
    this.controls.enableRotate = view === 'orbit';
    this.controls.maxPolarAngle = view === 'plan' ? 0.01 : 1.35;
    this.controls.minPolarAngle = 0;
    this.select(null);
  }

  resize(): void {
    const width = this.canvas.clientWidth || 1;
    const height = this.canvas.clientHeight || 1;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.canvas.removeEventListener('pointerdown', this.handleDown);
    this.canvas.removeEventListener('pointerup', this.handleUp);
    this.controls.dispose();
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

  private centre(): THREE.Vector3 {
    return ground(this.layout.width / 2, this.layout.depth / 2);
  }

  private fly(target: THREE.Vector3, zoom: number): void {
    const span = Math.max(this.layout.width, this.layout.depth) * zoom;
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

  private buildGround(): void {
    const { width, depth } = this.layout;
    const grass = new THREE.Mesh(
      new THREE.PlaneGeometry(width + 60, depth + 60),
      new THREE.MeshLambertMaterial({ color: COLOURS.grass }),
    );
    grass.rotation.x = -Math.PI / 2;
    grass.position.copy(this.centre()).setY(-0.02);
    this.scene.add(grass);
    const pad = new THREE.Mesh(
      new THREE.PlaneGeometry(width, depth),
      new THREE.MeshLambertMaterial({ color: COLOURS.pad }),
    );
    pad.rotation.x = -Math.PI / 2;
    pad.position.copy(this.centre());
    this.scene.add(pad);
  }

  /** Trees along the fence and the exam hall by the entrance, so the yard reads as a place. */
  private buildSurroundings(): void {
    const { width, depth, entrance } = this.layout;
    const leaves = new THREE.MeshLambertMaterial({ color: 0x2f6b35 });
    const bark = new THREE.MeshLambertMaterial({ color: 0x6b4a2f });
    const crown = new THREE.ConeGeometry(1.6, 4, 8);
    const trunk = new THREE.CylinderGeometry(0.2, 0.25, 1.4, 6);
    const tree = (x: number, y: number) => {
      const top = new THREE.Mesh(crown, leaves);
      top.position.copy(ground(x, y, 3.3));
      const stem = new THREE.Mesh(trunk, bark);
      stem.position.copy(ground(x, y, 0.7));
      this.scene.add(top, stem);
    };
    for (let x = -6; x <= width + 6; x += 9) {
      tree(x, -6);
      tree(x, depth + 6);
    }
    for (let y = 3; y <= depth; y += 9) {
      tree(-6, y);
      tree(width + 6, y);
    }
    const hall = new THREE.Mesh(new THREE.BoxGeometry(18, 7, 9), new THREE.MeshLambertMaterial({ color: 0xe8e2d4 }));
    hall.position.copy(ground(entrance.x + 6, depth + 12, 3.5));
    const sign = textSprite('考试中心');
    sign.position.copy(ground(entrance.x + 6, depth + 7, 8.5));
    this.scene.add(hall, sign);
  }

  /**
   * A 360° picture from a spot of the yard, `height` metres up (a camera on a pole, as yard panoramas are
   * shot), equirectangular (2:1), its centre looking north: the demo panoramas are made from the same
   * yard (scripts/render-panoramas.ts).
   */
  panorama(x: number, y: number, width: number, height = 3.5): HTMLCanvasElement {
    // Labels face each face of the cube differently and would break at its seams: the viewer marks the items.
    const labels = [...this.items.values()].map((i) => i.label);
    for (const label of labels) label.visible = false;
    this.orderPath.visible = false;
    const cube = new THREE.WebGLCubeRenderTarget(Math.round(width / 3));
    const eye = new THREE.CubeCamera(0.3, 1000, cube);
    eye.position.copy(ground(x, y, height));
    this.scene.add(eye);
    eye.update(this.renderer, this.scene);
    this.scene.remove(eye);
    const rows = width / 2;
    const target = new THREE.WebGLRenderTarget(width, rows);
    const quad = new THREE.Mesh(
      new THREE.PlaneGeometry(2, 2),
      new THREE.ShaderMaterial({
        uniforms: { cube: { value: cube.texture } },
        vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
        fragmentShader: `
          uniform samplerCube cube;
          varying vec2 vUv;
          void main() {
            float lon = (vUv.x - 0.5) * 6.283185307;
            float lat = (vUv.y - 0.5) * 3.141592654;
            vec3 dir = vec3(cos(lat) * sin(lon), sin(lat), -cos(lat) * cos(lon));
            vec4 linear = textureCube(cube, dir);
            // The cube holds linear light; the picture is sRGB.
            gl_FragColor = vec4(pow(linear.rgb, vec3(1.0 / 2.2)), 1.0);
          }`,
      }),
    );
    const flat = new THREE.Scene();
    flat.add(quad);
    const camera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
    this.renderer.setRenderTarget(target);
    this.renderer.render(flat, camera);
    const pixels = new Uint8Array(width * rows * 4);
    this.renderer.readRenderTargetPixels(target, 0, 0, width, rows, pixels);
    this.renderer.setRenderTarget(null);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = rows;
    const ctx = canvas.getContext('2d');
    const image = ctx?.createImageData(width, rows);
    if (ctx && image) {
      // WebGL rows run bottom-up.
      for (let row = 0; row < rows; row++) {
        image.data.set(pixels.subarray((rows - 1 - row) * width * 4, (rows - row) * width * 4), row * width * 4);
      }
      ctx.putImageData(image, 0, 0);
    }
    for (const label of labels) label.visible = true;
    this.orderPath.visible = true;
    cube.dispose();
    target.dispose();
    quad.geometry.dispose();
    (quad.material as THREE.Material).dispose();
    return canvas;
  }

  private buildItem(item: YardItem): void {
    const shape = itemShape(item.dims, this.car);
    const group = new THREE.Group();
    group.position.copy(ground(item.x, item.y));
    group.rotation.y = ((90 - item.heading) * Math.PI) / 180;
    const road = new THREE.MeshLambertMaterial({ color: COLOURS.road });
    for (const surface of shape.surfaces) {
      const geometry = new THREE.ShapeGeometry(
        new THREE.Shape(surface.outline.map(([x, y]) => new THREE.Vector2(x, y))),
      );
      geometry.rotateX(-Math.PI / 2);
      const position = geometry.getAttribute('position') as THREE.BufferAttribute;
      for (let i = 0; i < position.count; i++) position.setY(i, 0.03 + (surface.height?.(position.getX(i)) ?? 0));
      geometry.computeVertexNormals();
      group.add(new THREE.Mesh(geometry, road));
    }
    for (const line of shape.lines) group.add(stroke(line));
    for (const point of item.points) {
      const pose = shape.path[Math.min(shape.path.length - 1, Math.floor(point.at * (shape.path.length - 1)))];
      if (!pose) continue;
      const pin = new THREE.Mesh(
        new THREE.CylinderGeometry(0.12, 0.12, 1.2, 8),
        new THREE.MeshLambertMaterial({ color: 0xff8a00 }),
      );
      pin.position.set(pose.x, pose.z + 0.6, -pose.y);
      group.add(pin);
    }
    const [x0, y0, x1, y1] = shape.bounds;
    const hit = new THREE.Mesh(
      new THREE.BoxGeometry(x1 - x0, 3, y1 - y0),
      new THREE.MeshBasicMaterial({ transparent: true, opacity: 0, depthWrite: false }),
    );
    hit.position.set((x0 + x1) / 2, 1.5, -(y0 + y1) / 2);
    hit.userData.key = item.key;
    group.add(hit);
    this.pickables.push(hit);
    // A signboard on the item's south side, facing south: readable in the panoramas (sprites are not,
    // across a cube's seams) and from the yard's usual viewpoint.
    const title = `${CIRCLED[item.order - 1] ?? item.order} ${item.name}`;
    const [sx] = toYard(item, [(x0 + x1) / 2, (y0 + y1) / 2]);
    const south = Math.min(
      ...[
        [x0, y0],
        [x1, y0],
        [x0, y1],
        [x1, y1],
      ].map(([a, b]) => toYard(item, [a as number, b as number])[1]),
    );
    this.scene.add(signboard(title, ground(sx - (x1 - x0) / 2 + 4, south - 1.5, 0)));
    const label = textSprite(title, { onScreen: true });
    // Labels stay upright and readable from every side: they live in the yard, not the turned group.
    const mid = toYard(item, [(x0 + x1) / 2, (y0 + y1) / 2]);
    label.position.copy(ground(mid[0], mid[1], 5));
    label.userData.key = item.key;
    this.pickables.push(label);
    this.scene.add(group, label);
    this.items.set(item.key, { item, shape, group, label });
  }

  /** The way through the stations in exam order, from the entrance: a dashed line on the ground. */
  private buildOrderPath(): void {
    const stops: Vec[] = [[this.layout.entrance.x, this.layout.entrance.y]];
    for (const item of [...this.layout.items].sort((a, b) => a.order - b.order)) {
      const [x0, y0, x1, y1] = this.items.get(item.key)?.shape.bounds ?? [0, 0, 0, 0];
      stops.push(toYard(item, [(x0 + x1) / 2, (y0 + y1) / 2]));
    }
    const geometry = new THREE.BufferGeometry().setFromPoints(stops.map(([x, y]) => ground(x, y, 0.08)));
    const line = new THREE.Line(geometry, new THREE.LineDashedMaterial({ color: 0x1d6fe0, dashSize: 2, gapSize: 1.2 }));
    line.computeLineDistances();
    this.orderPath = line;
    this.scene.add(line);
  }

  private buildCar(): THREE.Group {
    const { length, width, rear } = this.car;
    const model = new THREE.Group();
    const paint = new THREE.MeshLambertMaterial({ color: COLOURS.car });
    const body = new THREE.Mesh(new THREE.BoxGeometry(length, 0.7, width), paint);
    body.position.set(length / 2 - rear, 0.6, 0);
    const cabin = new THREE.Mesh(
      new THREE.BoxGeometry(length * 0.48, 0.55, width * 0.88),
      new THREE.MeshLambertMaterial({ color: 0x2b3440 }),
    );
    cabin.position.set(length * 0.42 - rear, 1.2, 0);
    model.add(body, cabin);
    const tyre = new THREE.MeshLambertMaterial({ color: 0x111111 });
    for (const [x, z] of [
      [0, width / 2],
      [0, -width / 2],
      [this.car.wheelbase, width / 2],
      [this.car.wheelbase, -width / 2],
    ] as const) {
      const wheel = new THREE.Mesh(new THREE.CylinderGeometry(0.32, 0.32, 0.22, 16), tyre);
      wheel.rotation.x = Math.PI / 2;
      wheel.position.set(x, 0.32, z);
      model.add(wheel);
    }
    model.visible = false;
    return model;
  }

  private readonly handleDown = (e: PointerEvent) => {
    this.downAt = { x: e.clientX, y: e.clientY };
  };
  private downAt = { x: 0, y: 0 };

  /** A tap (not a drag) picks what is under the finger. */
  private readonly handleUp = (e: PointerEvent) => {
    if (Math.hypot(e.clientX - this.downAt.x, e.clientY - this.downAt.y) > 8) return;
    const box = this.canvas.getBoundingClientRect();
    const pointer = new THREE.Vector2(
      ((e.clientX - box.left) / box.width) * 2 - 1,
      -((e.clientY - box.top) / box.height) * 2 + 1,
    );
    const ray = new THREE.Raycaster();
    ray.setFromCamera(pointer, this.camera);
    const hit = ray.intersectObjects(this.pickables, false)[0];
    this.events.onSelect((hit?.object.userData.key as YardItemKey | undefined) ?? null);
  };

  private loop = () => {
    this.frame = requestAnimationFrame(this.loop);
    const now = performance.now();
    if (this.flight) {
      const t = Math.min(1, (now - this.flight.start) / 700);
      const ease = t * (2 - t);
      this.controls.target.lerpVectors(this.flight.from, this.flight.to, ease);
      this.camera.position.lerpVectors(this.flight.camFrom, this.flight.camTo, ease);
      if (t === 1) this.flight = null;
    }
    this.stepDemo(now);
    this.controls.update();
    this.renderer.render(this.scene, this.camera);
    if (this.created) {
      this.resolveFirst(now - this.created);
      this.resolveFirst = () => undefined;
    }
  };

  private stepDemo(now: number): void {
    if (this.momentUntil && now > this.momentUntil) {
      this.momentUntil = 0;
      this.events.onMoment(null);
    }
    const demo = this.demo;
    const entry = demo ? this.items.get(demo.key) : undefined;
    if (!demo || !entry) return;
    const path = entry.shape.path;
    const index = Math.floor((((now - demo.started) / 1000) * DEMO_SPEED) / 0.25);
    if (index >= path.length) {
      this.demo = null;
      this.events.onDemoEnd();
      return;
    }
    place(this.carModel, path[index] as Pose, path[index + 1]);
    const fraction = index / Math.max(1, path.length - 1);
    const points = entry.item.points;
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

/** A painted line 20 cm wide along a polyline, just above the road. */
function stroke(line: Line): THREE.Mesh {
  const half = 0.1;
  const vertices: number[] = [];
  const pts = line.points;
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i] as Vec;
    const [bx, by] = pts[i + 1] as Vec;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const nx = (-(by - ay) / len) * half;
    const ny = ((bx - ax) / len) * half;
    const h = (x: number) => 0.07 + (line.height?.(x) ?? 0);
    const quad = [
      [ax + nx, ay + ny, h(ax)],
      [ax - nx, ay - ny, h(ax)],
      [bx + nx, by + ny, h(bx)],
      [bx - nx, by - ny, h(bx)],
    ] as const;
    for (const k of [0, 1, 2, 2, 1, 3]) {
      const [x, y, z] = quad[k] as readonly [number, number, number];
      vertices.push(x, z, -y);
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(vertices, 3));
  return new THREE.Mesh(
    geometry,
    new THREE.MeshBasicMaterial({
      color: line.colour === 'white' ? COLOURS.white : COLOURS.yellow,
      side: THREE.DoubleSide,
    }),
  );
}

/** A board on two posts with the item's name, standing at `at` and facing south (+z). */
function signboard(text: string, at: THREE.Vector3): THREE.Group {
  const sign = new THREE.Group();
  const sprite = textSprite(text);
  const map = (sprite.material as THREE.SpriteMaterial).map;
  const width = sprite.scale.x * 0.5;
  const board = new THREE.Mesh(
    new THREE.PlaneGeometry(width, 1.5),
    new THREE.MeshBasicMaterial({ map, transparent: true }),
  );
  board.position.set(0, 2.6, 0);
  const post = new THREE.MeshLambertMaterial({ color: 0x777777 });
  for (const x of [-width / 2 + 0.4, width / 2 - 0.4]) {
    const pole = new THREE.Mesh(new THREE.CylinderGeometry(0.06, 0.06, 2, 6), post);
    pole.position.set(x, 1, -0.05);
    sign.add(pole);
  }
  sign.add(board);
  sign.position.copy(at);
  sprite.material.dispose();
  return sign;
}

/**
 * A name floating over an item, drawn on a canvas. `onScreen`: the same size on screen however far the camera
 * is (about 30 px tall at the yard camera's 50° field of view): 3 m in the yard was a few pixels from above.
 */
function textSprite(text: string, { onScreen = false } = {}): THREE.Sprite {
  const font = 'bold 56px "PingFang SC", "Noto Sans CJK SC", "WenQuanYi Micro Hei", sans-serif';
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (ctx) ctx.font = font;
  const width = Math.ceil((ctx?.measureText(text).width ?? 400) + 80);
  canvas.width = width;
  canvas.height = 128;
  if (ctx) {
    ctx.fillStyle = 'rgba(20, 30, 45, 0.78)';
    ctx.beginPath();
    ctx.roundRect(8, 16, width - 16, 96, 40);
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = font;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, width / 2, 66);
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  const sprite = new THREE.Sprite(
    new THREE.SpriteMaterial({ map: texture, depthTest: false, sizeAttenuation: !onScreen }),
  );
  const height = onScreen ? 0.06 : 3;
  sprite.scale.set((height * width) / 128, height, 1);
  sprite.renderOrder = 10;
  return sprite;
}
