import type { AtlasEntry } from '../types';

export const auxiliary: AtlasEntry[] = [];
