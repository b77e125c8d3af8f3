import { RoutePrompt, YardDims, YardItemKey, YardPoint } from '@xueche/contract';
import { z } from 'zod';

/**
 * What the exam-site area keeps per field, as operators import and export it (docs/exam-site.md): the
 * subject-two yard, the panoramas of its stations, its interactive videos' branch graphs and its practice
 * slots. The same schemas check the demo seed, an operator's file and every row read back.
 *
 * Media are named by where they are served from, so an export reads the same as what was imported:
 * a video is a folder holding `video.mp4`, `cover.jpg` and `hls/index.m3u8` (a demo one under
 * `/static/media/<slug>`, an uploaded one under `/api/files/site/v-<24 hex>`); a panorama is an image
 * (`/static/panoramas/…` or an uploaded `/api/files/site/p-<24 hex>.jpg`).
 */

export const MEDIA_STATIC = /^\/static\/media\/[a-z0-9][a-z0-9-]{0,63}$/;
export const MEDIA_UPLOAD = /^\/api\/files\/site\/v-[0-9a-f]{24}$/;
export const IMAGE_STATIC = /^\/static\/panoramas\/[a-z0-9][a-z0-9/_-]{0,120}\.(jpg|png|webp)$/;
export const IMAGE_UPLOAD = /^\/api\/files\/site\/p-[0-9a-f]{24}\.jpg$/;

export const MediaRef = z.string().refine((v) => MEDIA_STATIC.test(v) || MEDIA_UPLOAD.test(v), {
  message: 'a video folder: /static/media/<name> or /api/files/site/v-<24 hex> (from site:upload)',
});
export const ImageRef = z.string().refine((v) => (IMAGE_STATIC.test(v) && !v.includes('..')) || IMAGE_UPLOAD.test(v), {
  message: 'a panorama image: /static/panoramas/….jpg or /api/files/site/p-<24 hex>.jpg (from site:upload)',
});

const Key = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'lower-case letters, digits, - and _ (up to 40)');
const Text = (max: number) => z.string().trim().min(1).max(max);
const Metres = z.number().positive().max(1000);

export const YardItemDoc = z
  .object({
    key: YardItemKey,
    name: Text(20),
    order: z.number().int().min(1).max(5),
    x: z.number().min(0).max(1000),
    y: z.number().min(0).max(1000),
    heading: z.number().min(0).lt(360),
    dims: YardDims,
    points: z.array(YardPoint.extend({ cue: Text(60), action: Text(60) }).strict()).max(12),
    fails: z.array(Text(60)).min(1).max(12),
    /** Faults that cost points without failing the item; files made before it existed omit it. */
    deductions: z.array(Text(60)).max(12).optional(),
    time_limit_s: z.number().int().min(10).max(900).nullable(),
    /** The how-to video, or null. */
    video: MediaRef.nullable(),
  })
  .strict();
export type YardItemDoc = z.infer<typeof YardItemDoc>;

/** The standard's sizes for a car (docs/domain.md#subject-two-the-yards-five-items). */
export function standardSizes(car: { length: number; width: number }) {
  return {
    garage_width: car.width + 0.6,
    garage_length: car.length + 0.7,
    garage_lane: 1.5 * car.length,
    bay_length: 1.5 * car.length + 1,
    bay_width: car.width + 0.8,
    bay_lane: 1.5 * car.width + 0.8,
  };
}

const m2 = (n: number) => n.toFixed(2);

/**
 * Whether a field's measurements can be what it built for its car: fields differ a little from the standard's formulas
 * (docs/domain.md#subject-two-the-yards-five-items), so a size may be from 10 % under to 30 % over the formula, but
 * never so small the car does not fit. A slope under 10 % is not an exam slope; roads are 3–6 m wide.
 */
