import type { AtlasEntry } from '../types';

export const controls: AtlasEntry[] = [];
