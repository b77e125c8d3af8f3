import type { YardItem, YardItemKey, YardLayout } from '@xueche/contract';
import { type Car, type ItemShape, itemShape, LINE_WIDTH, type Line, toYard, type Vec } from '@xueche/yard-rules';
import * as THREE from 'three';
import { SCENE_COLOURS } from './scene-tokens';
import { signboard, textSprite } from './yard-labels';

const CIRCLED = ['①', '②', '③', '④', '⑤'];

/** Yard plan (x east, y north) → three's ground (x east, z south). */
export const ground = (x: number, y: number, h = 0) => new THREE.Vector3(x, h, -y);

/** The middle of the yard on the ground. */
export const yardCentre = (layout: YardLayout) => ground(layout.width / 2, layout.depth / 2);

/** An item as built: its group (turned to its heading) and its floating name. */
export interface BuiltItem {
  item: YardItem;
  shape: ItemShape;
  group: THREE.Group;
  label: THREE.Sprite;
}

/** What the scene keeps of the yard it built. */
export interface BuiltYard {
  items: Map<YardItemKey, BuiltItem>;
  /** What a tap can pick: each item's invisible box and its label. */
  pickables: THREE.Object3D[];
  orderPath: THREE.Object3D;
  /** The reference car, hidden until a demonstration. */
  carModel: THREE.Group;
}

/**
 * Builds the yard into `scene`: light, grass and the pad, the trees and the exam hall around, each item to its
 * measurements with its lines, reference points, signboard and name, and the way through them in exam order.
 */
export function buildYard(scene: THREE.Scene, layout: YardLayout, car: Car): BuiltYard {
  scene.background = new THREE.Color(SCENE_COLOURS.sky);
  scene.add(new THREE.HemisphereLight(SCENE_COLOURS.skyLight, SCENE_COLOURS.groundLight, 1.6));
  const sun = new THREE.DirectionalLight(SCENE_COLOURS.sun, 1.4);
  sun.position.set(-40, 80, 30);
  scene.add(sun);
  buildGround(scene, layout);
  buildSurroundings(scene, layout);
  const items = new Map<YardItemKey, BuiltItem>();
  const pickables: THREE.Object3D[] = [];
  for (const item of layout.items) {
    const built = buildItem(scene, item, car, pickables);
    items.set(item.key, built);
  }
  const orderPath = buildOrderPath(layout, items);
  scene.add(orderPath);
  return { items, pickables, orderPath, carModel: buildCar(car) };
}

function buildGround(scene: THREE.Scene, layout: YardLayout): void {
  const { width, depth } = layout;
  const grass = new THREE.Mesh(
    new THREE.PlaneGeometry(width + 60, depth + 60),
    new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.grass }),
  );
  grass.rotation.x = -Math.PI / 2;
  grass.position.copy(yardCentre(layout)).setY(-0.02);
  scene.add(grass);
  const pad = new THREE.Mesh(
    new THREE.PlaneGeometry(width, depth),
    new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.pad }),
  );
  pad.rotation.x = -Math.PI / 2;
  pad.position.copy(yardCentre(layout));
  scene.add(pad);
}

/** Trees along the fence and the exam hall by the entrance, so the yard reads as a place. */
function buildSurroundings(scene: THREE.Scene, layout: YardLayout): void {
  const { width, depth, entrance } = layout;
  const leaves = new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.leaves });
  const bark = new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.bark });
  const crown = new THREE.ConeGeometry(1.6, 4, 8);
  const trunk = new THREE.CylinderGeometry(0.2, 0.25, 1.4, 6);
  const tree = (x: number, y: number) => {
    const top = new THREE.Mesh(crown, leaves);
    top.position.copy(ground(x, y, 3.3));
    const stem = new THREE.Mesh(trunk, bark);
    stem.position.copy(ground(x, y, 0.7));
    scene.add(top, stem);
  };
  for (let x = -6; x <= width + 6; x += 9) {
    tree(x, -6);
    tree(x, depth + 6);
  }
  for (let y = 3; y <= depth; y += 9) {
    tree(-6, y);
    tree(width + 6, y);
  }
  const hall = new THREE.Mesh(
    new THREE.BoxGeometry(18, 7, 9),
    new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.hall }),
  );
  hall.position.copy(ground(entrance.x + 6, depth + 12, 3.5));
  const sign = textSprite('考试中心');
  sign.position.copy(ground(entrance.x + 6, depth + 7, 8.5));
  scene.add(hall, sign);
}

