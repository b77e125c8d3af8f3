import type { AtlasEntry } from '../types';

export const tourist: AtlasEntry[] = [];