function checkDims(item: YardItemDoc, car: { length: number; width: number }, at: (string | number)[], add: Issue) {
  const std = standardSizes(car);
  const within = (value: number, formula: number, what: string, name: string, fits: number) => {
    if (value <= fits) {
      add([...at, 'dims', name], `${what} ${m2(value)} m is no bigger than the car (${m2(fits)} m): it cannot fit`);
    } else if (value < formula * 0.9 || value > formula * 1.3) {
      add(
        [...at, 'dims', name],
        `${what} ${m2(value)} m is far from the standard's ${m2(formula)} m for a ${m2(car.length)} × ${m2(car.width)} m car (allowed ${m2(formula * 0.9)}–${m2(formula * 1.3)})`,
      );
    }
  };
  const road = (value: number, name: string) => {
    if (value < 3 || value > 6) add([...at, 'dims', name], `a road ${m2(value)} m wide (3–6 m; the standard is 3.5)`);
  };
  const d = item.dims;
  switch (d.key) {
    case 'reverse_parking':
      within(d.garage_width, std.garage_width, 'the garage width', 'garage_width', car.width);
      within(d.garage_length, std.garage_length, 'the garage length', 'garage_length', car.length);
      within(d.lane_width, std.garage_lane, 'the lane before the garage', 'lane_width', car.length);
      break;
    case 'parallel_parking':
      within(d.bay_length, std.bay_length, 'the bay length', 'bay_length', car.length);
      within(d.bay_width, std.bay_width, 'the bay width', 'bay_width', car.width);
      within(d.lane_width, std.bay_lane, 'the lane beside the bay', 'lane_width', car.width);
      break;
    case 'hill_start':
      if (d.slope_pct < 10)
        add([...at, 'dims', 'slope_pct'], `a slope of ${d.slope_pct} % (an exam slope is 10 % or more)`);
      if (d.slope_length < car.length * 2) {
        add([...at, 'dims', 'slope_length'], `a slope ${m2(d.slope_length)} m long is too short to stop a car on`);
      }
      if (d.stop_line < car.length || d.stop_line >= d.slope_length) {
        add(
          [...at, 'dims', 'stop_line'],
          `the stop line must be on the slope, at least a car's length up (${m2(car.length)}–${m2(d.slope_length)} m)`,
        );
      }
      road(d.road_width, 'road_width');
      break;
    case 'right_angle_turn':
      road(d.road_width, 'road_width');
      if (d.leg_length < car.length * 1.5) {
        add([...at, 'dims', 'leg_length'], `legs ${m2(d.leg_length)} m long are shorter than 1.5 car lengths`);
      }
      break;
    case 'curve':
      road(d.road_width, 'road_width');
      if (d.radius < 5 || d.radius > 15)
        add([...at, 'dims', 'radius'], `a radius of ${d.radius} m (5–15 m; the standard is 7.5)`);
      break;
  }
  if (d.key !== item.key) add([...at, 'dims', 'key'], `the measurements are for ${d.key}, the item is ${item.key}`);
}

type Issue = (path: (string | number)[], message: string) => void;

export const YardDoc = z
  .object({
    vehicle: z
      .object({
        class: z.string().regex(/^[A-F][1-3]?$|^C[1-6]$/, 'a licence class such as C1'),
        length: z.number().min(2.5).max(13),
        width: z.number().min(1.2).max(2.6),
      })
      .strict(),
    width: Metres,
    depth: Metres,
    entrance: z.object({ x: z.number().min(0), y: z.number().min(0) }).strict(),
    items: z.array(YardItemDoc).min(1).max(5),
  })
  .strict()
  .superRefine((yard, ctx) => {
    const add: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    const seenKeys = new Map<string, number>();
    const seenOrders = new Map<number, number>();
    yard.items.forEach((item, i) => {
      const at = ['items', i];
      if (seenKeys.has(item.key))
        add([...at, 'key'], `${item.key} appears twice (items.${seenKeys.get(item.key)} too)`);
      else seenKeys.set(item.key, i);
      if (seenOrders.has(item.order))
        add([...at, 'order'], `order ${item.order} is taken by items.${seenOrders.get(item.order)}`);
      else seenOrders.set(item.order, i);
      if (item.x > yard.width || item.y > yard.depth) {
        add(at, `(${item.x}, ${item.y}) is outside the ${yard.width} × ${yard.depth} m yard`);
      }
      checkDims(item, yard.vehicle, at, add);
      const ats = item.points.map((p) => p.at);
      if (ats.some((a, k) => k > 0 && a < (ats[k - 1] as number)))
        add([...at, 'points'], 'points go in path order (at rising)');
    });
    const orders = [...seenOrders.keys()].sort((a, b) => a - b);
    if (orders.some((o, k) => o !== k + 1))
      add(['items'], `the exam order must run 1…${yard.items.length} (got ${orders.join(', ')})`);
    if (/^C[12]$/.test(yard.vehicle.class) && yard.items.length !== 5) {
      add(['items'], `a ${yard.vehicle.class} yard has all five items (got ${yard.items.length})`);
    }
    if (yard.entrance.x > yard.width || yard.entrance.y > yard.depth)
      add(['entrance'], 'the entrance is outside the yard');
  });
