import { auxiliary } from './entries/auxiliary';
import { controls } from './entries/controls';
import { gestures } from './entries/gestures';
import { guide } from './entries/guide';
import { lamps } from './entries/lamps';
import { mandatory } from './entries/mandatory';
import { markings } from './entries/markings';
import { prohibition } from './entries/prohibition';
import { tourist } from './entries/tourist';
import { warning } from './entries/warning';
import { workZone } from './entries/work-zone';
import type { AtlasEntry, AtlasGroup, AtlasKind } from './types';

export { type AtlasQuestion, namesItself, quizQuestion, quizRound } from './quiz';
export { searchAtlas } from './search';
export { svgDataUrl, svgDocument } from './svg';
export type { AtlasEntry, AtlasGroup, AtlasKind } from './types';

/** Every entry, in the order the atlas lists them: signs by class, then markings, hand signals, lamps, controls. */
export const atlas: readonly AtlasEntry[] = [
  ...warning,
  ...prohibition,
  ...mandatory,
  ...guide,
  ...tourist,
  ...auxiliary,
  ...workZone,
  ...markings,
  ...gestures,
  ...lamps,
  ...controls,
];

const byKey = new Map(atlas.map((e) => [e.key, e]));

export const atlasEntry = (key: string): AtlasEntry | undefined => byKey.get(key);

/** The kinds and classes in the atlas's order, with their Chinese names. */
export const ATLAS_KINDS: readonly {
  kind: AtlasKind;
  title: string;
  groups: { group: AtlasGroup; title: string }[];
}[] = [
  {
    kind: 'sign',
    title: '交通标志',
    groups: [
      { group: 'warning', title: '警告标志' },
      { group: 'prohibition', title: '禁令标志' },
      { group: 'mandatory', title: '指示标志' },
      { group: 'guide', title: '指路标志' },
      { group: 'tourist', title: '旅游区标志' },
      { group: 'auxiliary', title: '辅助标志' },
      { group: 'work-zone', title: '作业区标志' },
    ],
  },
  {
    kind: 'marking',
    title: '道路标线',
    groups: [
      { group: 'indicating', title: '指示标线' },
      { group: 'prohibitory', title: '禁止标线' },
      { group: 'cautionary', title: '警告标线' },
    ],
  },
  { kind: 'gesture', title: '交警手势', groups: [{ group: 'gesture', title: '交通警察手势信号' }] },
  {
    kind: 'lamp',
    title: '仪表指示灯',
    groups: [
      { group: 'lamp-warning', title: '报警灯' },
      { group: 'lamp-indicator', title: '指示灯' },
    ],
  },
  { kind: 'control', title: '车内操纵', groups: [{ group: 'control', title: '操纵件与开关' }] },
];

const groupTitles = new Map(ATLAS_KINDS.flatMap((k) => k.groups.map((g) => [g.group, g.title] as const)));

/** A class's Chinese name, e.g. 禁令标志. */
export const atlasGroupTitle = (group: AtlasGroup): string => groupTitles.get(group) ?? '';
