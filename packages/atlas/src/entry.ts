import type { AtlasEntry, AtlasGroup, AtlasKind } from './types';

/** What an entries file writes per entry: everything but the kind and class, which the file gives once. */
export type EntryFields = Omit<AtlasEntry, 'kind' | 'group'>;

/** An entry maker for one class: `const sign = inGroup('sign', 'warning')`. */
export const inGroup =
  (kind: AtlasKind, group: AtlasGroup) =>
  (e: EntryFields): AtlasEntry => ({ kind, group, ...e });