export type YardDoc = z.infer<typeof YardDoc>;

const Spot = { yaw: z.number().min(-180).max(180), pitch: z.number().min(-90).max(90) };

export const PanoramaDoc = z
  .object({
    key: Key,
    name: Text(20),
    item_key: YardItemKey.nullable(),
    image: ImageRef,
    yaw: z.number().min(-180).max(180),
    links: z.array(z.object({ to: Key, label: Text(20), ...Spot }).strict()).max(8),
    infos: z.array(z.object({ item_key: YardItemKey, label: Text(20), ...Spot }).strict()).max(8),
  })
  .strict();
export type PanoramaDoc = z.infer<typeof PanoramaDoc>;

export const HdChoiceDoc = z.object({ label: Text(40), next: Key, right: z.boolean(), explain: Text(200) }).strict();

export const HdClipDoc = z
  .object({
    key: Key,
    title: Text(40),
    video: MediaRef,
    question: z
      .object({ prompt: Text(80), choices: z.array(HdChoiceDoc).min(2).max(4) })
      .strict()
      .nullable(),
  })
  .strict();

/**
 * An interactive video: clips, and the question after each (null on an ending) whose choices lead to
 * other clips. Every clip is reached from `start`, and an ending is reachable from every clip, so a
 * viewer can never be stuck; a question has a right choice.
 */
export const HdDoc = z
  .object({
    key: Key,
    title: Text(40),
    summary: z.string().trim().max(200),
    start: Key,
    clips: z.array(HdClipDoc).min(2).max(30),
  })
  .strict()
  .superRefine((doc, ctx) => {
    const add: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    const index = new Map<string, number>();
    doc.clips.forEach((clip, i) => {
      if (index.has(clip.key)) add(['clips', i, 'key'], `${clip.key} appears twice (clips.${index.get(clip.key)} too)`);
      else index.set(clip.key, i);
    });
    if (!index.has(doc.start)) add(['start'], `no clip is called ${doc.start}`);
    doc.clips.forEach((clip, i) => {
      clip.question?.choices.forEach((choice, c) => {
        if (!index.has(choice.next))
          add(['clips', i, 'question', 'choices', c, 'next'], `no clip is called ${choice.next}`);
        else if (choice.next === clip.key)
          add(['clips', i, 'question', 'choices', c, 'next'], 'a choice cannot replay its own clip');
      });
      if (clip.question && !clip.question.choices.some((c) => c.right)) {
        add(['clips', i, 'question', 'choices'], 'no choice is marked right');
      }
    });
    if (!index.has(doc.start)) return;
    const next = (key: string) => doc.clips[index.get(key) as number]?.question?.choices.map((c) => c.next) ?? [];
    const reached = new Set([doc.start]);
    for (const todo = [doc.start]; todo.length; ) {
      for (const n of next(todo.pop() as string)) {
        if (index.has(n) && !reached.has(n)) {
          reached.add(n);
          todo.push(n);
        }
      }
    }
    doc.clips.forEach((clip, i) => {
      if (!reached.has(clip.key)) add(['clips', i], `${clip.key} cannot be reached from ${doc.start}`);
    });
    // Backwards from the endings: every clip must lead to one.
    const ends = new Set(doc.clips.filter((c) => !c.question).map((c) => c.key));
    if (!ends.size) add(['clips'], 'no clip ends the video (every clip asks a question)');
    for (let grew = true; grew; ) {
      grew = false;
      for (const clip of doc.clips) {
        if (!ends.has(clip.key) && next(clip.key).some((n) => ends.has(n))) {
          ends.add(clip.key);
          grew = true;
        }
      }
    }
    doc.clips.forEach((clip, i) => {
      if (ends.size && !ends.has(clip.key)) add(['clips', i], `from ${clip.key} no choice ever reaches an ending`);
    });
  });
