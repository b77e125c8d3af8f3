import { z } from 'zod';

/**
 * The exam site in 3D and VR (issue 13): the subject-two yard, panoramas of its stations, interactive
 * videos and the subject-three route guide. Distances in metres; yard coordinates are metres on the
 * yard's own plan, x to the east and y to the north, headings in degrees clockwise from north.
 */

export const YardItemKey = z.enum(['reverse_parking', 'parallel_parking', 'hill_start', 'right_angle_turn', 'curve']);
export type YardItemKey = z.infer<typeof YardItemKey>;

const metres = z.number().positive().max(200);

/**
 * Each item's measurements as the field built them (docs/domain.md#subject-two-the-yards-five-items gives the rules:
 * fields differ slightly, so the numbers are the field's, not constants in code). Each item is drawn in
 * its own frame: the lane it is driven from runs along x, and the item's origin is where the docs say.
 */
export const YardDims = z.discriminatedUnion('key', [
  z.object({
    key: z.literal('reverse_parking'),
    /** Car width + 0.6 m. */
    garage_width: metres,
    /** Car length + 0.7 m. */
    garage_length: metres,
    /** 1.5 × car length: the lane in front of the garage, up to the control line. */
    lane_width: metres,
  }),
  z.object({
    key: z.literal('parallel_parking'),
    /** 1.5 × car length + 1 m. */
    bay_length: metres,
    /** Car width + 0.8 m. */
    bay_width: metres,
    /** 1.5 × car width + 0.8 m. */
    lane_width: metres,
  }),
  z.object({
    key: z.literal('hill_start'),
    /** At least 10 %. */
    slope_pct: z.number().min(5).max(30),
    slope_length: metres,
    road_width: metres,
    /** How far up the slope the stop line is. */
    stop_line: metres,
  }),
  z.object({ key: z.literal('right_angle_turn'), road_width: metres, leg_length: metres }),
  z.object({ key: z.literal('curve'), road_width: metres, radius: metres }),
]);
export type YardDims = z.infer<typeof YardDims>;

/** A moment of the manoeuvre a student learns (点位): where to look, and what to do then. */
export const YardPoint = z.object({
  /** How far along the reference car's path it comes, 0 at the start, 1 at the end. */
  at: z.number().min(0).max(1),
  /** What lines up with what ("后视镜下沿压库角线"). */
  cue: z.string(),
  /** What to do then ("方向盘向右打满"). */
  action: z.string(),
});
export type YardPoint = z.infer<typeof YardPoint>;

/** A how-to video: the full one, or a preview when the field's course is not bought (as lessons). */
export const SiteVideo = z.object({
  title: z.string(),
  cover: z.string(),
  duration_s: z.number().int(),
  locked: z.boolean(),
  preview_s: z.number().int(),
  /** MP4, or null when locked. */
  url: z.string().nullable(),
  /** HLS playlist: the whole video, or for a locked one only the preview. */
  hls: z.string(),
});
export type SiteVideo = z.infer<typeof SiteVideo>;

export const YardItem = z.object({
  key: YardItemKey,
  name: z.string(),
  /** Its place in the exam (1 first). */
  order: z.number().int().min(1).max(5),
  x: z.number(),
  y: z.number(),
  heading: z.number().min(0).lt(360),
  dims: YardDims,
  points: z.array(YardPoint),
  /** What fails it outright (docs/domain.md's list, as the field words it). */
  fails: z.array(z.string()),
  /** What costs points without failing it on its own (empty where the field lists none). */
  deductions: z.array(z.string()),
  time_limit_s: z.number().int().nullable(),
  video: SiteVideo.nullable(),
});
export type YardItem = z.infer<typeof YardItem>;

/** A field's subject-two yard: the car its sizes follow, its extent, and the five items. */
export const YardLayout = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  vehicle: z.object({ class: z.string(), length: metres, width: metres }),
  width: metres,
  depth: metres,
  /** Where a candidate enters, on the plan. */
  entrance: z.object({ x: z.number(), y: z.number() }),
  items: z.array(YardItem),
});
export type YardLayout = z.infer<typeof YardLayout>;

/** A place on a panorama, as seen from its centre: yaw from the image's centre, pitch up from the horizon. */
const Spot = { yaw: z.number().min(-180).max(180), pitch: z.number().min(-90).max(90) };

/** One 360° view of a station of the yard. */
export const Panorama = z.object({
  key: z.string(),
  name: z.string(),
  /** The item seen here, if it is one. */
  item_key: YardItemKey.nullable(),
  /** Equirectangular image (2:1), its centre looking north. Locked: a blurred preview, and the pay page is offered. */
  image: z.string(),
  /** Where the view looks when the station opens (degrees clockwise from north: the image's yaw). */
  yaw: z.number().min(-180).max(180),
  locked: z.boolean(),
  /** Hotspots to walk to another station. */
  links: z.array(z.object({ to: z.string(), label: z.string(), ...Spot })),
  /** Markers that open an item's info. */
  infos: z.array(z.object({ item_key: YardItemKey, label: z.string(), ...Spot })),
});
export type Panorama = z.infer<typeof Panorama>;

