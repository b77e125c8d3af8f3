import type { AtlasEntry } from '../types';

export const guide: AtlasEntry[] = [];