function buildItem(scene: THREE.Scene, item: YardItem, car: Car, pickables: THREE.Object3D[]): BuiltItem {
  const shape = itemShape(item.dims, car);
  const group = new THREE.Group();
  group.position.copy(ground(item.x, item.y));
  group.rotation.y = ((90 - item.heading) * Math.PI) / 180;
  const road = new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.road });
  for (const surface of shape.surfaces) {
    const geometry = new THREE.ShapeGeometry(new THREE.Shape(surface.outline.map(([x, y]) => new THREE.Vector2(x, y))));
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
      new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.referencePin }),
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
  pickables.push(hit);
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
  scene.add(signboard(title, ground(sx - (x1 - x0) / 2 + 4, south - 1.5, 0)));
  const label = textSprite(title, { onScreen: true });
  // Labels stay upright and readable from every side: they live in the yard, not the turned group.
  const mid = toYard(item, [(x0 + x1) / 2, (y0 + y1) / 2]);
  label.position.copy(ground(mid[0], mid[1], 5));
  label.userData.key = item.key;
  pickables.push(label);
  scene.add(group, label);
  return { item, shape, group, label };
}

/** The way through the stations in exam order, from the entrance: a dashed line on the ground. */
function buildOrderPath(layout: YardLayout, items: Map<YardItemKey, BuiltItem>): THREE.Line {
  const stops: Vec[] = [[layout.entrance.x, layout.entrance.y]];
  for (const item of [...layout.items].sort((a, b) => a.order - b.order)) {
    const [x0, y0, x1, y1] = items.get(item.key)?.shape.bounds ?? [0, 0, 0, 0];
    stops.push(toYard(item, [(x0 + x1) / 2, (y0 + y1) / 2]));
  }
  const geometry = new THREE.BufferGeometry().setFromPoints(stops.map(([x, y]) => ground(x, y, 0.08)));
  const line = new THREE.Line(
    geometry,
    new THREE.LineDashedMaterial({ color: SCENE_COLOURS.orderPath, dashSize: 2, gapSize: 1.2 }),
  );
  line.computeLineDistances();
  return line;
}

function buildCar(car: Car): THREE.Group {
  const { length, width, rear } = car;
  const model = new THREE.Group();
  const paint = new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.car });
  const body = new THREE.Mesh(new THREE.BoxGeometry(length, 0.7, width), paint);
  body.position.set(length / 2 - rear, 0.6, 0);
  const cabin = new THREE.Mesh(
    new THREE.BoxGeometry(length * 0.48, 0.55, width * 0.88),
    new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.carCabin }),
  );
  cabin.position.set(length * 0.42 - rear, 1.2, 0);
  model.add(body, cabin);
  const tyre = new THREE.MeshLambertMaterial({ color: SCENE_COLOURS.tyre });
  for (const [x, z] of [
    [0, width / 2],
    [0, -width / 2],
    [car.wheelbase, width / 2],
    [car.wheelbase, -width / 2],
  ] as const) {
    const wheel = new THREE.Mesh(new THREE.CylinderGeometry(0.32, 0.32, 0.22, 16), tyre);
    wheel.rotation.x = Math.PI / 2;
    wheel.position.set(x, 0.32, z);
    model.add(wheel);
  }
  model.visible = false;
  return model;
}

/** A painted line along a polyline, as wide as the judge takes it, just above the road. */
function stroke(line: Line): THREE.Mesh {
  const half = LINE_WIDTH / 2;
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
      color: line.colour === 'white' ? SCENE_COLOURS.lineWhite : SCENE_COLOURS.lineYellow,
      side: THREE.DoubleSide,
    }),
  );
}
