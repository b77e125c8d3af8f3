/** What an atlas entry is: a sign, a road marking, a police hand signal, a cluster lamp or an in-car control. */
export type AtlasKind = 'sign' | 'marking' | 'gesture' | 'lamp' | 'control';

/**
 * The class within a kind. Signs follow GB 5768.2's classes; markings GB 5768.3's three functions
 * (指示 / 禁止 / 警告); lamps split into warning lamps (a fault: stop or have it seen) and indicators.
 */
export type AtlasGroup =
  | 'warning'
  | 'prohibition'
  | 'mandatory'
  | 'guide'
  | 'tourist'
  | 'auxiliary'
  | 'work-zone'
  | 'indicating'
  | 'prohibitory'
  | 'cautionary'
  | 'gesture'
  | 'lamp-warning'
  | 'lamp-indicator'
  | 'control';

export interface AtlasEntry {
  /** kebab-case, unique: the entry's address (`/atlas/<key>`) and picture (`/static/atlas/<key>.svg`). */
  key: string;
  kind: AtlasKind;
  group: AtlasGroup;
  /** The name the theory tests use, e.g. 注意儿童. */
  name: string;
  /** What it tells the driver, one or two sentences. */
  meaning: string;
  /** The rule behind it: what the driver must do, and the point the tests ask about. */
  rule: string;
  /** Other names people search for it by. */
  aliases?: string[];
  /** The drawing's viewBox size; 200 × 200 unless a long sign or a marking needs another shape. */
  width?: number;
  height?: number;
  /** The drawing: SVG elements without the outer `<svg>`, in the viewBox above. */
  svg: string;
}