export type HdDoc = z.infer<typeof HdDoc>;

/** A practice time slot of a day at the field and how many may book it. */
export const PracticeSlot = z
  .object({
    slot: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'a slot like 08:00-10:00'),
    capacity: z.number().int().min(1).max(200),
  })
  .strict()
  .refine((s) => s.slot.slice(0, 5) < s.slot.slice(6), { message: 'a slot ends after it starts', path: ['slot'] });
export type PracticeSlot = z.infer<typeof PracticeSlot>;

export const PracticeSlots = z
  .array(PracticeSlot)
  .min(1)
  .max(12)
  .superRefine((slots, ctx) => {
    const seen = new Set<string>();
    slots.forEach((s, i) => {
      if (seen.has(s.slot)) ctx.addIssue({ code: 'custom', path: [i, 'slot'], message: `${s.slot} appears twice` });
      seen.add(s.slot);
    });
  });

/**
 * The file an operator imports for a field (and an export gives back): the yard, its panoramas (the first
 * is where a tour starts), the field's interactive videos, and its practice slots (null: the install's
 * default, setting `site.practice_slots`).
 */
export const SiteFile = z
  .object({
    yard: YardDoc,
    panoramas: z.array(PanoramaDoc).max(30),
    interactive: z.array(HdDoc).max(20),
    practice_slots: PracticeSlots.nullable(),
  })
  .strict()
  .superRefine((file, ctx) => {
    const add: Issue = (path, message) => ctx.addIssue({ code: 'custom', path, message });
    const items = new Set(file.yard.items.map((i) => i.key));
    const stations = new Map<string, number>();
    file.panoramas.forEach((p, i) => {
      if (stations.has(p.key))
        add(['panoramas', i, 'key'], `${p.key} appears twice (panoramas.${stations.get(p.key)} too)`);
      else stations.set(p.key, i);
    });
    file.panoramas.forEach((p, i) => {
      if (p.item_key && !items.has(p.item_key)) add(['panoramas', i, 'item_key'], `the yard has no ${p.item_key}`);
      p.links.forEach((l, k) => {
        if (!stations.has(l.to)) add(['panoramas', i, 'links', k, 'to'], `no station is called ${l.to}`);
        else if (l.to === p.key) add(['panoramas', i, 'links', k, 'to'], 'a station cannot link to itself');
      });
      p.infos.forEach((info, k) => {
        if (!items.has(info.item_key))
          add(['panoramas', i, 'infos', k, 'item_key'], `the yard has no ${info.item_key}`);
      });
    });
    const keys = new Map<string, number>();
    file.interactive.forEach((v, i) => {
      if (keys.has(v.key))
        add(['interactive', i, 'key'], `${v.key} appears twice (interactive.${keys.get(v.key)} too)`);
      else keys.set(v.key, i);
    });
  });
export type SiteFile = z.infer<typeof SiteFile>;

/** A subject-three route's voice prompts, as stored beside the route (exam_routes.prompts). */
export const RoutePromptDoc = RoutePrompt;
export type RoutePromptDoc = z.infer<typeof RoutePromptDoc>;

/** Every media reference in a file, with where it is (for the check that each one exists). */
export function mediaOf(file: SiteFile): { path: string; ref: string; kind: 'video' | 'image' }[] {
  const out: { path: string; ref: string; kind: 'video' | 'image' }[] = [];
  file.yard.items.forEach((item, i) => {
    if (item.video) out.push({ path: `yard.items.${i}.video`, ref: item.video, kind: 'video' });
  });
  file.panoramas.forEach((p, i) => {
    out.push({ path: `panoramas.${i}.image`, ref: p.image, kind: 'image' });
  });
  file.interactive.forEach((v, i) => {
    v.clips.forEach((c, k) => {
      out.push({ path: `interactive.${i}.clips.${k}.video`, ref: c.video, kind: 'video' });
    });
  });
  return out;
}