/** A clip of an interactive video: it plays, then asks (or ends). */
export const HdClip = z.object({
  key: z.string(),
  title: z.string(),
  video: SiteVideo,
  /** Asked when the clip ends; null on an ending clip. */
  question: z
    .object({
      prompt: z.string(),
      choices: z.array(
        z.object({
          label: z.string(),
          /** The clip this choice leads to. */
          next: z.string(),
          /** Whether it is what a good driver does; the end screen scores the choices. */
          right: z.boolean(),
          explain: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type HdClip = z.infer<typeof HdClip>;

export const HdVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  field_id: z.number().int().nullable(),
  start: z.string(),
  clips: z.array(HdClip),
});
export type HdVideo = z.infer<typeof HdVideo>;

/** What the examiner's voice says along a subject-three route, and where. */
export const RoutePrompt = z.object({
  /** Seconds into the route video. */
  at_s: z.number().min(0),
  /** Metres along the route. */
  at_m: z.number().min(0),
  kind: z.enum([
    'light',
    'start',
    'straight',
    'lane_change',
    'crossing',
    'turn',
    'u_turn',
    'overtake',
    'school',
    'bus_stop',
    'pull_over',
  ]),
  text: z.string(),
  tip: z.string(),
});
export type RoutePrompt = z.infer<typeof RoutePrompt>;

export const RouteGuide = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  name: z.string(),
  length_m: z.number().int(),
  summary: z.string(),
  stops: z.array(z.string()),
  /** [lng, lat] pairs (GCJ-02). */
  waypoints: z.array(z.tuple([z.number(), z.number()])),
  map: z.string(),
  video: SiteVideo.nullable(),
  prompts: z.array(RoutePrompt),
});
export type RouteGuide = z.infer<typeof RouteGuide>;

export const PracticeState = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

/** An application to practise at the field (POST v2/k2/kc-apply). */
export const PracticeApplication = z.object({
  id: z.number().int(),
  field_id: z.number().int(),
  field_name: z.string(),
  date: z.string(),
  slot: z.string(),
  phone: z.string(),
  status: PracticeState,
  /** The operator's word on a decision ('' before). */
  reply: z.string(),
  /** The student may still withdraw it: pending or approved, and its slot has not begun (China time). */
  cancellable: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PracticeApplication = z.infer<typeof PracticeApplication>;

/**
 * A drive through one yard item as the phone sends it (docs/yard-driving.md): the controls that changed, each
 * from a tick (20 a second) on, and how many ticks the drive lasted. The verdict is the server's own replay.
 */
export const YardInputEvent = z.object({
  t: z.number().int().min(0).max(24_000),
  wheel: z.number().int().min(-100).max(100).optional(),
  pedal: z.enum(['brake', 'idle', 'gas']).optional(),
  gear: z.enum(['D', 'N', 'R']).optional(),
  handbrake: z.boolean().optional(),
  indicator: z.enum(['off', 'left', 'right']).optional(),
});
export type YardInputEvent = z.infer<typeof YardInputEvent>;

/** One thing the examiner marked: a fail (0 points) ends the item, points come off 100. */
export const YardFault = z.object({
  rule: z.string(),
  detail: z.string(),
  t: z.number().int(),
  points: z.number().int(),
});

export const YardRunResult = z.object({
  id: z.number().int(),
  item: YardItemKey,
  passed: z.boolean(),
  score: z.number().int(),
  faults: z.array(YardFault),
  /** This student's best score on the item at this field so far, this run included. */
  best_score: z.number().int(),
});
export type YardRunResult = z.infer<typeof YardRunResult>;

/** A kept drive as the student's history lists it (docs/yard-driving.md#history-and-weak-items). */
export const YardRunRecord = z.object({
  id: z.number().int(),
  item: YardItemKey,
  passed: z.boolean(),
  score: z.number().int(),
  faults: z.array(YardFault),
  created_at: z.string(),
});
export type YardRunRecord = z.infer<typeof YardRunRecord>;

/** How the student has driven one item of the field's yard. */
export const YardItemHistory = z.object({
  key: YardItemKey,
  name: z.string(),
  order: z.number().int(),
  runs: z.number().int(),
  passes: z.number().int(),
  /** Null while it was never driven. */
  best_score: z.number().int().nullable(),
  /** The latest drive, with what the examiner said first: the first fail, else the first deduction. */
  last: z
    .object({
      passed: z.boolean(),
      score: z.number().int(),
      fault: YardFault.pick({ rule: true, detail: true }).nullable(),
      created_at: z.string(),
    })
    .nullable(),
  /** Driven, and never passed or passed fewer than 2 of its last 3 drives: worth practising. */
  weak: z.boolean(),
});
export type YardItemHistory = z.infer<typeof YardItemHistory>;

/** The student's drives at one field: each item in exam order, and the latest drives (newest first). */
export const YardHistory = z.object({
  field_id: z.number().int(),
  field_name: z.string(),
  items: z.array(YardItemHistory),
  recent: z.array(YardRunRecord),
});
export type YardHistory = z.infer<typeof YardHistory>;
