// The page scripts/render-panoramas.ts loads in Chromium: it builds each demo yard with the app's own 3D
// scene and answers, for a station, the 360° picture and the bearings of what is seen from there.
import type { YardLayout } from '@xueche/contract';
import { itemShape, layoutCar, toYard } from '@xueche/yard-rules';
import { demoYards, ITEM_NAMES, ITEM_POINTS, ITEM_RULES } from '../../apps/api/src/seed/content/yards';
import { YardScene } from '../../apps/web/src/features/site/vr/yard/yard-scene';

function layoutOf(index: number): YardLayout {
  const yard = demoYards[index];
  if (!yard) throw new Error(`no demo yard ${index}`);
  return {
    field_id: index + 1,
    field_name: yard.field,
    vehicle: yard.vehicle,
    width: yard.width,
    depth: yard.depth,
    entrance: yard.entrance,
    items: yard.items.map((i) => ({
      ...i,
      name: ITEM_NAMES[i.key],
      points: ITEM_POINTS[i.key],
      ...ITEM_RULES[i.key],
      video: null,
    })),
  };
}

/** Degrees clockwise from north, −180…180, from one plan point to another. */
const bearing = (from: [number, number], to: [number, number]) =>
  Math.round((Math.atan2(to[0] - from[0], to[1] - from[1]) * 180) / Math.PI);
const down = (from: [number, number], to: [number, number], height = 3.5) =>
  -Math.round((Math.atan2(height, Math.hypot(to[0] - from[0], to[1] - from[1])) * 180) / Math.PI);

(window as unknown as { render: unknown }).render = (index: number, width: number) => {
  const layout = layoutOf(index);
  const yard = demoYards[index];
  const canvas = document.createElement('canvas');
  canvas.style.width = '400px';
  canvas.style.height = '300px';
  document.body.append(canvas);
  const scene = new YardScene(canvas, layout, { onSelect() {}, onMoment() {}, onDemoEnd() {} });
  const car = layoutCar(layout);
  const centreOf = (key: string): [number, number] => {
    const item = layout.items.find((i) => i.key === key);
    if (!item) return [yard?.entrance.x ?? 0, yard?.entrance.y ?? 0];
    const [x0, y0, x1, y1] = itemShape(item.dims, car).bounds;
    return toYard(item, [(x0 + x1) / 2, (y0 + y1) / 2]);
  };
  const stations = yard?.stations ?? [];
  const out = stations.map((s, i) => {
    const at: [number, number] = [s.x, s.y];
    const neighbours = [stations[i - 1], stations[i + 1]].filter((n): n is (typeof stations)[number] => Boolean(n));
    const looking = s.item_key ? centreOf(s.item_key) : centreOf(stations[1]?.item_key ?? '');
    return {
      key: s.key,
      name: s.name,
      item_key: s.item_key,
      yaw: bearing(at, looking),
      links: neighbours.map((n) => ({ to: n.key, label: n.name, yaw: bearing(at, [n.x, n.y]), pitch: -4 })),
      infos: s.item_key
        ? [{ item_key: s.item_key, label: s.name, yaw: bearing(at, looking), pitch: down(at, looking) }]
        : [],
      jpeg: scene.panorama(s.x, s.y, width).toDataURL('image/jpeg', 0.68),
    };
  });
  scene.dispose();
  canvas.remove();
  return out;
};
